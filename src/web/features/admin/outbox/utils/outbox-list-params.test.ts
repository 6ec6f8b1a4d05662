import { describe, expect, it } from 'vitest';
import {
  OUTBOX_PAGE_SIZE,
  outboxListQueryOf,
  outboxFilterCount,
  outboxPageCountOf,
  readOutboxListParams,
  writeOutboxListParams,
} from './outbox-list-params.js';

const read = (query: string) => readOutboxListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeOutboxListParams>[1]) =>
  writeOutboxListParams(new URLSearchParams(query), change).toString();

describe('readOutboxListParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({ q: '', state: undefined, page: 1 });
  });

  it('reads the search, state and page', () => {
    expect(read('q=+SLT-2611-0009+&state=unsent&page=3')).toEqual({ q: 'SLT-2611-0009', state: 'unsent', page: 3 });
  });

  it.each(['state=all', 'state=Sent', 'state=queued'])('takes an unknown state (%s) as All', (query) => {
    expect(read(query).state).toBeUndefined();
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e99'])('takes a bad page (%s) as 1', (query) => {
    expect(read(query).page).toBe(1);
  });
});

describe('writeOutboxListParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(write('state=sent&page=2', { state: undefined, page: 1 })).toBe('');
  });

  it('starts again at page 1 when the state changes', () => {
    expect(write('state=sent&page=4', { state: 'failed' })).toBe('state=failed');
    expect(write('page=4', { state: 'pending' })).toBe('state=pending');
  });

  it('starts again at page 1 for a new search, and leaves an empty one out', () => {
    expect(write('state=sent&page=4', { q: 'kavya@' })).toBe('state=sent&q=kavya%40');
    expect(write('q=kavya&page=2', { q: '  ' })).toBe('');
  });

  it('keeps the page when the state stays', () => {
    expect(write('state=sent&page=4', { state: 'sent' })).toBe('state=sent&page=4');
  });

  it('changes the page alone', () => {
    expect(write('state=unsent', { page: 2 })).toBe('state=unsent&page=2');
  });

  it('keeps parameters it does not own', () => {
    expect(write('other=1', { page: 3 })).toBe('other=1&page=3');
  });
});

describe('outboxListQueryOf', () => {
  it('asks for the page’s slice', () => {
    expect(outboxListQueryOf({ q: 'slt-2611', state: 'sent', page: 3 })).toEqual({
      q: 'slt-2611',
      state: 'sent',
      limit: OUTBOX_PAGE_SIZE,
      offset: 2 * OUTBOX_PAGE_SIZE,
    });
  });
});

describe('outboxPageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [OUTBOX_PAGE_SIZE, 1],
    [OUTBOX_PAGE_SIZE + 1, 2],
  ])('%i e-mails fill %i page(s)', (total, pages) => {
    expect(outboxPageCountOf(total)).toBe(pages);
  });
});

describe('a page reached by cursor', () => {
  it('keeps its cursor in the address and asks the server from there', () => {
    const params = read('state=sent&page=7&after=abc');
    expect(params).toEqual({ q: '', state: 'sent', page: 7, cursor: { after: 'abc' } });
    expect(outboxListQueryOf(params)).toEqual({
      q: '',
      state: 'sent',
      limit: OUTBOX_PAGE_SIZE,
      offset: 0,
      after: 'abc',
    });
    expect(read('page=6&before=xyz').cursor).toEqual({ before: 'xyz' });
  });

  it('drops the cursor with any other change, and writes the next one given', () => {
    expect(write('page=7&after=abc', { page: 8, cursor: { after: 'def' } })).toBe('page=8&after=def');
    expect(write('page=7&after=abc', { page: 6, cursor: { before: 'ghi' } })).toBe('page=6&before=ghi');
    // A page without a cursor (a link, or back to the last page after deletions) is found by offset.
    expect(write('page=7&after=abc', { page: 3 })).toBe('page=3');
    expect(write('page=7&after=abc', { state: 'failed' })).toBe('state=failed');
  });
});

describe('outboxFilterCount', () => {
  it('counts the state, never the search (the search box stays in view)', () => {
    expect(outboxFilterCount(read(''))).toBe(0);
    expect(outboxFilterCount(read('q=kavya'))).toBe(0);
    expect(outboxFilterCount(read('q=kavya&state=failed'))).toBe(1);
  });
});
