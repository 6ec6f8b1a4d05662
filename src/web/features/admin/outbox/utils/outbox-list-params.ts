import { EMAIL_STATES, type EmailState } from '#shared/constants';
import type { EmailListQuery } from '#shared/schemas/email';

/** Rows per page: a screenful of the table, and a demo's first inquiries on one page. */
export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxListParams {
  /** One state, or undefined for All. */
  state: EmailState | undefined;
  /** 1-based. */
  page: number;
}

function stateOf(value: string | null): EmailState | undefined {
  return EMAIL_STATES.find((state) => state === value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list's state from the URL (`?state=&page=`); anything unreadable falls back to the default. */
export function readOutboxListParams(search: URLSearchParams): OutboxListParams {
  return { state: stateOf(search.get('state')), page: pageOf(search.get('page')) };
}

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing the state starts again at page 1.
 */
export function writeOutboxListParams(search: URLSearchParams, change: Partial<OutboxListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const current = readOutboxListParams(search);
  const merged = { ...current, ...change };
  if ('state' in change && change.state !== current.state) merged.page = change.page ?? 1;
  if (merged.state) next.set('state', merged.state);
  else next.delete('state');
  if (merged.page > 1) next.set('page', String(merged.page));
  else next.delete('page');
  return next;
}

/** The API query (`GET /api/emails`) for the list's page. */
export function outboxListQueryOf({ state, page }: OutboxListParams): EmailListQuery {
  return { state, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE };
}

/** How many pages `total` e-mails fill (at least one). */
export function outboxPageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
}
