import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGES_MAX,
  listingSearchOf,
  NO_LISTING_FILTERS,
  readListingFilters,
  readListingPage,
} from './listing-filters.js';

const page = (search: string) => readListingPage(new URLSearchParams(search));

describe('readListingPage', () => {
  it('reads how many batches the address shows', () => {
    expect(page('page=2')).toBe(2);
    expect(page('category=Sports&page=7')).toBe(7);
  });

  it('is the first batch alone for no page, 1, 0 and anything unreadable', () => {
    for (const search of [
      '',
      'page=',
      'page=1',
      'page=0',
      'page=00',
      'page=abc',
      'page=-2',
      'page=2.5',
      'page=+2',
      'page=%202',
    ]) {
      expect(page(search), search).toBe(1);
    }
  });

  it('is at most LISTING_PAGES_MAX, however many are asked for', () => {
    expect(page(`page=${LISTING_PAGES_MAX}`)).toBe(LISTING_PAGES_MAX);
    expect(page('page=99999')).toBe(LISTING_PAGES_MAX);
    expect(page('page=999999999999')).toBe(LISTING_PAGES_MAX);
    // Too many digits to be a number of batches at all: unreadable.
    expect(page(`page=${'9'.repeat(40)}`)).toBe(1);
  });
});

describe('listingSearchOf', () => {
  it('puts the batches shown after the filters, and leaves out the first page', () => {
    const filters = readListingFilters(new URLSearchParams('sort=name&category=Sports'));
    expect(listingSearchOf(filters, 3)).toBe('category=Sports&sort=name&page=3');
    expect(listingSearchOf(filters, 1)).toBe('category=Sports&sort=name');
    expect(listingSearchOf(filters)).toBe('category=Sports&sort=name');
    expect(listingSearchOf(NO_LISTING_FILTERS, 2)).toBe('page=2');
  });
});
