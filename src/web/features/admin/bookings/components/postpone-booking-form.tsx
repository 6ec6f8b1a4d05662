import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { bookingDaysText } from '#shared/booking-days';
import {
  POSTPONEMENT_REASON_MAX,
  postponementInputSchema,
  type PostponementInput,
  type PostponementValues,
} from '#shared/schemas/booking-postponement';
import type { Booking } from '#shared/schemas/booking-responses';
import { BlackoutDaysFields } from '#web/components/calendar/blackout-days-fields';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { usePostponeBooking } from '../api/postpone-booking';

const resolver = zodResolver(postponementInputSchema);
const fieldOf = fieldsNamed(['start', 'end', 'reason'] as const);

/**
 * "Postpone" (issue 41): the booking's new days, from its current ones, and why, checked with
 * the server's own schema. A clash (409, naming the celebrity, the days and what holds them)
 * shows above the buttons and everything typed stays; once moved, the panel shows the new days.
 */
export function PostponeBookingForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const postpone = usePostponeBooking();
  const form = useAppForm<PostponementInput, unknown, PostponementValues>({
    resolver,
    defaultValues: { start: booking.start, end: booking.end, reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      label="Postpone booking"
      submitLabel="Move to these days"
      firstField="start"
      fieldOf={fieldOf}
      send={(input) => postpone.mutateAsync({ bookingId: booking._id, input })}
      sentToast={(moved) => `${moved.number} moved to ${bookingDaysText(moved.start, moved.end)}`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Moving..."
      icon={<CalendarClock className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <BlackoutDaysFields
          id={id}
          start={register('start')}
          end={register('end')}
          reason={register('reason')}
          errors={{ start: errors.start?.message, end: errors.end?.message, reason: errors.reason?.message }}
          endHint="The last day, included."
          reasonHint="The customer reads it in the e-mail with the new dates."
          reasonMaxLength={POSTPONEMENT_REASON_MAX}
        />
      </div>
    </DialogForm>
  );
}
