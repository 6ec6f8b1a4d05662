import { formatDate, indianDayAndTime } from '#shared/format';
import type { NightlyReconciliation } from '#shared/schemas/payment-gateway-responses';

/** What the last nightly check found, or that none has run yet. */
export function NightlyCheckNote({ nightly }: { nightly: NightlyReconciliation | null }) {
  if (!nightly) return <p className="text-sm text-slate-600">The nightly check has not run yet.</p>;
  const differences = nightly.gatewayOnly + nightly.productOnly;
  return (
    <p className="text-sm text-slate-600">
      Last nightly check, of {formatDate(nightly.day)} (at {indianDayAndTime(nightly.checkedAt)}):{' '}
      {differences === 0
        ? 'every online payment matched.'
        : `${differences} ${differences === 1 ? 'payment was' : 'payments were'} on one side only.`}
    </p>
  );
}
