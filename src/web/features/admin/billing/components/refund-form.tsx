import { zodResolver } from '@hookform/resolvers/zod';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { indianDay } from '#shared/format';
import { refundFormSchema, type RefundFormValues, type RefundValues } from '#shared/schemas/billing';
import { rupeesTextOfPaise } from '#shared/rupees-text';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useRecordRefund } from '../api/booking-refunds';
import { MoneyMovementFields } from './money-movement-fields';

const resolver = zodResolver(refundFormSchema);
const fieldOf = fieldsNamed(['amountPaise', 'date', 'mode', 'reference'] as const);

/** "Record refund" (admins): what was paid back, up to what is still due back; its voucher is e-mailed. */
export function RefundForm({
  bookingId,
  owedPaise,
  onDone,
}: {
  bookingId: string;
  owedPaise: number;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const refund = useRecordRefund();
  const form = useAppForm<RefundFormValues, unknown, RefundValues>({
    resolver,
    defaultValues: {
      amountPaise: rupeesTextOfPaise(owedPaise),
      date: indianDay(),
      mode: 'bank_transfer',
      reference: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      label="Record refund"
      firstField="amountPaise"
      fieldOf={fieldOf}
      send={(input) => refund.mutateAsync({ bookingId, input })}
      sentToast={(recorded) => `Refund recorded: refund voucher ${recorded.number} e-mailed to the customer`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Recording..."
      icon={<Undo2 className="size-4" aria-hidden="true" />}
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
          amountLabel="Amount refunded (₹)"
          dateLabel="Paid on"
        />
      </div>
    </DialogForm>
  );
}
