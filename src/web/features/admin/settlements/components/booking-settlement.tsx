import { lazy } from 'react';
import { HandCoins, Percent, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Settlement } from '#shared/schemas/payouts-responses';
import { DialogButton } from '#web/components/ui/dialog-button';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useSettlement } from '../api/settlement';
import { CostsList } from './costs-list';
import { PayoutsList } from './payouts-list';

const loadCostForm = () => import('./cost-form');
const CostForm = lazy(async () => ({ default: (await loadCostForm()).CostForm }));

const loadCommissionForm = () => import('./commission-form');
const CommissionForm = lazy(async () => ({ default: (await loadCommissionForm()).CommissionForm }));

const loadPayoutForm = () => import('./payout-form');
const PayoutForm = lazy(async () => ({ default: (await loadPayoutForm()).PayoutForm }));

/** One figure of the settlement: its name, its amount (what is taken off, with a minus), and a note. */
function Figure({
  label,
  paise,
  less = false,
  note,
  strong = false,
}: {
  label: string;
  paise: number;
  less?: boolean;
  note?: ReactNode;
  strong?: boolean;
}) {
  const amount = formatRupeesWithPaise(paise);
  return (
    <div className="flex items-baseline justify-between gap-x-4 py-1.5">
      <dt className={`min-w-0 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
        {label}
        {note && <span className="block text-xs font-normal break-words text-slate-600">{note}</span>}
      </dt>
      <dd className={`shrink-0 tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}>
        {less && paise > 0 ? `− ${amount}` : amount}
      </dd>
    </div>
  );
}

function commissionNote(s: Settlement): string | undefined {
  if (s.commissionSource === 'booking') return `Set for this booking: ${s.commissionReason}`;
  if (s.commissionSource === 'none') return 'No payee details yet, so no default commission.';
  return undefined;
}

/** Gross to balance, in the order the money is worked out. */
function SettlementFigures({ settlement: s }: { settlement: Settlement }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3 text-sm">
      <Figure label="Gross artist fee" paise={s.grossPaise} note="The artist-fee lines, without GST." />
      <Figure
        label={`Agency commission (${s.commissionPercent}%)`}
        paise={s.commissionPaise}
        less
        note={commissionNote(s)}
      />
      <Figure label="Costs on the artist’s behalf" paise={s.costsPaise} less />
      <Figure label="Artist’s share" paise={s.sharePaise} />
      <Figure
        label={s.tdsSection && s.tdsSection !== 'none' ? `TDS (${s.tdsSection})` : 'TDS'}
        paise={s.tdsPaise}
        less
        note={
          s.tdsDeductedPaise > 0 && s.tdsDeductedPaise !== s.tdsPaise
            ? `${formatRupeesWithPaise(s.tdsDeductedPaise)} deducted so far; the rest if the balance is paid today.`
            : undefined
        }
      />
      <Figure label="Net payable" paise={s.netPaise} strong />
      <Figure label="Paid out (before TDS)" paise={s.paidOutPaise} />
      <Figure label="Balance to pay" paise={s.balancePaise} strong />
    </dl>
  );
}

/**
 * The artist's settlement of a booking (issue 39), in the booking panel beside the customer's
 * money: what the artist earns after the agency's commission, costs and TDS, what was paid out
 * (each payout with its voucher), and "Record payout", "Change commission" and "Add cost".
 */
export function BookingSettlement({ bookingId }: { bookingId: string }) {
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
    <section aria-labelledby={`settlement-${bookingId}`} className="space-y-3">
      <h3 id={`settlement-${bookingId}`} className="text-sm font-semibold text-brand-950">
        Artist settlement
      </h3>
      {!s.payeeReady && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          The celebrity has no payee details yet: an admin adds them on the celebrity’s page before the artist can be
          paid.
        </p>
      )}
      <SettlementFigures settlement={s} />
      <CostsList bookingId={bookingId} costs={s.costs} />
      <PayoutsList payouts={s.payouts} />
      <div className="flex flex-wrap gap-3">
        {s.payeeReady && (
          <DialogButton
            preload={loadPayoutForm}
            variant="primary"
            title="Record payout"
            description={`To the artist on ${s.bookingNumber}: ${formatRupeesWithPaise(s.balancePaise)} of their share still to pay. The payout voucher is e-mailed to the payee.`}
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
          preload={loadCommissionForm}
          title="Change commission"
          description={`The agency's share of the artist fee on ${s.bookingNumber}, instead of the payee's default.`}
          label={
            <>
              <Percent className="size-4" aria-hidden="true" />
              Change commission
            </>
          }
        >
          {(close) => (
            <CommissionForm bookingId={bookingId} commissionBasisPoints={s.commissionBasisPoints} onDone={close} />
          )}
        </DialogButton>
        <DialogButton
          preload={loadCostForm}
          title="Add cost"
          description={`A cost the agency paid on the artist's behalf on ${s.bookingNumber}, taken from their share.`}
          label={
            <>
              <Plus className="size-4" aria-hidden="true" />
              Add cost
            </>
          }
        >
          {(close) => <CostForm bookingId={bookingId} onDone={close} />}
        </DialogButton>
      </div>
    </section>
  );
}
