import { History, SearchX, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { Pagination } from '#web/components/ui/pagination';
import { useAuditEntries } from '#web/lib/queries/audit';
import { useMediaQuery } from '#web/lib/use-media-query';
import {
  AUDIT_PAGE_SIZE,
  auditListQueryOf,
  auditPageCountOf,
  isAuditFiltered,
  type AuditListParams,
} from '../utils/audit-list-params';
import { AuditEntryCard } from './audit-entry-card';
import { AuditTable } from './audit-table';

interface AuditResultsProps {
  params: AuditListParams;
  onPageChange: (page: number) => void;
  /** A page past the end (a shared link, fewer changes now): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
  onClearFilters: () => void;
}

/**
 * One page of the log (a table from 1024 px, cards below: a different structure, not only a
 * restyle, so one is rendered), with loading, empty and failure states, a live count and paging.
 */
export function AuditResults({ params, onPageChange, onPageOutOfRange, onClearFilters }: AuditResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useAuditEntries(auditListQueryOf(params));
  const wide = useMediaQuery('(min-width: 1024px)');
  const summaryRef = useRef<HTMLDivElement>(null);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = auditPageCountOf(total);
  const outOfRange = !isPlaceholderData && data !== undefined && items.length === 0 && params.page > 1 && total > 0;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange(pageCount);
  }, [outOfRange, pageCount, onPageOutOfRange]);

  if (isError && !data) {
    return <ListLoadFailed message="Failed to fetch the audit log" onRetry={() => void refetch()} />;
  }

  const filtered = isAuditFiltered(params);
  const first = (params.page - 1) * AUDIT_PAGE_SIZE + 1;
  const changePage = (page: number) => {
    onPageChange(page);
    // The new page is read from its top, not from the pager.
    summaryRef.current?.focus();
  };

  return (
    <div>
      <div
        ref={summaryRef}
        id="audit-summary"
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="min-h-6 scroll-mt-6 focus-visible:outline-none"
      >
        {isPending || outOfRange ? (
          <ListLoading label="Loading changes..." centered />
        ) : items.length === 0 ? (
          <ListEmpty icon={filtered ? SearchX : History}>
            <p className="mt-4 text-base font-medium text-slate-800">
              {filtered ? 'No changes match these filters' : 'No changes recorded yet'}
            </p>
            {filtered ? (
              <Button
                variant="outline"
                onClick={() => {
                  onClearFilters();
                  // The button goes with the empty state: the count that replaces it takes the focus.
                  summaryRef.current?.focus();
                }}
                className="mt-4"
              >
                <X className="size-4" aria-hidden="true" />
                Clear filters
              </Button>
            ) : (
              <p className="mt-1 text-sm text-slate-600">
                Changes to celebrities, settings, staff, accounts and inquiries appear here as they are made.
              </p>
            )}
          </ListEmpty>
        ) : (
          <p className="text-sm text-slate-600">
            {total <= AUDIT_PAGE_SIZE
              ? `${total} ${total === 1 ? 'change' : 'changes'}`
              : `Showing ${first}–${first + items.length - 1} of ${total} changes`}
          </p>
        )}
      </div>

      {items.length > 0 && !outOfRange && (
        <>
          {wide ? (
            <AuditTable entries={items} busy={isPlaceholderData} />
          ) : (
            <ul
              aria-label="Changes, newest first"
              aria-busy={isPlaceholderData}
              className={`mt-4 space-y-4 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((entry) => (
                <li key={entry._id}>
                  <AuditEntryCard entry={entry} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            <Pagination label="Audit log" page={params.page} pageCount={pageCount} onPageChange={changePage} />
          </div>
        </>
      )}
    </div>
  );
}
