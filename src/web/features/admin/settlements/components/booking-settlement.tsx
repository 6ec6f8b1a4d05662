import { HandCoins, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { DialogButton } from '#web/components/ui/dialog-button';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useSettlement } from '../api/settlement';
import { CommissionForm } from './commission-form';
import { PayoutForm } from './payout-form';
import { PayoutsList } from './payouts-list';

/** One figure of the settlement: its name, its amount, and what it is made of when that helps. */
function Figure({ label, amount, note, strong = false }: { label: string; amount: number; note?: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
      <dt className="text-slate-600">
        {label}
        {note && <span className="block text-xs text-slate-600">{note}</span>}
      </dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}>
        {formatRupeesWithPaise(amount)}
      </dd>
    </div>
  );
}

function SettlementFigures({ settlement }: { settlement: Settlement }) {
  const s = settlement;
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3 text-sm">
      <Figure label="Gross artist fee" amount={s.grossPaise} note="The booking's artist-fee lines, before GST." />
      <Figure
        label={`Agency commission (${s.commissionPercent}%)`}
        amount={-s.commissionPaise}
        note={s.commissionReason ? `Changed for this booking: ${s.commissionReason}` : undefined}
      />
      {s.costsPaise > 0 && <Figure label="Costs paid on the artist's behalf" amount={-s.costsPaise} />}
      <Figure label={`TDS${s.tdsSection ? ` (${s.tdsSection})` : ''}`} amount={-s.tdsPaise} />
      <Figure label="Net payable" amount={s.netPaise} strong />
      <Figure label="Paid out" amount={s.paidOutPaise} />
      <Figure label="Balance to pay" amount={s.balancePaise} strong />
    </dl>
  );
}

/**
 * The artist's settlement of a booking (issue 39), in the booking panel beside the customer's
 * money: what the artist earns after the agency's commission, costs and TDS, what was paid out
 * (each payout with its voucher), "Record payout" and "Change commission".
 */
export function BookingSettlement({ bookingId, bookingNumber }: { bookingId: string; bookingNumber: string }) {
  const settlement = useSettlement(bookingId);
  const heading = <h3 className="text-sm font-semibold text-brand-950">Artist settlement</h3>;
  if (settlement.isPending) return null;
  if (settlement.isError)
    return (
      <div className="space-y-3">
        {heading}
        <ListLoadFailed message="Failed to load the settlement" onRetry={() => void settlement.refetch()} />
      </div>
    );
  const s = settlement.data;
  return (
    <div className="space-y-3" data-settlement={bookingId}>
      {heading}
      {!s.hasPayee && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          The celebrity has no payee details yet: an admin adds them on the celebrity’s page before a payout.
        </p>
      )}
      <SettlementFigures settlement={s} />
      <PayoutsList bookingId={bookingId} />
      <div className="flex flex-wrap gap-3">
        {s.hasPayee && (
          <DialogButton
            variant="primary"
            title="Record payout"
            description={`To the artist on ${bookingNumber}: ${formatRupeesWithPaise(s.balancePaise)} still to pay. The payout voucher is e-mailed to the payee.`}
            label={
              <>
                <HandCoins className="size-4" aria-hidden="true" />
                Record payout
              </>
            }
          >
            {(close) => <PayoutForm bookingId={bookingId} onDone={close} />}
          </DialogButton>
        )}
        <DialogButton
          title="Change commission"
          description={`The agency's share of the artist fee on ${bookingNumber}, instead of the payee's default.`}
          label={
            <>
              <Percent className="size-4" aria-hidden="true" />
              Change commission
            </>
          }
        >
          {(close) => <CommissionForm bookingId={bookingId} commissionPercent={s.commissionPercent} onDone={close} />}
        </DialogButton>
      </div>
    </div>
  );
}
