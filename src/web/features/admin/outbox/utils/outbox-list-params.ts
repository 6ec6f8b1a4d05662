import { EMAIL_STATES, type EmailState } from '#shared/constants';
import type { EmailListQuery } from '#shared/schemas/email';
import { choiceKey, listSpec, type ListPlace, type ListSpec } from '#web/lib/list-params';

/** Rows per page: a screenful of the table, and a demo's first inquiries on one page. */
export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxListParams extends ListPlace {
  /** One state, or undefined for All. */
  state: EmailState | undefined;
}

/** The list's parameters in the URL (`?state=&page=`). */
export const OUTBOX_LIST = listSpec({
  pageSize: OUTBOX_PAGE_SIZE,
  keys: { state: choiceKey(EMAIL_STATES) },
}) satisfies ListSpec<OutboxListParams>;

/** The list's state from the URL (`?state=&page=`); anything unreadable falls back to the default. */
export const readOutboxListParams: (search: URLSearchParams) => OutboxListParams = OUTBOX_LIST.read;

/**
 * `search` with the given parts changed, defaults left out so a plain list has a plain URL.
 * Changing the state starts again at page 1.
 */
export const writeOutboxListParams: (search: URLSearchParams, change: Partial<OutboxListParams>) => URLSearchParams =
  OUTBOX_LIST.write;

/** The API query (`GET /api/emails`) for the list's page. */
export const outboxListQueryOf: (params: OutboxListParams) => EmailListQuery = OUTBOX_LIST.queryOf;

/** How many pages `total` e-mails fill (at least one). */
export const outboxPageCountOf: (total: number) => number = OUTBOX_LIST.pageCountOf;
