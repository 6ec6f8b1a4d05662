import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '#shared/schemas/page-data';
import {
  getCelebritiesQueryOptions,
  getCelebrityCitiesQueryOptions,
  getCelebrityQueryOptions,
  listingBatchesOf,
} from './queries/celebrities';
import { getInquiryStatusQueryOptions } from './queries/inquiry-status';
import { getLegalPageQueryOptions } from './queries/legal-pages';
import { documentPageData } from './page-data-block';

export { INITIAL_DATA_ELEMENT_ID, parsePageData } from './page-data-block';

let taken = false;

/**
 * This document's page data (see page-data-block.ts), the first time only: it describes the page
 * the visit began on, and once in the cache it ages there like any fetched data. Which query each
 * part belongs to is the browser's business: `seedPageData` puts it there, for the server's
 * render and for the browser's first one alike, so the two match exactly and the page does not
 * fetch the data again.
 */
export function takeInitialPageData(): PageData {
  if (taken || typeof document === 'undefined') return {};
  taken = true;
  return documentPageData();
}

/** Puts each part of the page data into the query cache, under its resource module's key. */
export function seedPageData(queryClient: QueryClient, data: PageData): void {
  if (data.celebrity) {
    // Under the address's slug, which the profile's query is keyed by.
    queryClient.setQueryData(getCelebrityQueryOptions(data.celebrity.slug).queryKey, data.celebrity);
  }
  if (data.listing) {
    // The infinite query's shape: the batches "Load more" would have loaded from offset 0, under
    // the filters the address asks for (the browser reads them from its address the same way).
    const pages = listingBatchesOf(data.listing.items, data.listing.total);
    queryClient.setQueryData(getCelebritiesQueryOptions(data.listing.filters).queryKey, {
      pages,
      pageParams: pages.map((batch) => batch.offset),
    });
    queryClient.setQueryData(getCelebrityCitiesQueryOptions().queryKey, data.listing.cities);
  }
  if (data.inquiryStatus) {
    // A customer's status page (decision 0047): under its token, which the page's query is keyed by.
    const { token, view } = data.inquiryStatus;
    queryClient.setQueryData(getInquiryStatusQueryOptions(token).queryKey, view);
  }
  if (data.legalPage) {
    queryClient.setQueryData(getLegalPageQueryOptions(data.legalPage.slug).queryKey, data.legalPage);
  }
}
