import { lazy, Suspense } from 'react';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { usePaymentClaims } from '../api/payment-claims';

const PaymentsToConfirmSection = lazy(async () => ({
  default: (await import('./payments-to-confirm-section')).PaymentsToConfirmSection,
}));

/**
 * The desk's "Payments to confirm" (issue 38): what customers reported paying from their status
 * links, the longest waiting first, each confirmed or marked not received here. Nothing is shown
 * while there is none, and then nothing of the section's code is fetched either: the inquiry
 * list's first load on a phone stays within its budget (decision 0048).
 */
export function PaymentsToConfirm() {
  const claims = usePaymentClaims('claimed');
  if (claims.isPending) return null;
  if (claims.isError)
    return <ListLoadFailed message="Failed to load the payments to confirm" onRetry={() => void claims.refetch()} />;
  if (claims.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PaymentsToConfirmSection claims={claims.data} />
    </Suspense>
  );
}
