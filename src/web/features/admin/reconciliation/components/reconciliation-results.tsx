import { Link } from 'react-router';
import { formatDate, indianDayAndTime } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { PAGES } from '#shared/pages';
import type { ReconciliationDto } from '#shared/schemas/payment-gateway-responses';
import { ReconciliationEntry, ReconciliationSection } from './reconciliation-section';

const REFUND_REASONS = {
  cancelled: 'The booking was cancelled before the payment arrived',
  more_than_due: 'More than the booking owed',
} as const;

/**
 * The reconciliation of a span of days: payments seen only at the gateway, only here, and the
 * money to refund; each side says so plainly when it has nothing.
 */
export function ReconciliationResults({ data }: { data: ReconciliationDto }) {
  const allMatch = data.gatewayOnly.length === 0 && data.productOnly.length === 0;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-slate-800">
        {allMatch
          ? `Every online payment from ${formatDate(data.from)} to ${formatDate(data.to)} matches: ${data.matched} on both sides.`
          : `${data.gatewayOnly.length + data.productOnly.length} online payments from ${formatDate(data.from)} to ${formatDate(data.to)} are on one side only; ${data.matched} match.`}
      </p>
      <ReconciliationSection
        id="gateway-only-heading"
        title="Seen only at the gateway"
        about="Paid on Razorpay, but not recorded here: its notification has not arrived. Find its booking and record the payment, or ask Razorpay to resend the webhook."
        empty="None: every payment the gateway captured is recorded here."
        count={data.gatewayOnly.length}
      >
        {data.gatewayOnly.map((payment) => (
          <ReconciliationEntry
            key={payment.gatewayPaymentId}
            main={payment.gatewayPaymentId}
            detail={`${indianDayAndTime(payment.paidAt)}${payment.bookingNumber ? ` · booking ${payment.bookingNumber}` : ' · no booking named'}`}
            amount={formatRupeesWithPaise(payment.amountPaise)}
          />
        ))}
      </ReconciliationSection>
      <ReconciliationSection
        id="product-only-heading"
        title="Seen only here"
        about="Recorded here as paid online, but Razorpay does not list it: check it on Razorpay’s dashboard before relying on it."
        empty="None: every online payment recorded here is at the gateway."
        count={data.productOnly.length}
      >
        {data.productOnly.map((payment) => (
          <ReconciliationEntry
            key={payment._id}
            main={`Receipt ${payment.receiptNumber} · booking ${payment.bookingNumber}`}
            detail={`${formatDate(payment.date)} · ${payment.gatewayPaymentId}`}
            amount={formatRupeesWithPaise(payment.amountPaise)}
          />
        ))}
      </ReconciliationSection>
      <ReconciliationSection
        id="refunds-due-heading"
        title="Money to refund"
        about="Paid online for a booking that no longer owed it. Refund it on Razorpay’s dashboard and tell the customer."
        empty="None."
        count={data.refundsDue.length}
      >
        {data.refundsDue.map((refund) => (
          <ReconciliationEntry
            key={refund._id}
            main={
              <Link to={PAGES.adminInquiry.getHref(refund.inquiryId)} className="text-brand-700 underline">
                Booking {refund.bookingNumber}
              </Link>
            }
            detail={`${REFUND_REASONS[refund.reason]} · ${refund.gatewayPaymentId} · ${indianDayAndTime(refund.createdAt)}`}
            amount={formatRupeesWithPaise(refund.amountPaise)}
          />
        ))}
      </ReconciliationSection>
    </div>
  );
}
