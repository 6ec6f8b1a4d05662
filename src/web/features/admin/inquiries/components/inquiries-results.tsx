import { Inbox, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { Pagination } from '#web/components/ui/pagination';
import { Spinner } from '#web/components/ui/spinner';
import { useInquiries } from '../api/get-inquiries';
import { INQUIRIES_PAGE_SIZE, pageCountOf, type InquiryListParams } from '../utils/inquiry-list-params';
import { InquiryCard } from './inquiry-card';

interface InquiriesResultsProps {
  params: InquiryListParams;
  onPageChange: (page: number) => void;
  /** A page past the end (the last items there were deleted): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/** The cards of one page, with loading, empty and failure states, a live count and paging. */
export function InquiriesResults({ params, onPageChange, onPageOutOfRange }: InquiriesResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useInquiries(params);
  const summaryRef = useRef<HTMLDivElement>(null);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total);
  const outOfRange = !isPlaceholderData && data !== undefined && items.length === 0 && params.page > 1 && total > 0;
  useEffect(() => {
    if (outOfRange) onPageOutOfRange(pageCount);
  }, [outOfRange, pageCount, onPageOutOfRange]);

  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
        <p className="text-base font-medium text-slate-800">Failed to fetch inquiries</p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  const filtered = params.q !== '' || params.status !== undefined;
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
          <p className="flex items-center justify-center gap-2 py-16 text-base font-medium text-slate-700">
            <Spinner className="size-5 text-brand-600" />
            Loading inquiries...
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
            {filtered ? (
              <SearchX className="size-10 text-brand-400" aria-hidden="true" />
            ) : (
              <Inbox className="size-10 text-brand-400" aria-hidden="true" />
            )}
            <p className="mt-4 text-base font-medium text-slate-800">
              {filtered ? 'No inquiries found matching your search.' : 'No inquiries yet.'}
            </p>
            {!filtered && (
              <p className="mt-1 text-sm text-slate-600">Booking inquiries sent from the website will appear here.</p>
            )}
          </div>
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
          <div className="mt-8">
            <Pagination label="Inquiries" page={params.page} pageCount={pageCount} onPageChange={changePage} />
          </div>
        </>
      )}
    </div>
  );
}
