import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the admin celebrity screens. They live here, below the features, because the
 * list, the form and the view page each read them and every write must clear all of them.
 */
export const adminCelebrityKeys = {
  all: ['admin', 'celebrities'] as const,
  list: (q: string) => ['admin', 'celebrities', 'list', { q }] as const,
  detail: (id: string) => ['admin', 'celebrities', 'detail', id] as const,
};

/** Every public catalogue query key starts with this (listing, detail, featured). */
const PUBLIC_CELEBRITY_KEY = ['celebrities'] as const;

/**
 * After a catalogue write: drops what the admin screens and the public pages hold, so the
 * change shows at once wherever the user goes next (the public pages keep data for 30 s).
 */
export async function invalidateCelebrityCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCelebrityKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CELEBRITY_KEY }),
  ]);
}
