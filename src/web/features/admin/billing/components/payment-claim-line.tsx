import { lazy } from 'react';
import { CheckCircle2, TriangleAlert, XCircle } from 'lucide-react';
import { PAYMENT_CLAIM_STATE_LABELS, PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { Button } from '#web/components/ui/button';
import { DialogButton } from '#web/components/ui/dialog-button';
import { notify } from '#web/lib/notify';
import { useConfirmPaymentClaim } from '../api/decide-payment-claim';
import { MoneyLine } from '#web/components/money-lines';

const loadRejectClaimForm = () => import('./reject-claim-form');
const RejectClaimForm = lazy(async () => ({ default: (await loadRejectClaimForm()).RejectClaimForm }));

/**
 * One payment a customer reported (issue 38): the amount (flagged when it is not what was due),
 * the day, the mode and the customer's reference; while to confirm, Confirm (it becomes a payment
 * with its receipt voucher) and Not received.
 */
export function PaymentClaimLine({ claim, showBooking = false }: { claim: PaymentClaim; showBooking?: boolean }) {
  const confirm = useConfirmPaymentClaim();
  const detail = [
    showBooking ? `${claim.customerName} · ${claim.bookingNumber}` : '',
    `${PAYMENT_MODE_LABELS[claim.mode]} ${claim.reference}`,
    claim.state === 'claimed' ? '' : PAYMENT_CLAIM_STATE_LABELS[claim.state],
    claim.receiptNumber ? `Receipt ${claim.receiptNumber}` : '',
    claim.state === 'rejected' && claim.reason ? claim.reason : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <MoneyLine
      title={
        <>
          {formatRupeesWithPaise(claim.amountPaise)} on {formatDate(claim.date)}
          {claim.differsFromDue && (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              Differs from the {formatRupeesWithPaise(claim.dueNowPaise)} due
            </span>
          )}
        </>
      }
      detail={detail}
      action={
        claim.state === 'claimed' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              disabled={confirm.isPending}
              onClick={() =>
                // Awaited, not mutate's callback: the line leaves the list once confirmed, and the
                // toast must still say so. A refusal is the api client's toast.
                void confirm.mutateAsync(claim._id).then(
                  (recorded) =>
                    notify.success(`Payment confirmed: receipt voucher ${recorded.number} e-mailed to the customer`),
                  () => undefined,
                )
              }
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Confirm
            </Button>
            <DialogButton
              preload={loadRejectClaimForm}
              title="Not received"
              description={`${formatRupeesWithPaise(claim.amountPaise)} reported by ${claim.customerName} on ${claim.bookingNumber}, reference ${claim.reference}. The customer is e-mailed politely with what you found.`}
              label={
                <>
                  <XCircle className="size-4" aria-hidden="true" />
                  Not received
                </>
              }
            >
              {(close) => <RejectClaimForm claimId={claim._id} onDone={close} />}
            </DialogButton>
          </div>
        ) : null
      }
    />
  );
}
