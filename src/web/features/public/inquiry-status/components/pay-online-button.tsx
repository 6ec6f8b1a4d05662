import { CreditCard } from 'lucide-react';
import type { FormEvent } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import { API_BASE } from '#web/lib/api-client';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { paymentLinkPath, useCreatePaymentLink } from '../api/create-payment-link';
import { leaveFor } from '../utils/leave-for';

/** What a failure says when the server's own message did not arrive (offline). */
const COULD_NOT_OPEN = 'The payment page could not be opened. Please try again, or pay by UPI or bank transfer.';

/**
 * "Pay online" on the status page (issue 38), while the gateway is on and money is due: asks
 * the server for the gateway's payment link for exactly what is due now and goes there. A real
 * form posting to the same address, so before the page's script runs the server answers the
 * post itself with a redirect to the link.
 */
export function PayOnlineButton({ token, dueNowPaise }: { token: string; dueNowPaise: number }) {
  const link = useCreatePaymentLink(token);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    link.mutate(undefined, {
      // The gateway's page replaces this one, as the native form's redirect would.
      onSuccess: ({ url }) => leaveFor(url),
    });
  };
  const busy = link.isPending || link.isSuccess;
  return (
    <form
      method="post"
      action={`${API_BASE}${paymentLinkPath(token)}`}
      onSubmit={submit}
      aria-label="Pay online"
      className="space-y-3"
    >
      <Button type="submit" disabled={busy} aria-describedby="pay-online-note">
        <CreditCard className="size-4" aria-hidden="true" />
        {busy ? 'Opening the payment page…' : 'Pay online'}
      </Button>
      <p id="pay-online-note" className="text-sm text-slate-700">
        Pay {formatRupeesWithPaise(dueNowPaise)} by card, UPI or net banking on Razorpay’s secure page.
      </p>
      <FormAlert message={link.isError ? link.error.message || COULD_NOT_OPEN : undefined} />
    </form>
  );
}
