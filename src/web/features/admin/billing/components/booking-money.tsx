import { lazy } from 'react';
import { CalendarX2, IndianRupee, Undo2 } from 'lucide-react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/booking-responses';
import { DialogButton } from '#web/components/ui/dialog-button';
import { useIsAdmin } from '#web/lib/session-store';
import { InvoiceSection } from './invoice-section';
import { PaymentClaimsList } from './payment-claims-list';
import { PaymentsList } from './payments-list';
import { RefundsList } from './refunds-list';

const loadCancelBookingForm = () => import('./cancel-booking-form');
const CancelBookingForm = lazy(async () => ({ default: (await loadCancelBookingForm()).CancelBookingForm }));

const loadRefundForm = () => import('./refund-form');
const RefundForm = lazy(async () => ({ default: (await loadRefundForm()).RefundForm }));

const loadPaymentForm = () => import('./payment-form');
const PaymentForm = lazy(async () => ({ default: (await loadPaymentForm()).PaymentForm }));

/**
 * A booking's money (issue 22): its payments with their receipts, those its customer reported
 * (issue 38) to confirm, and "Record payment"; the tax
 * invoice; for admins, "Cancel booking" and, once cancelled, the refunds due back.
 */
export function BookingMoney({ booking }: { booking: Booking }) {
  const isAdmin = useIsAdmin();
  const cancelled = booking.cancellation;
  const owed = cancelled ? cancelled.refundDuePaise - cancelled.refundedPaise : 0;
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-brand-950">Payments</h3>
      <PaymentsList bookingId={booking._id} />
      <PaymentClaimsList bookingId={booking._id} />
      {cancelled && <RefundsList bookingId={booking._id} />}
      <InvoiceSection booking={booking} />
      <div className="flex flex-wrap gap-3">
        {!cancelled && booking.duePaise > 0 && (
          <DialogButton
            preload={loadPaymentForm}
            variant="primary"
            title="Record payment"
            description={`On ${booking.number}: ${formatRupeesWithPaise(booking.duePaise)} still due. Its receipt voucher is e-mailed to the customer.`}
            label={
              <>
                <IndianRupee className="size-4" aria-hidden="true" />
                Record payment
              </>
            }
          >
            {(close) => <PaymentForm booking={booking} onDone={close} />}
          </DialogButton>
        )}
        {isAdmin && cancelled && owed > 0 && (
          <DialogButton
            preload={loadRefundForm}
            title="Record refund"
            description={`${formatRupeesWithPaise(owed)} is still due back to the customer.`}
            label={
              <>
                <Undo2 className="size-4" aria-hidden="true" />
                Record refund
              </>
            }
          >
            {(close) => <RefundForm bookingId={booking._id} owedPaise={owed} onDone={close} />}
          </DialogButton>
        )}
        {isAdmin && (booking.state === 'awaiting_advance' || booking.state === 'confirmed') && (
          <DialogButton
            preload={loadCancelBookingForm}
            title="Cancel booking"
            description={`${booking.number}: its days are freed at once and the customer is told by e-mail.`}
            label={
              <>
                <CalendarX2 className="size-4" aria-hidden="true" />
                Cancel booking
              </>
            }
          >
            {(close) => <CancelBookingForm booking={booking} onDone={close} />}
          </DialogButton>
        )}
      </div>
    </div>
  );
}
