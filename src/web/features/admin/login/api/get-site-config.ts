import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';

export interface SiteConfig {
  demo: boolean;
  /** Present only when the server runs as a demo: the login page shows them as a hint. */
  demoCredentials: { email: string; password: string } | null;
}

/** GET /api/config: whether this server is a demo, and then its demo credentials. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const { data } = await api.get<SiteConfig>('/config', { signal, errorToast: false });
  return data;
}

export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: ({ signal }) => getSiteConfig(signal), staleTime: Infinity });
}
