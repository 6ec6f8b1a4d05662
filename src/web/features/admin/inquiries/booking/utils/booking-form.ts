import { z } from 'zod';
import { paiseFromText } from '#shared/money';
import { bookingFieldsSchema, endsOnOrAfterStart } from '#shared/schemas/calendar';

/**
 * The "Book without a quote" form: the days and venue as the API takes them, the total typed in
 * rupees ("2,36,000", blank for the inquiry's quote's total) and turned into paise here.
 */
export const bookingFormSchema = bookingFieldsSchema
  .omit({ totalPaise: true })
  .extend({ total: z.string() })
  .refine(endsOnOrAfterStart, { path: ['end'], message: 'End must be on or after Start' })
  .superRefine(({ total }, context) => {
    if (total.trim() !== '' && paiseFromText(total) === null) {
      context.addIssue({ code: 'custom', path: ['total'], message: 'Type the total in rupees, for example 2,36,000' });
    }
  })
  .transform(({ total, ...booking }) => {
    const totalPaise = total.trim() === '' ? undefined : (paiseFromText(total) ?? undefined);
    return { ...booking, ...(totalPaise !== undefined && { totalPaise }) };
  });
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type BookingFormOutput = z.output<typeof bookingFormSchema>;
