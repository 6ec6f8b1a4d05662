import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  effectiveOrder,
  INQUIRIES_PAGE_SIZE,
  inquiryListQueryOf,
  isFiltered,
  nextSortOrder,
  pageCountOf,
  readInquiryListParams,
  writeInquiryListParams,
  type InquiryListParams,
} from './inquiry-list-params.js';

const ID = '0b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11';
const DEFAULTS: InquiryListParams = {
  q: '',
  status: undefined,
  quote: undefined,
  assignee: undefined,
  clock: undefined,
  kind: undefined,
  eventFrom: undefined,
  eventTo: undefined,
  sort: 'received',
  order: undefined,
  page: 1,
};
const read = (query: string) => readInquiryListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeInquiryListParams>[1]) =>
  writeInquiryListParams(new URLSearchParams(query), change).toString();

describe('readInquiryListParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('reads search, status and page', () => {
    expect(read('q=%20Wedding%20&status=contacted&page=3')).toEqual({
      ...DEFAULTS,
      q: 'Wedding',
      status: 'contacted',
      page: 3,
    });
  });

  it('reads the desk filters and the order', () => {
    expect(read('assignee=me&clock=overdue&eventFrom=2027-01-01&eventTo=2027-01-31&sort=reply-by&order=desc')).toEqual({
      ...DEFAULTS,
      assignee: 'me',
      clock: 'overdue',
      eventFrom: '2027-01-01',
      eventTo: '2027-01-31',
      sort: 'reply-by',
      order: 'desc',
    });
    expect(read(`assignee=${ID}`).assignee).toBe(ID);
  });

  it.each(['assignee=bob', 'clock=late', 'eventFrom=2027-02-30', 'sort=name', 'order=up'])(
    'drops an unreadable value (%s)',
    (query) => {
      expect(read(query)).toEqual(DEFAULTS);
    },
  );

  it.each(['status=all', 'status=Pending', 'status=done'])('takes an unknown status (%s) as All', (query) => {
    expect(read(query).status).toBeUndefined();
  });

  it('reads the quote filter: none or a shown state', () => {
    expect(read('quote=none')).toEqual({ ...DEFAULTS, quote: 'none' });
    expect(read('quote=expired&status=contacted').quote).toBe('expired');
  });

  it.each(['quote=all', 'quote=superseded', 'quote=Sent'])(
    'takes an unknown quote filter (%s) as All quotes',
    (query) => {
      expect(read(query).quote).toBeUndefined();
    },
  );

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e99'])('takes a bad page (%s) as 1', (query) => {
    expect(read(query).page).toBe(1);
  });
});

describe('writeInquiryListParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(write('q=x&status=pending&page=2', { q: '', status: undefined, page: 1 })).toBe('');
  });

  it('goes back to page 1 when the search or the status changes', () => {
    expect(write('q=x&page=3', { q: 'y' })).toBe('q=y');
    expect(write('status=pending&page=3', { status: 'confirmed' })).toBe('status=confirmed');
    expect(write('status=pending&page=3', { status: undefined })).toBe('');
    expect(write('page=3', { clock: 'due-soon' })).toBe('clock=due-soon');
    expect(write('status=pending&page=3', { quote: 'draft' })).toBe('status=pending&quote=draft');
    expect(write('quote=draft&page=3', { quote: undefined })).toBe('');
    expect(write('page=3', { sort: 'event-date' })).toBe('sort=event-date');
  });

  it('keeps the page when nothing else changes, and keeps other parameters', () => {
    expect(write('q=x&page=3&utm=1', { q: 'x' })).toBe('q=x&page=3&utm=1');
    expect(write('q=x', { page: 2 })).toBe('q=x&page=2');
  });
});

describe('pageCountOf', () => {
  it('rounds up and is never below one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});

describe('inquiryListQueryOf', () => {
  it("asks the API for the page's slice of the list", () => {
    expect(inquiryListQueryOf({ ...DEFAULTS, q: 'Wedding', status: 'pending', page: 1 })).toEqual({
      ...DEFAULTS,
      page: undefined,
      q: 'Wedding',
      status: 'pending',
      limit: INQUIRIES_PAGE_SIZE,
      offset: 0,
    });
    expect(inquiryListQueryOf({ ...DEFAULTS, page: 3 }).offset).toBe(2 * INQUIRIES_PAGE_SIZE);
    expect(inquiryListQueryOf({ ...DEFAULTS, quote: 'expired', page: 1 }).quote).toBe('expired');
  });
});

describe('sorting by a column header', () => {
  it('starts a new column in its natural order and turns the current one round', () => {
    const params = read('');
    expect(effectiveOrder(params)).toBe('desc');
    expect(nextSortOrder(params, 'received')).toEqual({ sort: 'received', order: 'asc' });
    expect(nextSortOrder(params, 'reply-by')).toEqual({ sort: 'reply-by', order: undefined });
    expect(nextSortOrder(read('sort=reply-by'), 'reply-by')).toEqual({ sort: 'reply-by', order: 'desc' });
  });
});

describe('isFiltered', () => {
  it('is true for any filter, not for the order or the page', () => {
    expect(isFiltered(read('sort=reply-by&page=2'))).toBe(false);
    expect(isFiltered(read('clock=overdue'))).toBe(true);
    expect(isFiltered(read('eventTo=2027-01-01'))).toBe(true);
    expect(isFiltered(read('kind=general'))).toBe(true);
    expect(isFiltered(read('quote=none'))).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts each filter set, not the search, the order or the page', () => {
    expect(activeFilterCount(read('q=asha&sort=reply-by&order=desc&page=3'))).toBe(0);
    expect(activeFilterCount(read('status=pending&quote=none&kind=general'))).toBe(3);
    expect(activeFilterCount(read(`assignee=${ID}&clock=overdue`))).toBe(2);
  });

  it('counts both ends of the event range, and nothing unreadable', () => {
    expect(activeFilterCount(read('eventFrom=2027-01-01&eventTo=2027-02-01'))).toBe(2);
    expect(activeFilterCount(read('eventFrom=soon&status=lost'))).toBe(0);
  });
});
