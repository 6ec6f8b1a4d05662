import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Booking } from '#shared/schemas/booking-responses';
import { BookingSaleFields } from '#web/components/sale/booking-sale-fields';
import { formSubmit } from '#web/lib/form-submit';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import {
  linesInputOf,
  newSaleValues,
  type SaleFormOutput,
  saleFormPath,
  saleFormSchema,
  type SaleFormValues,
} from '#web/lib/sale-form';
import { useAppForm } from '#web/lib/use-app-form';
import { useEnterBookingSale } from '../api/enter-booking-sale';

const resolver = zodResolver(saleFormSchema);

/**
 * The lines of a booking agreed by phone before bookings carried them (decision 0024), entered
 * once, as on a quote: its total becomes theirs, and it can then be invoiced.
 */
export function BookingSaleForm({
  booking,
  customerName,
  agencyState,
  onDone,
}: {
  booking: Booking;
  customerName: string;
  agencyState: string;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const enter = useEnterBookingSale();
  const form = useAppForm<SaleFormValues, unknown, SaleFormOutput>({
    resolver,
    defaultValues: newSaleValues(customerName),
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = formSubmit(
    form,
    (path) => saleFormPath(path) as never,
    ({ lines, ...sale }) =>
      enter.mutateAsync({ bookingId: booking._id, input: { ...sale, lines: linesInputOf(lines) } }),
    onDone,
  );
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={`Lines of booking ${booking.number}`}
        onSubmit={submit}
        className="min-w-0 space-y-6"
      >
        <BookingSaleFields idPrefix={idPrefix} agencyState={agencyState} headingLevel="h4" />
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save lines'}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
