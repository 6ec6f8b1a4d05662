import { PAYOUT_MODE_LABELS } from '#shared/constants/payouts';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { Payout } from '#shared/schemas/payouts-responses';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';

/** The payouts made to the artist on a booking: gross, TDS and net, each with its voucher to download. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0) return <p className="text-sm text-slate-600">Nothing paid out to the artist yet.</p>;
  return (
    <MoneyLines label="Payouts">
      {payouts.map((payout) => (
        <MoneyLine
          key={payout._id}
          title={`${payout.number} on ${formatDate(payout.date)}: ${formatRupeesWithPaise(payout.netPaise)} net`}
          detail={[
            `Gross ${formatRupeesWithPaise(payout.grossPaise)}`,
            `TDS ${formatRupeesWithPaise(payout.tdsPaise)}${payout.sectionLabel ? ` (${payout.sectionLabel})` : ''}`,
            `${PAYOUT_MODE_LABELS[payout.mode]} ${payout.reference}`,
          ].join(' · ')}
          action={<DocumentDownloadButton path={`/payouts/${payout._id}/pdf`} name="Voucher" number={payout.number} />}
        />
      ))}
    </MoneyLines>
  );
}
