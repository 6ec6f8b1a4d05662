import { Inbox, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { Pagination } from '#web/components/ui/pagination';
import { useInquiries } from '#web/lib/queries/inquiries';
import {
  INQUIRIES_PAGE_SIZE,
  inquiryListQueryOf,
  isFiltered,
  pageCountOf,
  type InquiryListParams,
} from '../utils/inquiry-list-params';
import { useWideDesk } from '../hooks/use-wide-desk';
import { InquiriesTable } from './inquiries-table';
import { InquiryCard } from './inquiry-card';

interface InquiriesResultsProps {
  params: InquiryListParams;
  onPageChange: (page: number) => void;
  onSortChange: (change: Pick<InquiryListParams, 'sort' | 'order'>) => void;
  /** A page past the end (the last items there were deleted): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/**
 * One page of the list (a table on wide screens, cards on phones), with loading, empty and
 * failure states, a live count and paging.
 */
export function InquiriesResults({ params, onPageChange, onSortChange, onPageOutOfRange }: InquiriesResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useInquiries(inquiryListQueryOf(params));
  const wide = useWideDesk();
  const summaryRef = useRef<HTMLDivElement>(null);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total);
  const outOfRange = !isPlaceholderData && data !== undefined && items.length === 0 && params.page > 1 && total > 0;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange(pageCount);
  }, [outOfRange, pageCount, onPageOutOfRange]);

  if (isError && !data) {
    return <ListLoadFailed message="Failed to fetch inquiries" onRetry={() => void refetch()} />;
  }

  const filtered = isFiltered(params);
  const first = (params.page - 1) * INQUIRIES_PAGE_SIZE + 1;
  const changePage = (page: number) => {
    onPageChange(page);
    // The new page is read from its top, not from the pager (whose button may now be disabled).
    summaryRef.current?.focus();
  };

  return (
    <div>
      {/* Focus lands here after a delete (the focused button went with its card) and on a new page. */}
      <div
        ref={summaryRef}
        id="inquiries-summary"
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="min-h-6 scroll-mt-6 focus-visible:outline-none"
      >
        {isPending || outOfRange ? (
          <ListLoading label="Loading inquiries..." centered />
        ) : items.length === 0 ? (
          <ListEmpty icon={filtered ? SearchX : Inbox}>
            <p className="mt-4 text-base font-medium text-slate-800">
              {filtered ? 'No inquiries found matching your search.' : 'No inquiries yet.'}
            </p>
            {!filtered && (
              <p className="mt-1 text-sm text-slate-600">Booking inquiries sent from the website will appear here.</p>
            )}
          </ListEmpty>
        ) : (
          <p className="text-sm text-slate-600">
            {total <= INQUIRIES_PAGE_SIZE
              ? `${total} ${total === 1 ? 'inquiry' : 'inquiries'}`
              : `Showing ${first}–${first + items.length - 1} of ${total} inquiries`}
          </p>
        )}
      </div>

      {items.length > 0 && !outOfRange && (
        <>
          {wide ? (
            <InquiriesTable
              inquiries={items}
              params={params}
              onSortChange={onSortChange}
              onDeleted={() => summaryRef.current?.focus()}
              busy={isPlaceholderData}
            />
          ) : (
            <ul
              aria-label="Inquiries"
              aria-busy={isPlaceholderData}
              className={`mt-4 space-y-5 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((inquiry) => (
                <li key={inquiry._id}>
                  <InquiryCard inquiry={inquiry} onDeleted={() => summaryRef.current?.focus()} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            <Pagination label="Inquiries" page={params.page} pageCount={pageCount} onPageChange={changePage} />
          </div>
        </>
      )}
    </div>
  );
}
