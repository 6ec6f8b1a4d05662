import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useBookingPayouts } from '../api/booking-payouts';

/** The payouts made to the artist on a booking: gross, TDS and net, each with its voucher to download. */
export function PayoutsList({ bookingId }: { bookingId: string }) {
  const payouts = useBookingPayouts(bookingId);
  if (payouts.isPending) return null;
  if (payouts.isError)
    return <ListLoadFailed message="Failed to load the payouts" onRetry={() => void payouts.refetch()} />;
  if (payouts.data.length === 0) return <p className="text-sm text-slate-600">Nothing paid out yet.</p>;
  return (
    <MoneyLines label="Payouts">
      {payouts.data.map((payout) => (
        <MoneyLine
          key={payout._id}
          title={`${payout.number}: ${formatRupeesWithPaise(payout.netPaise)} net on ${formatDate(payout.date)}`}
          detail={[
            `Gross ${formatRupeesWithPaise(payout.amountPaise)}`,
            `TDS ${formatRupeesWithPaise(payout.tdsPaise)}${payout.tdsSection ? ` (${payout.tdsSection})` : ''}`,
            PAYMENT_MODE_LABELS[payout.mode] + (payout.reference ? ` ${payout.reference}` : ''),
          ].join(' · ')}
          action={
            <DocumentDownloadButton path={`/payouts/${payout._id}/pdf`} name="Voucher" number={payout.number} />
          }
        />
      ))}
    </MoneyLines>
  );
}
