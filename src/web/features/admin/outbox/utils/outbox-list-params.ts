import { EMAIL_STATES, type EmailState } from '#shared/constants/mail';
import type { EmailListQuery } from '#shared/schemas/email';
import { choiceKey, listSpec, textKey, type ListPlace, type ListSpec } from '#web/lib/list-params';

/** Rows per page: a screenful of the table, and a demo's first inquiries on one page. */
export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxListParams extends ListPlace {
  /** Part of a reference, a recipient's address or a subject; '' for none. */
  q: string;
  /** One state, or undefined for All. */
  state: EmailState | undefined;
}

/** The list's parameters in the URL (`?q=&state=&page=`). */
export const OUTBOX_LIST = listSpec({
  pageSize: OUTBOX_PAGE_SIZE,
  keys: { q: textKey(), state: choiceKey(EMAIL_STATES) },
}) satisfies ListSpec<OutboxListParams>;

/** The list's state from the URL (`?q=&state=&page=`); anything unreadable falls back to the default. */
export const readOutboxListParams: (search: URLSearchParams) => OutboxListParams = OUTBOX_LIST.read;

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing the search or the state starts again at page 1.
 */
export const writeOutboxListParams: (search: URLSearchParams, change: Partial<OutboxListParams>) => URLSearchParams =
  OUTBOX_LIST.write;

/** The API query (`GET /api/emails`) for the list's page. */
export const outboxListQueryOf: (params: OutboxListParams) => EmailListQuery = OUTBOX_LIST.queryOf;

/** How many pages `total` e-mails fill (at least one). */
export const outboxPageCountOf: (total: number) => number = OUTBOX_LIST.pageCountOf;

/** Whether a search or the state narrows the list (the empty state then says "nothing matches"). */
export const isOutboxFiltered: (params: OutboxListParams) => boolean = OUTBOX_LIST.isFiltered;

/** How many filters other than the search narrow the list: the phone's Filters button says it. */
export function outboxFilterCount(params: OutboxListParams): number {
  return params.state === undefined ? 0 : 1;
}
