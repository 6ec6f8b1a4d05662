import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { siteConfigSchema } from '#shared/schemas/site-content-responses';
import { api } from '../api-client';

/** The site configuration resource: its key, fetcher, `queryOptions` and hook. */

/**
 * Whether this server is a demo; `demoCredentials` are present only then, and the login page
 * shows them as a hint.
 */
export type SiteConfig = z.output<typeof siteConfigSchema>;

export const siteConfigKeys = {
  all: ['site-config'] as const,
};

/** GET /api/config: whether this server is a demo, and then its demo credentials. */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const { data } = await api.get<SiteConfig>('/config', { signal, errorToast: false });
  return data;
}

export function getSiteConfigQueryOptions() {
  return queryOptions({ queryKey: siteConfigKeys.all, queryFn: ({ signal }) => getSiteConfig(signal) });
}

/** Fixed for the server's lifetime: read once per visit (staleTime Infinity). */
export function useSiteConfig() {
  return useQuery({ ...getSiteConfigQueryOptions(), staleTime: Infinity });
}
