import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { COST_DESCRIPTION_MAX } from '#shared/constants/payouts';
import { indianDay } from '#shared/format';
import { costFormSchema, type CostFormValues, type CostValues } from '#shared/schemas/payouts';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddCost } from '../api/add-cost';

const resolver = zodResolver(costFormSchema);
const fieldOf = fieldsNamed(['amountPaise', 'date', 'description'] as const);

/** "Add cost": money the agency paid on the artist's behalf (a flight, a stylist), taken from their share. */
export function CostForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const add = useAddCost();
  const form = useAppForm<CostFormValues, unknown, CostValues>({
    resolver,
    defaultValues: { amountPaise: '', date: indianDay(), description: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Add cost"
      firstField="description"
      fieldOf={fieldOf}
      send={(input) => add.mutateAsync({ bookingId, input })}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Adding..."
      icon={<Plus className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field
          id={id('description')}
          label="What was paid for"
          required
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <TextInput {...control} {...register('description')} maxLength={COST_DESCRIPTION_MAX} autoComplete="off" />
          )}
        </Field>
        <Field id={id('amount')} label="Amount (₹)" required error={errors.amountPaise?.message}>
          {(control) => <TextInput {...control} {...register('amountPaise')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field id={id('date')} label="Paid on" required error={errors.date?.message}>
          {(control) => <TextInput {...control} {...register('date')} type="date" />}
        </Field>
      </div>
    </DialogForm>
  );
}
