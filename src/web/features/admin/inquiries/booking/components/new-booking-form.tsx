import { zodResolver } from '@hookform/resolvers/zod';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { fieldsNamed, showServerErrors } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateBooking } from '../api/create-booking';
import { type BookingFormOutput, bookingFormSchema, type BookingFormValues } from '../utils/booking-form';

const fieldOf = fieldsNamed(['start', 'end', 'venue', 'total'] as const, { totalPaise: 'total' });

/** "Book without a quote": a deal agreed by phone, for the inquiry's celebrity, its days held. */
export function NewBookingForm({
  inquiry,
  celebrityId,
  onDone,
}: {
  inquiry: Inquiry;
  celebrityId: string;
  onDone: () => void;
}) {
  const create = useCreateBooking();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      inquiryId: inquiry._id,
      celebrityId,
      start: inquiry.eventDate,
      end: inquiry.eventDate,
      venue: inquiry.eventLocation,
      total: '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  return (
    <form noValidate aria-label="New booking" onSubmit={(event) => void submit(event)} className="min-w-0 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="booking-start"
          label="First day"
          required
          error={errors.start?.message}
          input={{ ...register('start'), type: 'date' }}
        />
        <TextField
          id="booking-end"
          label="Last day"
          required
          error={errors.end?.message}
          input={{ ...register('end'), type: 'date' }}
        />
      </div>
      <TextField
        id="booking-venue"
        label="Venue"
        error={errors.venue?.message}
        input={{ ...register('venue'), maxLength: 200 }}
      />
      <TextField
        id="booking-total"
        label="Total (₹)"
        hint="Blank: the inquiry's quote's total."
        error={errors.total?.message}
        input={{ ...register('total'), inputMode: 'decimal', placeholder: 'e.g. 2,36,000' }}
      />
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          Make booking
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
