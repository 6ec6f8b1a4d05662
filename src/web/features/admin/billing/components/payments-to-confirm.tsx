import { ListLoadFailed } from '#web/components/ui/list-states';
import { usePaymentClaims } from '../api/payment-claims';
import { MoneyLines } from '#web/components/money-lines';
import { PaymentClaimLine } from './payment-claim-line';

/**
 * The desk's "Payments to confirm" (issue 38): what customers reported paying from their status
 * links, the longest waiting first, each confirmed or marked not received here. Nothing is shown
 * while there is none.
 */
export function PaymentsToConfirm() {
  const claims = usePaymentClaims('claimed');
  if (claims.isPending) return null;
  if (claims.isError)
    return <ListLoadFailed message="Failed to load the payments to confirm" onRetry={() => void claims.refetch()} />;
  if (claims.data.length === 0) return null;
  return (
    <section
      aria-labelledby="payments-to-confirm"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50/50 p-4"
    >
      <h2 id="payments-to-confirm" className="text-base font-semibold text-brand-950">
        Payments to confirm ({claims.data.length})
      </h2>
      <p className="text-sm text-slate-700">
        Customers say they paid: find each in the bank account, then confirm it (its receipt voucher is e-mailed) or
        mark it not received.
      </p>
      <MoneyLines label="Payments to confirm">
        {claims.data.map((claim) => (
          <PaymentClaimLine key={claim._id} claim={claim} showBooking />
        ))}
      </MoneyLines>
    </section>
  );
}
