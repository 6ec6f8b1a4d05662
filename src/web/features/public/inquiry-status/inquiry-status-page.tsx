import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PAGES } from '#shared/pages';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import {
  isExpiredStatusLink,
  isMalformedStatusLink,
  isTooManyLookups,
  isUnknownStatusLink,
  useInquiryStatus,
} from '#web/lib/queries/inquiry-status';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { StatusHistory } from './components/status-history';
import { StatusLinkProblem } from './components/status-link-problem';
import { StatusSummary } from './components/status-summary';

// The quote, with its forms (react-hook-form, zod) and the terms' Markdown, is most of this
// page's code: asked for as this page loads, beside the inquiry's data, and drawn when both are
// here, so an inquiry without a quote never waits for it.
const quoteModule = import('./components/status-quote');
const StatusQuote = lazy(() => quoteModule.then(({ StatusQuote }) => ({ default: StatusQuote })));
// The booking (issue 22) likewise: its own chunk, asked for beside the data, drawn when booked.
const bookingModule = import('./components/status-booking');
const StatusBooking = lazy(() => bookingModule.then(({ StatusBooking }) => ({ default: StatusBooking })));
// "Pay now" (issue 38) and its form: asked for only when something is due.
const StatusPayNow = lazy(() =>
  import('./components/status-pay-now').then(({ StatusPayNow }) => ({ default: StatusPayNow })),
);

/**
 * A customer's private status page, opened from the link in their acknowledgement e-mail: the
 * inquiry's status and history in plain words, its booking with what is paid and due, and its quote. The server marks it noindex and no-referrer.
 */
export function InquiryStatusPage() {
  const { id: token = '' } = useParams();
  useHeadMeta(PAGES.inquiryStatus.meta);
  const { data, isPending, isError, error, refetch } = useInquiryStatus(token);

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-brand-50/60 px-4 py-12 sm:px-6 lg:py-16">
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Your inquiry</h1>
        {isPending && <ListLoading label="Loading your inquiry..." centered />}
        {isError && isUnknownStatusLink(error) && (
          <StatusLinkProblem
            problem={isMalformedStatusLink(error) ? 'malformed' : isExpiredStatusLink(error) ? 'expired' : 'unknown'}
            message={error.message}
          />
        )}
        {isError && !isUnknownStatusLink(error) && (
          <ListLoadFailed
            // Too many lookups from this address: the server's "try again later" says what to do.
            message={isTooManyLookups(error) ? error.message : 'We could not load your inquiry.'}
            onRetry={() => void refetch()}
          />
        )}
        {data && (
          <>
            <StatusSummary inquiry={data} />
            {data.booking && (
              <Suspense fallback={<ListLoading label="Loading your booking..." centered />}>
                <StatusBooking booking={data.booking} token={token} />
              </Suspense>
            )}
            {data.payment && (
              <Suspense fallback={<ListLoading label="Loading how to pay..." centered />}>
                <StatusPayNow payment={data.payment} token={token} />
              </Suspense>
            )}
            {data.quote && (
              <Suspense fallback={<ListLoading label="Loading your quote..." centered />}>
                <StatusQuote
                  quote={data.quote}
                  token={token}
                  eventDate={data.eventDate}
                  booked={data.booking !== null}
                />
              </Suspense>
            )}
            <StatusHistory history={data.history} booked={data.booking !== null} />
          </>
        )}
      </div>
    </div>
  );
}
