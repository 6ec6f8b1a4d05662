import { useEffect, useState } from 'react';
import { FEATURED_COUNT } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import { api } from '#web/lib/api-client';
import { documentPageData } from '#web/lib/page-data-block';

export type FeaturedCelebrities =
  { status: 'loading' } | { status: 'success'; celebrities: Celebrity[] } | { status: 'error' };

/** The featured celebrities the page arrived with (a visit that began on Home), if any. */
function fromPageData(): FeaturedCelebrities {
  const { featured } = documentPageData();
  return featured ? { status: 'success', celebrities: featured.slice(0, FEATURED_COUNT) } : { status: 'loading' };
}

/**
 * The first three featured celebrities that are published, in the order staff gave them (SPEC §2,
 * Home; `GET /api/celebrities/featured`). Home arrives with them in its page data, rendered by the
 * server, so the section is whole before the app starts; a visit that began on another page
 * fetches them. A plain effect rather than TanStack Query: Home's chunks stay without that library
 * (decision 0008).
 */
export function useFeaturedCelebrities(): FeaturedCelebrities {
  const [state, setState] = useState<FeaturedCelebrities>(fromPageData);
  const arrivedWithThem = state.status === 'success';

  useEffect(() => {
    if (arrivedWithThem) return;
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
  }, [arrivedWithThem]);

  return state;
}
