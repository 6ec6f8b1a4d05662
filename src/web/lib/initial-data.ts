import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '#shared/schemas/page-data';
import { getCelebritiesQueryOptions, getCelebrityQueryOptions, NO_CELEBRITY_FILTERS } from './queries/celebrities';
import { getLegalPageQueryOptions } from './queries/legal-pages';

/**
 * Data the server rendered a page with, handed over by name (`PageData`) in `<script
 * type="application/json" id="initial-data">` (a data block, not a script: the CSP allows no
 * inline scripts). Which query each part belongs to is the browser's business: `seedPageData`
 * puts it there, for the server's render and for the browser's first one alike, so the two match
 * exactly and the page does not fetch the data again.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** The block's text as page data; nothing for a missing or damaged block. */
export function parsePageData(text: string | null | undefined): PageData {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    // Written by our own server (`fillTemplate`): an object is taken as the page data it sent.
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    // A damaged block only means the page loads its data as usual.
    return {};
  }
}

let taken = false;

/**
 * This document's page data, the first time only: it describes the page the visit began on, and
 * once in the cache it ages there like any fetched data.
 */
export function takeInitialPageData(): PageData {
  if (taken || typeof document === 'undefined') return {};
  taken = true;
  return parsePageData(document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent);
}

/** Puts each part of the page data into the query cache, under its resource module's key. */
export function seedPageData(queryClient: QueryClient, data: PageData): void {
  if (data.celebrity) {
    queryClient.setQueryData(getCelebrityQueryOptions(data.celebrity._id).queryKey, data.celebrity);
  }
  if (data.listing) {
    // The infinite query's shape: the first page, loaded from offset 0.
    queryClient.setQueryData(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey, {
      pages: [{ items: data.listing.items, total: data.listing.total, offset: 0 }],
      pageParams: [0],
    });
  }
  if (data.legalPage) {
    queryClient.setQueryData(getLegalPageQueryOptions(data.legalPage.slug).queryKey, data.legalPage);
  }
}
