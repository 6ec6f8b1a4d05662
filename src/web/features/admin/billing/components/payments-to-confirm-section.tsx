import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { MoneyLines } from '#web/components/money-lines';
import { PaymentClaimLine } from './payment-claim-line';

/**
 * The claims waiting on the desk, each confirmed or marked not received here: a chunk of its own
 * (its "Not received" form brings the form library and zod), fetched only when there are some.
 */
export function PaymentsToConfirmSection({ claims }: { claims: PaymentClaim[] }) {
  return (
    <section
      aria-labelledby="payments-to-confirm"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50/50 p-4"
    >
      <h2 id="payments-to-confirm" className="text-base font-semibold text-brand-950">
        Payments to confirm ({claims.length})
      </h2>
      <p className="text-sm text-slate-700">
        Customers say they paid: find each in the bank account, then confirm it (its receipt voucher is e-mailed) or
        mark it not received.
      </p>
      <MoneyLines label="Payments to confirm">
        {claims.map((claim) => (
          <PaymentClaimLine key={claim._id} claim={claim} showBooking />
        ))}
      </MoneyLines>
    </section>
  );
}
