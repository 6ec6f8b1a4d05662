import { PAGES } from '#shared/pages';

/**
 * What a link from the outbox list hands the preview (React Router's location state), so its
 * "All e-mails" link returns to the same filter and page rather than to the start.
 */
export interface FromOutboxState {
  outboxSearch: string;
}

export function fromOutboxState(search: string): FromOutboxState {
  return { outboxSearch: search };
}

/**
 * The preview's way back: the outbox with the filter and page the user came from, or the plain
 * outbox (a link opened directly, a reload in another tab, or state from anything else).
 */
export function backToOutboxHref(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'outboxSearch' in state ? state.outboxSearch : undefined;
  const base = PAGES.adminOutbox.getHref();
  return typeof search === 'string' && /^\?[\w=&%.-]*$/.test(search) ? `${base}${search}` : base;
}
