import { zodResolver } from '@hookform/resolvers/zod';
import { Percent } from 'lucide-react';
import { useId } from 'react';
import {
  commissionFormSchema,
  percentTextOfBasisPoints,
  type CommissionFormValues,
  type CommissionValues,
} from '#shared/schemas/payouts';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useChangeCommission } from '../api/change-commission';

const resolver = zodResolver(commissionFormSchema);
const fieldOf = fieldsNamed(['commissionPercent', 'reason'] as const);

/** "Change commission": this booking's percent of the artist fee instead of the payee's default, and why. */
export function CommissionForm({
  bookingId,
  commissionBasisPoints,
  onDone,
}: {
  bookingId: string;
  commissionBasisPoints: number;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const change = useChangeCommission();
  const form = useAppForm<CommissionFormValues, unknown, CommissionValues>({
    resolver,
    defaultValues: { commissionPercent: percentTextOfBasisPoints(commissionBasisPoints), reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Change commission"
      firstField="commissionPercent"
      fieldOf={fieldOf}
      send={(input) => change.mutateAsync({ bookingId, input })}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Saving..."
      icon={<Percent className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-[10rem_1fr]">
        <Field id={id('percent')} label="Commission (%)" required error={errors.commissionPercent?.message}>
          {(control) => (
            <TextInput {...control} {...register('commissionPercent')} inputMode="decimal" autoComplete="off" />
          )}
        </Field>
        <Field id={id('reason')} label="Reason" required hint="Kept in the audit log." error={errors.reason?.message}>
          {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
        </Field>
      </div>
    </DialogForm>
  );
}
