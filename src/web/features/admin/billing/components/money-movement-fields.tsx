import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { PaymentModeSelect } from './payment-mode-select';

type Registered = Record<'amountPaise' | 'date' | 'mode' | 'reference', UseFormRegisterReturn>;

/**
 * Money received or paid back: the amount in rupees, the day, how and its reference. The payment
 * and refund forms both start with these (their labels say which way the money went).
 */
export function MoneyMovementFields({
  idOf,
  fields,
  errors,
  amountLabel,
  dateLabel,
}: {
  idOf: (field: string) => string;
  fields: Registered;
  errors: Partial<Record<keyof Registered, { message?: string } | undefined>>;
  amountLabel: string;
  dateLabel: string;
}) {
  return (
    <>
      <Field id={idOf('amount')} label={amountLabel} required error={errors.amountPaise?.message}>
        {(control) => <TextInput {...control} {...fields.amountPaise} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field id={idOf('date')} label={dateLabel} required error={errors.date?.message}>
        {(control) => <TextInput {...control} {...fields.date} type="date" />}
      </Field>
      <Field id={idOf('mode')} label="Paid by" required error={errors.mode?.message}>
        {(control) => <PaymentModeSelect {...control} {...fields.mode} />}
      </Field>
      <Field
        id={idOf('reference')}
        label="Reference"
        hint="The UTR, UPI or cheque reference (none for cash)."
        error={errors.reference?.message}
      >
        {(control) => <TextInput {...control} {...fields.reference} maxLength={100} autoComplete="off" />}
      </Field>
    </>
  );
}
