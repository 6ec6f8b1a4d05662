import { useSearchTextParam } from './use-search-text-param';

/** A new search starts again at page 1. */
function backToFirstPage(next: URLSearchParams): void {
  next.delete('page');
}

/**
 * The search box of a paged list (`?q=`, read with the rest by useListParams): useSearchTextParam,
 * applied once typing pauses, and a new search starts again at page 1. Apart from useListParams
 * so that a list without a search does not load it.
 */
export function useListSearch() {
  return useSearchTextParam({ alongWith: backToFirstPage });
}
