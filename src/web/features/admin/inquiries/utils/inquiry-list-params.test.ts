import { describe, expect, it } from 'vitest';
import {
  INQUIRIES_PAGE_SIZE,
  inquiryListQueryOf,
  pageCountOf,
  readInquiryListParams,
  writeInquiryListParams,
} from './inquiry-list-params.js';

const read = (query: string) => readInquiryListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeInquiryListParams>[1]) =>
  writeInquiryListParams(new URLSearchParams(query), change).toString();

describe('readInquiryListParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({ q: '', status: undefined, page: 1 });
  });

  it('reads search, status and page', () => {
    expect(read('q=%20Wedding%20&status=contacted&page=3')).toEqual({ q: 'Wedding', status: 'contacted', page: 3 });
  });

  it.each(['status=all', 'status=Pending', 'status=done'])('takes an unknown status (%s) as All', (query) => {
    expect(read(query).status).toBeUndefined();
  });

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
    expect(inquiryListQueryOf({ q: 'Wedding', status: 'pending', page: 1 })).toEqual({
      q: 'Wedding',
      status: 'pending',
      limit: INQUIRIES_PAGE_SIZE,
      offset: 0,
    });
    expect(inquiryListQueryOf({ q: '', status: undefined, page: 3 }).offset).toBe(2 * INQUIRIES_PAGE_SIZE);
  });
});
