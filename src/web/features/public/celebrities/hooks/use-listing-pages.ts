import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LISTING_PAGE_PARAM, listingSearchOf, readListingFilters, readListingPage } from '#shared/listing-filters';
import { PAGES } from '#shared/pages';
import { type CelebrityFilters, useCelebritiesInfinite } from '#web/lib/queries/celebrities';
import { stillOn } from '#web/lib/search-text-param';

/**
 * The address `window.location` shows with `?page=` set to `page`, written over the current
 * history entry with `history.replaceState` (the router's entry state kept): not a new entry per
 * batch, and not a router navigation, which ScrollToTop would take for a new page and scroll up.
 */
function replacePageInAddress(page: number): void {
  const search = new URLSearchParams(window.location.search);
  search.set(LISTING_PAGE_PARAM, String(page));
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}?${search.toString()}${hash}`);
}

/**
 * The listing's batches for `filters`, and how far down the list the address is (`?page=N`, the
 * first N batches; decision 0046): "Load more" is a link to the next page's address, for a
 * visitor without the app and for crawlers; once the app runs it loads the next batch in place
 * and then writes its number into the address, so a reload, a shared address and Back show the
 * same cards. The server rendered an address's N batches, and the cache starts from them
 * (`seedPageData`); should the cache hold fewer (Back to the address after it let them go), the
 * missing ones are loaded one after another.
 */
export function useListingPages(filters: CelebrityFilters) {
  const query = useCelebritiesInfinite(filters);
  const { data, fetchNextPage, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData } = query;
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const asked = readListingPage(searchParams);
  const loaded = data?.pages.length ?? 0;

  useEffect(() => {
    if (isPlaceholderData || isFetching || isFetchNextPageError || !hasNextPage) return;
    if (loaded > 0 && loaded < asked) void fetchNextPage();
  }, [asked, loaded, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage]);

  const search = listingSearchOf(filters);
  const loadMore = useCallback(() => {
    void fetchNextPage().then((result) => {
      const batches = result.data?.pages.length ?? 0;
      // Not once the visitor has moved on: another screen, or other filters chosen meanwhile.
      if (!result.isSuccess || batches < 2 || !stillOn(pathname)) return;
      if (listingSearchOf(readListingFilters(new URLSearchParams(window.location.search))) !== search) return;
      replacePageInAddress(batches);
    });
  }, [fetchNextPage, pathname, search]);

  const nextHref = `${PAGES.celebrities.getHref()}?${listingSearchOf(filters, loaded + 1)}`;
  return { ...query, loadMore, nextHref };
}
