import { bookingDaysText } from '#shared/booking-days';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { TalentEarnings } from '#shared/schemas/talent';
import { MoneyRow } from './money-rows';

type Earning = TalentEarnings['items'][number];

/** A TDS section as the statement prints it, or that none applies. */
function tdsLabel(section: string): string {
  return section ? `TDS (${section})` : 'TDS';
}

/**
 * One booking's earnings: the gross artist fee, the agency's commission, costs paid on the
 * artist's behalf, TDS, net, paid so far and the balance, then each payout with its reference.
 */
export function EarningCard({ earning, showCelebrity }: { earning: Earning; showCelebrity: boolean }) {
  const headingId = `earning-${earning.booking._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5"
    >
      <h2 id={headingId} className="text-base font-semibold text-brand-950">
        {bookingDaysText(earning.booking.start, earning.booking.end)}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Booking {earning.booking.number}
        {showCelebrity && ` · ${earning.celebrity.name}`}
      </p>
      <dl className="mt-4 divide-y divide-slate-100">
        <MoneyRow label="Gross fee" paise={earning.grossPaise} />
        <MoneyRow label={`Commission (${earning.commissionPercent}%)`} paise={-earning.commissionPaise} />
        {earning.costsPaise !== 0 && <MoneyRow label="Costs paid for you" paise={-earning.costsPaise} />}
        <MoneyRow label={tdsLabel(earning.tdsSection)} paise={-earning.tdsPaise} />
        <MoneyRow label="Net" paise={earning.netPaise} strong />
        <MoneyRow label="Paid" paise={earning.paidOutPaise} />
        <MoneyRow label="Still to be paid" paise={earning.balancePaise} strong />
      </dl>
      {earning.payouts.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Payments to you</h3>
          <ul className="mt-2 space-y-2">
            {earning.payouts.map((payout) => (
              <li key={payout.number} className="rounded-xl bg-slate-50 px-3.5 py-2.5 text-sm text-slate-800">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">{formatDate(payout.date)}</span>
                  <span className="tabular-nums">{formatRupeesWithPaise(payout.netPaise)}</span>
                </p>
                <p className="mt-0.5 break-words text-slate-600">
                  {payout.mode}
                  {payout.reference && `, reference ${payout.reference}`} · voucher {payout.number} · TDS{' '}
                  {formatRupeesWithPaise(payout.tdsPaise)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Nothing paid out yet.</p>
      )}
    </article>
  );
}
