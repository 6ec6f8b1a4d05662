import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useBookingPayments } from '../api/booking-payments';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';

/** The payments received on a booking, each with its receipt voucher to download. */
export function PaymentsList({ bookingId }: { bookingId: string }) {
  const payments = useBookingPayments(bookingId);
  if (payments.isPending) return null;
  if (payments.isError)
    return <ListLoadFailed message="Failed to load the payments" onRetry={() => void payments.refetch()} />;
  if (payments.data.length === 0) return <p className="text-sm text-slate-600">No payment received yet.</p>;
  return (
    <MoneyLines label="Payments">
      {payments.data.map((payment) => (
        <MoneyLine
          key={payment._id}
          title={`${formatRupeesWithPaise(payment.amountPaise)} on ${formatDate(payment.date)}`}
          detail={[
            PAYMENT_MODE_LABELS[payment.mode] + (payment.reference ? ` ${payment.reference}` : ''),
            payment.tdsPaise > 0 ? `TDS ${formatRupeesWithPaise(payment.tdsPaise)} (${payment.tdsSection})` : '',
            `Receipt ${payment.receiptNumber}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          action={
            <DocumentDownloadButton
              path={`/vouchers/${payment._id}/pdf`}
              name="Receipt"
              number={payment.receiptNumber}
            />
          }
        />
      ))}
    </MoneyLines>
  );
}
