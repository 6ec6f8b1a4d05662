import { zodResolver } from '@hookform/resolvers/zod';
import { XCircle } from 'lucide-react';
import { useId } from 'react';
import { type PaymentClaimRejectInput, paymentClaimRejectSchema } from '#shared/schemas/payment-claim';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useRejectPaymentClaim } from '../api/decide-payment-claim';

const resolver = zodResolver(paymentClaimRejectSchema);
const fieldOf = fieldsNamed(['reason'] as const);

/** "Not received": why no such money was found; the customer is e-mailed politely with it. */
export function RejectClaimForm({ claimId, onDone }: { claimId: string; onDone: () => void }) {
  const id = useId();
  const reject = useRejectPaymentClaim();
  const form = useAppForm<PaymentClaimRejectInput>({ resolver, defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Not received"
      firstField="reason"
      fieldOf={fieldOf}
      send={(input) => reject.mutateAsync({ claimId, ...input })}
      sentToast={() => 'Marked not received: the customer was e-mailed'}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Sending..."
      icon={<XCircle className="size-4" aria-hidden="true" />}
      className="space-y-5"
    >
      <Field
        id={`${id}-reason`}
        label="What you found"
        required
        hint="The customer reads it, for example: No credit with this reference in our account yet."
        error={errors.reason?.message}
      >
        {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
      </Field>
    </DialogForm>
  );
}
