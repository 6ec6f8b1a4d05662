import { zodResolver } from '@hookform/resolvers/zod';
import { IndianRupee } from 'lucide-react';
import { useId } from 'react';
import { indianDay } from '#shared/format';
import { paymentFormSchema, type PaymentFormValues, type PaymentValues } from '#shared/schemas/billing';
import type { Booking } from '#shared/schemas/booking-responses';
import { rupeesTextOfPaise } from '#shared/rupees-text';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useRecordPayment } from '../api/record-payment';
import { MoneyMovementFields } from './money-movement-fields';

const resolver = zodResolver(paymentFormSchema);
const fieldOf = fieldsNamed(['amountPaise', 'date', 'mode', 'reference', 'tdsSection', 'tdsPaise'] as const);

/**
 * "Record payment": what was received, when, how and its reference; tax deducted at source as the
 * customer states it. The receipt voucher is numbered and e-mailed by the server; the first
 * payments that reach the advance confirm the booking (or are refused whole when its days were
 * taken, the clash named above the buttons).
 */
export function PaymentForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const record = useRecordPayment();
  const suggested =
    booking.paidPaise < booking.advancePaise ? booking.advancePaise - booking.paidPaise : booking.duePaise;
  const form = useAppForm<PaymentFormValues, unknown, PaymentValues>({
    resolver,
    defaultValues: {
      amountPaise: suggested > 0 ? rupeesTextOfPaise(suggested) : '',
      date: indianDay(),
      mode: 'bank_transfer',
      reference: '',
      tdsSection: '',
      tdsPaise: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      label="Record payment"
      firstField="amountPaise"
      fieldOf={fieldOf}
      send={(input) => record.mutateAsync({ bookingId: booking._id, input })}
      sentToast={(recorded) => `Payment recorded: receipt voucher ${recorded.number} e-mailed to the customer`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Recording..."
      icon={<IndianRupee className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <MoneyMovementFields
          idOf={id}
          fields={{
            amountPaise: register('amountPaise'),
            date: register('date'),
            mode: register('mode'),
            reference: register('reference'),
          }}
          errors={errors}
          amountLabel="Amount received (₹)"
          dateLabel="Received on"
        />
        <Field
          id={id('tds')}
          label="TDS deducted (₹)"
          hint="As the customer states it."
          error={errors.tdsPaise?.message}
        >
          {(control) => <TextInput {...control} {...register('tdsPaise')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field id={id('tds-section')} label="TDS section" hint="For example 194J." error={errors.tdsSection?.message}>
          {(control) => <TextInput {...control} {...register('tdsSection')} maxLength={20} autoComplete="off" />}
        </Field>
      </div>
    </DialogForm>
  );
}
