import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/booking-responses';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useCancelBooking, useCancellationTerms } from '../api/cancellation';
import { cancelFormSchema, type CancelFormValues } from '../utils/money-forms';

const resolver = zodResolver(cancelFormSchema);
const fieldOf = fieldsNamed(['by', 'reason'] as const);

/** What the cancellation keeps and owes back, as the server works it out for who calls it off. */
function CancellationTerms({ booking, by }: { booking: Booking; by: CancelFormValues['by'] }) {
  const terms = useCancellationTerms(booking._id, by);
  if (terms.isPending) return <ListLoading label="Working out the amounts..." />;
  if (terms.isError)
    return <ListLoadFailed message="Failed to work out the amounts" onRetry={() => void terms.refetch()} />;
  const { keepPercent, daysBefore, paidPaise, keptPaise, refundDuePaise } = terms.data;
  return (
    <dl
      aria-live="polite"
      className="grid gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-[max-content_1fr]"
    >
      <dt className="font-medium text-slate-600">Notice</dt>
      <dd className="text-slate-900">
        {daysBefore >= 0
          ? `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before the event`
          : 'After the event began'}
        {by === 'customer'
          ? `: ${keepPercent}% of the total is kept`
          : ': the agency calls it off, everything paid is due back'}
      </dd>
      <dt className="font-medium text-slate-600">Paid</dt>
      <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(paidPaise)}</dd>
      <dt className="font-medium text-slate-600">Kept</dt>
      <dd className="text-slate-900 tabular-nums">{formatRupeesWithPaise(keptPaise)}</dd>
      <dt className="font-medium text-slate-600">Due back</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{formatRupeesWithPaise(refundDuePaise)}</dd>
    </dl>
  );
}

/**
 * "Cancel booking" (admins): who called it off, the amounts kept and due back by the quote's
 * slabs, and why. The days are freed at once and the customer is told by e-mail.
 */
export function CancelBookingForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const cancel = useCancelBooking();
  const form = useAppForm<CancelFormValues>({ resolver, defaultValues: { by: 'customer', reason: '' } });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const by = watch('by');

  return (
    <DialogForm
      form={form}
      label="Cancel booking"
      firstField="reason"
      fieldOf={fieldOf}
      send={(input) => cancel.mutateAsync({ bookingId: booking._id, input })}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Cancelling..."
      icon={<CalendarX2 className="size-4" aria-hidden="true" />}
      // Two choices that say what they do, the one that cannot be undone in red (issue 36).
      cancelLabel="Keep booking"
      tone="danger"
      className="space-y-5"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Called off by</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="customer" {...register('by')} className="size-4 accent-brand-700" />
            The customer
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="agency" {...register('by')} className="size-4 accent-brand-700" />
            The agency
          </label>
        </div>
      </fieldset>
      <CancellationTerms booking={booking} by={by} />
      <Field id={id('reason')} label="Reason" required error={errors.reason?.message}>
        {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
      </Field>
    </DialogForm>
  );
}
