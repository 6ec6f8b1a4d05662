import { useEffect, useState } from 'react';
import { FEATURED_COUNT } from '#shared/constants';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';

export type FeaturedCelebrities =
  { status: 'loading' } | { status: 'success'; celebrities: Celebrity[] } | { status: 'error' };

/**
 * The first three featured celebrities that are published, in the order staff gave them (SPEC §2,
 * Home; `GET /api/celebrities/featured`). A plain effect rather than TanStack Query: Home's first
 * load must stay under the 100 KB budget (decision 0004).
 */
export function useFeaturedCelebrities(): FeaturedCelebrities {
  const [state, setState] = useState<FeaturedCelebrities>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Celebrity[]>('/celebrities/featured', {
        params: { limit: FEATURED_COUNT },
        errorToast: 'Failed to fetch featured celebrities',
        signal: controller.signal,
      })
      .then(({ data }) => setState({ status: 'success', celebrities: data.slice(0, FEATURED_COUNT) }))
      .catch(() => {
        // Leaving the page aborts the request; that is not a failure to show.
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  return state;
}
