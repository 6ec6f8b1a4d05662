import { zodResolver } from '@hookform/resolvers/zod';
import { FileMinus } from 'lucide-react';
import { useId } from 'react';
import { creditNoteFormSchema, type CreditNoteFormValues, type CreditNoteValues } from '#shared/schemas/billing';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useIssueCreditNote } from '../api/booking-invoice';

const resolver = zodResolver(creditNoteFormSchema);
const fieldOf = fieldsNamed(['amountPaise', 'reason'] as const);

/** "Issue credit note" (admins): the amount credited, tax included, and why; never more than the invoice. */
export function CreditNoteForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const issue = useIssueCreditNote();
  const form = useAppForm<CreditNoteFormValues, unknown, CreditNoteValues>({
    resolver,
    defaultValues: { amountPaise: '', reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      label="Issue credit note"
      firstField="amountPaise"
      fieldOf={fieldOf}
      send={(input) => issue.mutateAsync({ invoiceId, input })}
      sentToast={(issued) => `Credit note ${issued.number} issued and e-mailed to the customer`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Issuing..."
      icon={<FileMinus className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5">
        <Field id={id('amount')} label="Amount credited, tax included (₹)" required error={errors.amountPaise?.message}>
          {(control) => <TextInput {...control} {...register('amountPaise')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field id={id('reason')} label="Reason" required error={errors.reason?.message}>
          {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
        </Field>
      </div>
    </DialogForm>
  );
}
