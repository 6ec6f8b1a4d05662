import { describe, expect, it } from 'vitest';
import { bookingListQuerySchema } from '#shared/schemas/bookings-list';
import { BOOKINGS_LIST, BOOKINGS_PAGE_SIZE, bookingsFilterCount, bookingsFilterQuery } from './bookings-list-params.js';

const ID = '0b6f3a52-9d7e-4c1a-8f2b-3c4d5e6f7a8b';
const read = (query: string) => BOOKINGS_LIST.read(new URLSearchParams(query));

describe('the bookings list in the address', () => {
  it('reads every part, and nothing unreadable', () => {
    expect(
      read(`q=+Tara+&state=confirmed&due=overdue&celebrity=${ID}&from=2029-01-01&to=2029-01-31&sort=desc&page=2`),
    ).toEqual({
      q: 'Tara',
      state: 'confirmed',
      due: 'overdue',
      celebrity: ID,
      from: '2029-01-01',
      to: '2029-01-31',
      sort: 'desc',
      page: 2,
    });
    expect(read('state=booked&due=soon&celebrity=7&from=tomorrow&sort=up')).toEqual(BOOKINGS_LIST.defaults);
    expect(BOOKINGS_LIST.defaults.sort).toBe('asc');
  });

  it('puts days given the wrong way round the right way', () => {
    expect(read('from=2029-02-01&to=2029-01-01')).toMatchObject({ from: '2029-01-01', to: '2029-02-01' });
  });

  it('leaves the order out of a plain address, and does not count it as a filter', () => {
    expect(BOOKINGS_LIST.write(new URLSearchParams(), { sort: 'asc', due: 'any' }).toString()).toBe('due=any');
    const ordered = read('sort=desc');
    expect(BOOKINGS_LIST.isFiltered(ordered)).toBe(false);
    expect(bookingsFilterCount(read(`state=cancelled&celebrity=${ID}&sort=desc&q=x`))).toBe(2);
  });

  it('asks the server for what the screen shows: its page, and for the CSV the filters alone', () => {
    const params = read(`due=any&celebrity=${ID}&page=3`);
    const query = BOOKINGS_LIST.queryOf(params);
    expect(query).toMatchObject({
      due: 'any',
      celebrity: ID,
      limit: BOOKINGS_PAGE_SIZE,
      offset: 2 * BOOKINGS_PAGE_SIZE,
    });
    // What the screen sends, the server reads as the same filters.
    expect(bookingListQuerySchema.parse({ ...query, q: '' })).toMatchObject({ due: 'any', celebrity: ID, sort: 'asc' });
    expect(bookingsFilterQuery(params)).toEqual({
      q: '',
      state: undefined,
      due: 'any',
      celebrity: ID,
      from: undefined,
      to: undefined,
      sort: 'asc',
    });
  });
});
