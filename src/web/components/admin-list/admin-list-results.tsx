import { useEffect, type ReactNode } from 'react';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { Pagination } from '#web/components/ui/pagination';
import type { PageCursor } from '#web/lib/list-params';
import type { ListPage } from '#web/lib/list-page';
import { totalText } from './list-total-text';
import { useWideList } from './use-wide-list';
import { indianDigits } from '#shared/indian-digits';

/** What a list's query hook gives (TanStack Query's result): one page of items, their total and cursors. */
export interface AdminListQuery<T> {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export interface AdminListPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** What is paged, for the pager's name ("Inquiries pages"); the cards' name by default. */
  label?: string;
  /** With the cursor the server gave for that page, when it is the one before or after this. */
  onPageChange: (page: number, cursor?: PageCursor) => void;
  /** A page past the end (the last items there went, or a shared link): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/** Puts the focus on the list's count line (after a delete took the focused button away). */
export type FocusSummary = () => void;

interface AdminListResultsProps<T> {
  query: AdminListQuery<T>;
  /** The list's noun, one and many ("inquiry", "inquiries"): the count, and the defaults below. */
  noun: readonly [one: string, many: string];
  /** The failed first load; "Failed to fetch inquiries" by default. */
  failedMessage?: string;
  /** "Loading inquiries..." by default. */
  loadingLabel?: string;
  /** The nothing-to-show state, in the count's place. */
  empty: (focusSummary: FocusSummary) => ReactNode;
  /** The id of the count line; with it, the line takes the focus on a new page and after a delete. */
  summaryId?: string;
  /** Pages of `pageSize`; without it the list is one answer, cut at the server's limit. */
  paging?: AdminListPaging;
  /** The list as a table, on wide screens; without it, cards everywhere. */
  table?: (items: T[], busy: boolean, focusSummary: FocusSummary) => ReactNode;
  /** The list's name as cards. */
  cardsLabel: string;
  /** How the cards are laid out ("space-y-4"). */
  cardsClassName: string;
  /** One card in its `<li>`, keyed. */
  card: (item: T, focusSummary: FocusSummary) => ReactNode;
}

/**
 * The count line: "12 inquiries", "Showing 11–20 of 34 inquiries" ("of about 2,90,000" when the
 * server estimated the total), or the first of a cut list.
 */
function countLine(page: ListPage<unknown>, [one, many]: readonly [string, string], paging?: AdminListPaging) {
  const shown = page.items.length;
  const total = totalText(page.total, page.totalKind);
  if (paging ? page.total > paging.pageSize || page.totalKind !== undefined : shown < page.total) {
    if (!paging) return `Showing the first ${shown} of ${total} ${many}; search to narrow the list.`;
    const first = (paging.page - 1) * paging.pageSize + 1;
    return `Showing ${indianDigits(first)}–${indianDigits(first + shown - 1)} of ${total} ${many}`;
  }
  return `${total} ${page.total === 1 ? one : many}`;
}

/**
 * One page of an admin list: a table on wide screens and cards on narrow ones (useWideList),
 * with loading, empty and failure states, a live count and paging.
 */
export function AdminListResults<T>({
  query: { data, isPending, isError, isPlaceholderData, refetch },
  noun,
  failedMessage = `Failed to fetch ${noun[1]}`,
  loadingLabel = `Loading ${noun[1]}...`,
  empty,
  summaryId,
  paging,
  table,
  cardsLabel,
  cardsClassName,
  card,
}: AdminListResultsProps<T>) {
  const wide = useWideList();
  const focusSummary = () => {
    if (summaryId !== undefined) document.getElementById(summaryId)?.focus();
  };

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (paging?.pageSize ?? Infinity)));
  const outOfRange =
    paging !== undefined &&
    !isPlaceholderData &&
    data !== undefined &&
    items.length === 0 &&
    paging.page > 1 &&
    total > 0;
  const onPageOutOfRange = paging?.onPageOutOfRange;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange?.(pageCount);
  }, [outOfRange, pageCount, onPageOutOfRange]);

  if (isError && !data) {
    return <ListLoadFailed message={failedMessage} onRetry={() => void refetch()} />;
  }

  // A list walked by cursor says itself whether there is a page after this one.
  const byCursor = data?.next !== undefined || data?.prev !== undefined;
  const changePage = (page: number) => {
    const current = paging?.page ?? 1;
    const cursor: PageCursor | undefined =
      page === current + 1 && data?.next !== undefined
        ? { after: data.next }
        : page === current - 1 && page > 1 && data?.prev !== undefined
          ? { before: data.prev }
          : undefined;
    paging?.onPageChange(page, cursor);
    // The new page is read from its top, not from the pager (whose button may now be disabled).
    focusSummary();
  };

  return (
    <div>
      {/* Focus lands here after a delete (the focused button went with its card) and on a new page. */}
      <div
        role="status"
        aria-live="polite"
        id={summaryId}
        tabIndex={summaryId === undefined ? undefined : -1}
        className={summaryId === undefined ? 'min-h-6' : 'min-h-6 scroll-mt-6 focus-visible:outline-none'}
      >
        {isPending || outOfRange ? (
          <ListLoading label={loadingLabel} centered />
        ) : items.length === 0 ? (
          empty(focusSummary)
        ) : (
          <p className="text-sm text-slate-600">{countLine(data ?? { items, total }, noun, paging)}</p>
        )}
      </div>

      {items.length > 0 && !outOfRange && (
        <>
          {table && wide ? (
            table(items, isPlaceholderData, focusSummary)
          ) : (
            <ul
              aria-label={cardsLabel}
              aria-busy={isPlaceholderData}
              className={`mt-4 transition-opacity ${cardsClassName} ${isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((item) => card(item, focusSummary))}
            </ul>
          )}
          {paging && (
            <div className="mt-8">
              <Pagination
                label={paging.label ?? cardsLabel}
                page={paging.page}
                pageCount={pageCount}
                pageCountText={totalText(pageCount, data?.totalKind)}
                hasNext={byCursor ? data?.next !== undefined : paging.page < pageCount}
                onPageChange={changePage}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
