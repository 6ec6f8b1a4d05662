import { lazy, Suspense } from 'react';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { useBookingPaymentClaims } from '../api/payment-claims';
import { MoneyLines } from '#web/components/money-lines';

/**
 * Fetched only when the customer has reported a payment: most bookings' pages never need it
 * (about 2 KB of the inquiry's page first load, issue 42).
 */
const PaymentClaimLine = lazy(async () => ({ default: (await import('./payment-claim-line')).PaymentClaimLine }));

/** A booking's payments reported by its customer (issue 38), newest first; nothing when none. */
export function PaymentClaimsList({ bookingId }: { bookingId: string }) {
  const claims = useBookingPaymentClaims(bookingId);
  if (claims.isPending) return null;
  if (claims.isError)
    return <ListLoadFailed message="Failed to load the reported payments" onRetry={() => void claims.refetch()} />;
  if (claims.data.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-medium text-slate-800">Reported by the customer</h4>
      <MoneyLines label="Payments reported by the customer">
        <Suspense fallback={null}>
          {claims.data.map((claim) => (
            <PaymentClaimLine key={claim._id} claim={claim} />
          ))}
        </Suspense>
      </MoneyLines>
    </div>
  );
}
