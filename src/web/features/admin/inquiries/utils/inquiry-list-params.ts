import { INQUIRY_STATUSES, type InquiryStatus } from '#shared/constants';
import type { InquiryListQuery } from '#shared/schemas/inquiry';

/** Cards per page: a screenful or two, and the demo data (16) already shows the paging. */
export const INQUIRIES_PAGE_SIZE = 10;

export interface InquiryListParams {
  /** Name, celebrity name or event type; '' for none. */
  q: string;
  /** One status, or undefined for All. */
  status: InquiryStatus | undefined;
  /** 1-based. */
  page: number;
}

function statusOf(value: string | null): InquiryStatus | undefined {
  return INQUIRY_STATUSES.find((status) => status === value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list's state from the URL (`?q=&status=&page=`); anything unreadable falls back to the default. */
export function readInquiryListParams(search: URLSearchParams): InquiryListParams {
  return {
    q: (search.get('q') ?? '').trim(),
    status: statusOf(search.get('status')),
    page: pageOf(search.get('page')),
  };
}

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing the search text or the status starts again at page 1.
 */
export function writeInquiryListParams(search: URLSearchParams, change: Partial<InquiryListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readInquiryListParams(search);
  const merged = { ...current, ...change };
  if ((change.q !== undefined && change.q !== current.q) || ('status' in change && change.status !== current.status))
    merged.page = change.page ?? 1;
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('q', merged.q.trim());
  set('status', merged.status);
  set('page', merged.page > 1 ? String(merged.page) : undefined);
  return next;
}

/** The API query (`GET /api/inquiries`) for the list's page: its slice of INQUIRIES_PAGE_SIZE cards. */
export function inquiryListQueryOf({ q, status, page }: InquiryListParams): InquiryListQuery {
  return { q, status, limit: INQUIRIES_PAGE_SIZE, offset: (page - 1) * INQUIRIES_PAGE_SIZE };
}

/** How many pages `total` items fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCountOf(total: number, pageSize: number = INQUIRIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
