import { describe, expect, it } from 'vitest';
import { PRICE_FILTERS } from '#shared/celebrity-list-options';
import { NO_CELEBRITY_FILTERS } from '#web/lib/queries/celebrities';
import {
  cityChoiceOf,
  hasListingFilters,
  isWholeFreeOnDay,
  listingFilterCount,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  priceFilterLabel,
  readListingChoices,
  withListingChoices,
} from './listing-params';

const read = (query: string) => readListingChoices(new URLSearchParams(query));

describe('readListingChoices', () => {
  it('reads nothing chosen as the plain listing, in the featured order', () => {
    expect(read('')).toEqual({
      category: undefined,
      city: undefined,
      available: undefined,
      price: undefined,
      sort: 'featured',
    });
  });

  it('reads each choice from the address', () => {
    expect(read('category=Sports&city=Navi+Mumbai&available=2031-02-14&price=on-demand&sort=price-desc')).toEqual({
      category: 'Sports',
      city: 'Navi Mumbai',
      available: '2031-02-14',
      price: 'on-demand',
      sort: 'price-desc',
    });
    expect(read('price=100000-500000&sort=rating').price).toBe('100000-500000');
  });

  it('falls back to the default for anything it cannot read', () => {
    expect(read('category=Cricket&city=&price=cheap&sort=cheapest')).toEqual(read(''));
    expect(read('category=All&city=%20%20&price=&sort=').sort).toBe('featured');
    // The admin list's order is not one the listing offers.
    expect(read('sort=newest').sort).toBe('featured');
    expect(read(`city=${'x'.repeat(121)}`).city).toBeUndefined();
  });

  it('reads "Free on" only as a day that exists, as the server does', () => {
    expect(read('available=2032-02-29').available).toBe('2032-02-29');
    for (const bad of ['2031-02-30', '2031-2-14', '14-02-2031', 'soon', '', '2031-02-14T10:00']) {
      expect(read(`available=${encodeURIComponent(bad)}`).available, bad).toBeUndefined();
    }
  });

  it('trims the city, as the server does', () => {
    expect(read('city=%20Pune%20').city).toBe('Pune');
  });
});

describe('withListingChoices', () => {
  it('sets a choice and keeps the rest of the address, the search text included', () => {
    const next = withListingChoices(new URLSearchParams('q=dance&category=Sports'), { city: 'Pune' });
    expect(next.toString()).toBe('q=dance&category=Sports&city=Pune');
  });

  it('sets several at once (what was chosen before the app started)', () => {
    const next = withListingChoices(new URLSearchParams('q=x'), {
      category: 'Musicians',
      price: '1000000-up',
      sort: 'name',
    });
    expect(next.toString()).toBe('q=x&category=Musicians&price=1000000-up&sort=name');
  });

  it('leaves out "All", an empty choice, an unknown value and the default order', () => {
    const current = new URLSearchParams('category=Sports&city=Pune&price=on-demand&sort=rating&q=a');
    expect(
      withListingChoices(current, { category: 'All', city: '', price: 'cheap', sort: 'featured' }).toString(),
    ).toBe('q=a');
    expect(withListingChoices(current, { sort: 'sideways' }).get('sort')).toBeNull();
  });

  it('changes only what it is given', () => {
    const current = new URLSearchParams('city=Pune&sort=name');
    expect(withListingChoices(current, {}).toString()).toBe('city=Pune&sort=name');
    expect(current.toString()).toBe('city=Pune&sort=name');
  });
  it('starts the new list from its first batch: `?page=` goes', () => {
    const current = new URLSearchParams('q=a&category=Sports&page=3&utm_source=ads');
    expect(withListingChoices(current, { city: 'Pune' }).toString()).toBe(
      'q=a&category=Sports&utm_source=ads&city=Pune',
    );
  });

  it('sets and clears the "Free on" day, and leaves out one that is not a date', () => {
    const current = new URLSearchParams('q=a&city=Pune');
    expect(withListingChoices(current, { available: '2031-02-14' }).toString()).toBe(
      'q=a&city=Pune&available=2031-02-14',
    );
    const chosen = new URLSearchParams('available=2031-02-14&sort=name');
    expect(withListingChoices(chosen, { available: '' }).toString()).toBe('sort=name');
    expect(withListingChoices(chosen, { available: '2031-02-30' }).toString()).toBe('sort=name');
  });
});

describe('hasListingFilters', () => {
  it('is false for the plain listing and true once anything is chosen, the order included', () => {
    expect(hasListingFilters(NO_CELEBRITY_FILTERS)).toBe(false);
    for (const change of [
      { q: 'a' },
      { category: 'Sports' },
      { city: 'Pune' },
      { price: 'on-demand' },
      { available: '2031-02-14' },
      { sort: 'rating' },
    ] as const) {
      expect(hasListingFilters({ ...NO_CELEBRITY_FILTERS, ...change }), JSON.stringify(change)).toBe(true);
    }
  });
});

describe('isWholeFreeOnDay', () => {
  it('is true for a whole date and false while its year is still being typed', () => {
    expect(isWholeFreeOnDay('2031-02-14')).toBe(true);
    for (const partial of ['0002-02-14', '0020-02-14', '0203-02-14', '', '2031-02-30']) {
      expect(isWholeFreeOnDay(partial), partial).toBe(false);
    }
  });
});

describe('cityChoiceOf', () => {
  it('picks the offered spelling of a city in any letter case', () => {
    expect(cityChoiceOf('mumbai', ['Mumbai', 'Pune'])).toBe('Mumbai');
    expect(cityChoiceOf('Pune', ['Mumbai', 'Pune'])).toBe('Pune');
  });

  it('keeps a city that is not offered, and gives "" for none', () => {
    expect(cityChoiceOf('Atlantis', ['Mumbai'])).toBe('Atlantis');
    expect(cityChoiceOf(undefined, ['Mumbai'])).toBe('');
  });
});

describe('the orders offered', () => {
  it('start with the default and each has a label', () => {
    expect(LISTING_SORTS[0]).toBe('featured');
    expect(LISTING_SORTS.map((sort) => LISTING_SORT_LABELS[sort])).toEqual([
      'Featured',
      'Name: A to Z',
      'Price: low to high',
      'Price: high to low',
      'Rating: high to low',
    ]);
  });
});

describe('priceFilterLabel', () => {
  it('names each price filter in rupees with Indian digit grouping', () => {
    expect(PRICE_FILTERS.map(priceFilterLabel)).toEqual([
      'Under ₹1,00,000',
      '₹1,00,000 to ₹5,00,000',
      '₹5,00,000 to ₹10,00,000',
      '₹10,00,000 and above',
      'Price on Demand',
    ]);
  });
});

describe('listingFilterCount', () => {
  it('counts nothing on the plain listing', () => {
    expect(listingFilterCount(NO_CELEBRITY_FILTERS)).toBe(0);
  });

  it('counts the date, category, city and price, each once', () => {
    expect(
      listingFilterCount({
        ...NO_CELEBRITY_FILTERS,
        available: '2031-02-14',
        category: 'Sports',
        city: 'Mumbai',
        price: 'on-demand',
      }),
    ).toBe(4);
    expect(listingFilterCount({ ...NO_CELEBRITY_FILTERS, city: 'Mumbai' })).toBe(1);
  });

  it('leaves out the search text and the order', () => {
    expect(listingFilterCount({ ...NO_CELEBRITY_FILTERS, q: 'dance', sort: 'price-desc' })).toBe(0);
  });
});
