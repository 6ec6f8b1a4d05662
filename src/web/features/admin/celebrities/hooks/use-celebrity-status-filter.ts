import { useSearchParams } from 'react-router';
import type { CelebrityStatusFilter } from '#shared/schemas/celebrity';

const FILTERS: readonly CelebrityStatusFilter[] = ['all', 'draft', 'published'];

function isFilter(value: string | null): value is CelebrityStatusFilter {
  return FILTERS.includes(value as CelebrityStatusFilter);
}

/** The admin list's status filter (`?status=draft|published`; all when absent), kept in the address. */
export function useCelebrityStatusFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status: CelebrityStatusFilter = isFilter(raw) ? raw : 'all';
  const setStatus = (next: CelebrityStatusFilter) => {
    // Over the address as it is now: a search typed meanwhile is kept.
    const live = new URLSearchParams(window.location.search);
    if (next === 'all') live.delete('status');
    else live.set('status', next);
    setSearchParams(live, { replace: true });
  };
  return { status, setStatus };
}
