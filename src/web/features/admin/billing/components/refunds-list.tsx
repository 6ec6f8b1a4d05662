import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useBookingRefunds } from '../api/booking-refunds';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';

/** The refunds paid on a cancelled booking, each with its refund voucher. */
export function RefundsList({ bookingId }: { bookingId: string }) {
  const refunds = useBookingRefunds(bookingId, true);
  if (refunds.isPending || (refunds.data && refunds.data.length === 0)) return null;
  if (refunds.isError)
    return <ListLoadFailed message="Failed to load the refunds" onRetry={() => void refunds.refetch()} />;
  return (
    <MoneyLines label="Refunds">
      {refunds.data.map((refund) => (
        <MoneyLine
          key={refund._id}
          title={`Refunded ${formatRupeesWithPaise(refund.amountPaise)} on ${formatDate(refund.date)}`}
          detail={`${PAYMENT_MODE_LABELS[refund.mode]}${refund.reference ? ` ${refund.reference}` : ''} · Refund voucher ${refund.voucherNumber}`}
          action={
            <DocumentDownloadButton
              path={`/vouchers/${refund._id}/pdf`}
              name="Refund voucher"
              number={refund.voucherNumber}
            />
          }
        />
      ))}
    </MoneyLines>
  );
}
