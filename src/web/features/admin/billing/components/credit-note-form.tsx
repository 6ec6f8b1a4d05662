import { zodResolver } from '@hookform/resolvers/zod';
import { FileMinus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { DialogFormActions } from '#web/components/ui/dialog-form-actions';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { notify } from '#web/lib/notify';
import { fieldsNamed, showServerErrors } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useIssueCreditNote } from '../api/booking-invoice';
import { creditNoteFormSchema, type CreditNoteFormOutput, type CreditNoteFormValues } from '../utils/money-forms';

const resolver = zodResolver(creditNoteFormSchema);
const fieldOf = fieldsNamed(['amount', 'reason'] as const, { amountPaise: 'amount' });

/** "Issue credit note" (admins): the amount credited, tax included, and why; never more than the invoice. */
export function CreditNoteForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const issue = useIssueCreditNote();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useAppForm<CreditNoteFormValues, unknown, CreditNoteFormOutput>({
    resolver,
    defaultValues: { amount: '', reason: '' },
  });
  useEffect(() => setFocus('amount'), [setFocus]);

  const submit = handleSubmit(async (input) => {
    try {
      const issued = await issue.mutateAsync({ invoiceId, input });
      notify.success(`Credit note ${issued.number} issued and e-mailed to the customer`);
      onDone();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <form aria-label="Issue credit note" noValidate onSubmit={(event) => void submit(event)}>
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5">
        <Field id={id('amount')} label="Amount credited, tax included (₹)" required error={errors.amount?.message}>
          {(control) => <TextInput {...control} {...register('amount')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field id={id('reason')} label="Reason" required error={errors.reason?.message}>
          {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
        </Field>
      </div>
      <FormAlert message={errors.root?.server?.message} className="mt-5" />
      <DialogFormActions
        onCancel={onDone}
        busy={isSubmitting}
        label="Issue credit note"
        busyLabel="Issuing..."
        icon={<FileMinus className="size-4" aria-hidden="true" />}
      />
    </form>
  );
}
