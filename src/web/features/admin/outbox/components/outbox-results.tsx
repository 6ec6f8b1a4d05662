import { Filter, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { Pagination } from '#web/components/ui/pagination';
import { useEmails } from '#web/lib/queries/emails';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';
import {
  OUTBOX_PAGE_SIZE,
  outboxListQueryOf,
  outboxPageCountOf,
  type OutboxListParams,
} from '../utils/outbox-list-params';
import { OutboxEmailCard } from './outbox-email-card';
import { OutboxTable } from './outbox-table';

interface OutboxResultsProps {
  params: OutboxListParams;
  onPageChange: (page: number) => void;
  /** A page past the end (the list shrank, say as e-mails left a state): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/** One page of the outbox (a table on wide screens, cards on narrow ones), its states and paging. */
export function OutboxResults({ params, onPageChange, onPageOutOfRange }: OutboxResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useEmails(outboxListQueryOf(params));
  const summaryRef = useRef<HTMLDivElement>(null);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = outboxPageCountOf(total);
  const outOfRange = !isPlaceholderData && data !== undefined && items.length === 0 && params.page > 1 && total > 0;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange(pageCount);
  }, [outOfRange, pageCount, onPageOutOfRange]);

  if (isError && !data) {
    return <ListLoadFailed message="Failed to fetch e-mails" onRetry={() => void refetch()} />;
  }

  const first = (params.page - 1) * OUTBOX_PAGE_SIZE + 1;
  const changePage = (page: number) => {
    onPageChange(page);
    // The new page is read from its top, not from the pager.
    summaryRef.current?.focus();
  };

  return (
    <div>
      <div
        ref={summaryRef}
        id="outbox-summary"
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="min-h-6 scroll-mt-6 focus-visible:outline-none"
      >
        {isPending || outOfRange ? (
          <ListLoading label="Loading e-mails..." centered />
        ) : items.length === 0 ? (
          <ListEmpty icon={params.state ? Filter : Mail}>
            <p className="mt-4 text-base font-medium text-slate-800">
              {params.state ? `No e-mails in the state “${EMAIL_STATE_LABELS[params.state]}”.` : 'No e-mails yet.'}
            </p>
            {!params.state && (
              <p className="mt-1 text-sm text-slate-600">
                Acknowledgements and team alerts appear here as soon as an inquiry arrives.
              </p>
            )}
          </ListEmpty>
        ) : (
          <p className="text-sm text-slate-600">
            {total <= OUTBOX_PAGE_SIZE
              ? `${total} ${total === 1 ? 'e-mail' : 'e-mails'}`
              : `Showing ${first}–${first + items.length - 1} of ${total} e-mails`}
          </p>
        )}
      </div>

      {items.length > 0 && !outOfRange && (
        <>
          <div className="mt-4 hidden lg:block">
            <OutboxTable emails={items} busy={isPlaceholderData} />
          </div>
          <ul
            aria-label="E-mails"
            aria-busy={isPlaceholderData}
            className={`mt-4 space-y-4 transition-opacity lg:hidden ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {items.map((email) => (
              <li key={email._id}>
                <OutboxEmailCard email={email} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination label="E-mails" page={params.page} pageCount={pageCount} onPageChange={changePage} />
          </div>
        </>
      )}
    </div>
  );
}
