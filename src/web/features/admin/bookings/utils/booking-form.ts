import type { z } from 'zod';
import { bookingFieldsSchema, endsOnOrAfterStart } from '#shared/schemas/calendar';
import type { Inquiry } from '#shared/schemas/inquiry';
import { billToOfInquiry, linesInputOf, newSaleValues, saleFormLinesSchema } from '#web/lib/sale-form';

/**
 * The "Book without a quote" form: the days and venue, and what was sold as a quote states it
 * (billing block, venue's state, lines typed in rupees, turned into paise here). The booking's
 * total is its lines' total: nothing else sets it.
 */
export const bookingFormSchema = bookingFieldsSchema
  .omit({ lines: true })
  .extend({ lines: saleFormLinesSchema })
  .refine(endsOnOrAfterStart, { path: ['end'], message: 'End must be on or after Start' })
  .transform(({ lines, ...booking }) => ({ ...booking, lines: linesInputOf(lines) }));
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormOutput = z.output<typeof bookingFormSchema>;

/**
 * A new booking's starting values: the inquiry's day and place, its billing block (the company,
 * GSTIN and billing state the customer gave, issue 41), the celebrity's fee and the agency's to
 * fill in.
 */
export function newBookingValues(inquiry: Inquiry, celebrityId: string): BookingFormValues {
  return {
    inquiryId: inquiry._id,
    celebrityId,
    start: inquiry.eventDate,
    end: inquiry.eventDate,
    venue: inquiry.eventLocation,
    ...newSaleValues(inquiry.name),
    customer: billToOfInquiry(inquiry),
  };
}
