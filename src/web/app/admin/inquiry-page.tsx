import { useDeferredValue } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DESK_MESSAGES, MESSAGES } from '#shared/messages';
import { PAGES } from '#shared/pages';
import type { Booking } from '#shared/schemas/booking-responses';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { ApiError } from '#web/lib/api-client';
import { useInquiry, useInquiryActivityData, useInquiryActivityLoaded } from '#web/lib/queries/inquiries';
import { usePageTitle } from '#web/lib/use-head-meta';
import { InquiryAssigneeSelect } from '#web/features/admin/inquiries/components/inquiry-assignee-select';
import { InquiryDeleteButton } from '#web/features/admin/inquiries/components/inquiry-delete-button';
import { InquiryFields } from '#web/features/admin/inquiries/components/inquiry-fields';
import { InquiryNotes } from '#web/features/admin/inquiries/components/inquiry-notes';
import { InquiryOverview } from '#web/features/admin/inquiries/components/inquiry-overview';
import { InquiryStatusLinkButton } from '#web/features/admin/inquiries/components/inquiry-status-link-button';
import { InquiryStatusSelect } from '#web/features/admin/inquiries/components/inquiry-status-select';
import { InquiryTimeline } from '#web/features/admin/inquiries/components/inquiry-timeline';
import { timelineEntries } from '#web/features/admin/inquiries/utils/timeline-entries';
import { QuotePanel } from '#web/features/admin/quotes/components/quote-panel';
import { BookingPanel } from '#web/features/admin/bookings/components/booking-panel';
import { BookingMoney } from '#web/features/admin/billing/components/booking-money';
import { BookingSettlement } from '#web/features/admin/settlements/components/booking-settlement';

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/** A booking's money in its panel: the customer's side (billing), then the artist's (settlements). */
const bookingMoney = (booking: Booking) => (
  <div className="space-y-6">
    <BookingMoney booking={booking} />
    <div className="border-t border-slate-100 pt-5">
      <BookingSettlement bookingId={booking._id} />
    </div>
  </div>
);

/**
 * One inquiry's desk at /admin/inquiries/:id: every field, the clock, status (with "E-mail the
 * customer") and assignee, the GST quote, the booking with its money, internal notes, and the
 * timeline of all that happened to it. It sits in the app layer because it composes five
 * features that never import each other: the desk (inquiries), quotes, bookings, billing and the
 * artist's settlements.
 */
export function InquiryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const inquiry = useInquiry(id);
  useInquiryActivityLoaded(id);
  // The heading and the booking's details are drawn as soon as the inquiry arrives; the panels
  // after them (handling, quote, booking and its money, notes, timeline) a moment later, in a
  // render React cuts into slices between which the phone's main thread answers taps (decision
  // 0062). They sit below or beside what is drawn first, so nothing already shown moves.
  const panelsReady = useDeferredValue(inquiry.data) !== undefined;
  usePageTitle(inquiry.data ? `${inquiry.data.name} | Inquiry` : 'Inquiry');

  if (inquiry.isPending) return <ListLoading label="Loading inquiry..." centered />;
  if (inquiry.isError) {
    const gone = inquiry.error instanceof ApiError && inquiry.error.status === 404;
    return (
      <div className="space-y-4">
        <ListLoadFailed
          message={gone ? MESSAGES.inquiryNotFound : DESK_MESSAGES.inquiryLoadFailed}
          onRetry={() => void inquiry.refetch()}
        />
        <p className="text-center">
          <Link to={PAGES.adminInquiries.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
            Back to all inquiries
          </Link>
        </p>
      </div>
    );
  }
  const current = inquiry.data;
  return (
    <div className="space-y-6">
      <InquiryOverview inquiry={current} />
      {/* Two columns on a wide screen; on a phone one, in the order of work: details, handling,
          notes, timeline (the columns dissolve and each panel takes its place by `order`). */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents min-w-0 lg:block lg:space-y-6">
          <section aria-labelledby="inquiry-details-heading" className={`${PANEL} order-1`}>
            <h2 id="inquiry-details-heading" className="text-lg font-semibold text-brand-950">
              Booking details
            </h2>
            <InquiryFields inquiry={current} className="mt-4" />
          </section>
          {panelsReady && (
            <>
              <QuotePanel inquiry={current} className="order-3" />
              <BookingPanel inquiry={current} money={bookingMoney} className="order-3" />
              <InquiryNotesPanel inquiryId={current._id} />
            </>
          )}
        </div>
        {panelsReady && (
          <div className="contents min-w-0 lg:block lg:space-y-6">
            <section aria-labelledby="inquiry-handling-heading" className={`${PANEL} order-2 space-y-5`}>
              <h2 id="inquiry-handling-heading" className="text-lg font-semibold text-brand-950">
                Handling
              </h2>
              <InquiryStatusSelect inquiryId={current._id} status={current.status} submitter={current.name} />
              <InquiryAssigneeSelect inquiry={current} />
              <InquiryStatusLinkButton inquiry={current} />
              <div className="border-t border-slate-100 pt-4">
                <InquiryDeleteButton
                  inquiry={current}
                  onDeleted={() => void navigate(PAGES.adminInquiries.getHref(), { replace: true })}
                />
              </div>
            </section>
            <InquiryTimelinePanel inquiryId={current._id} />
          </div>
        )}
      </div>
    </div>
  );
}

// The notes and the timeline read the inquiry's activity themselves, so a saved note (which
// reloads the activity) or the half-minute poll redraws those two panels, not the whole page with
// its quote, booking and money panels (decision 0058). The page keeps it loaded from its start.

function InquiryNotesPanel({ inquiryId }: { inquiryId: string }) {
  const activity = useInquiryActivityData(inquiryId);
  return <InquiryNotes inquiryId={inquiryId} notes={activity.data?.notes} className="order-3" />;
}

function InquiryTimelinePanel({ inquiryId }: { inquiryId: string }) {
  const activity = useInquiryActivityData(inquiryId);
  return (
    <section aria-labelledby="inquiry-timeline-heading" className={`${PANEL} order-4`}>
      <h2 id="inquiry-timeline-heading" className="text-lg font-semibold text-brand-950">
        Timeline
      </h2>
      <div className="mt-4">
        {activity.data ? (
          <InquiryTimeline entries={timelineEntries(activity.data)} />
        ) : activity.isError ? (
          <ListLoadFailed message={DESK_MESSAGES.activityLoadFailed} onRetry={() => void activity.refetch()} />
        ) : (
          <ListLoading label="Loading timeline..." />
        )}
      </div>
    </section>
  );
}
