import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Inquiry } from '#shared/schemas/inquiry';
import { BookingSaleFields } from '#web/components/sale/booking-sale-fields';
import { formSubmit } from '#web/lib/form-submit';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { saleFormPath } from '#web/lib/sale-form';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateBooking } from '../api/create-booking';
import {
  type BookingFormOutput,
  bookingFormSchema,
  type BookingFormValues,
  newBookingValues,
} from '../utils/booking-form';

const resolver = zodResolver(bookingFormSchema);

/**
 * "Book without a quote": a deal agreed by phone, for the inquiry's celebrity, its days held;
 * what was sold entered as on a quote (billing block, place of supply, lines with live GST
 * totals), which its receipts and invoice bill. Its total is the lines' total.
 */
export function NewBookingForm({
  inquiry,
  celebrityId,
  agencyState,
  onDone,
}: {
  inquiry: Inquiry;
  celebrityId: string;
  /** The agency's registered state: CGST and SGST or IGST. */
  agencyState: string;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const create = useCreateBooking();
  const form = useAppForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver,
    defaultValues: newBookingValues(inquiry, celebrityId),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = formSubmit(
    form,
    (path) => saleFormPath(path) as never,
    (values) => create.mutateAsync(values),
    onDone,
  );
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="New booking" onSubmit={submit} className="min-w-0 space-y-6">
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
          <TextField
            id="booking-venue"
            label="Venue"
            className="sm:col-span-2"
            error={errors.venue?.message}
            input={{ ...register('venue'), maxLength: 200 }}
          />
        </div>
        <BookingSaleFields idPrefix={idPrefix} agencyState={agencyState} headingLevel="h3" />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Making booking...' : 'Make booking'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
