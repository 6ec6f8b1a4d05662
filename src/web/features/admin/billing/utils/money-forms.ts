import { z } from 'zod';
import { PAYMENT_MODES } from '#shared/constants/billing';
import { CANCELLED_BY } from '#shared/constants/bookings';
import { paiseFromText } from '#shared/money';
import { calendarDay } from '#shared/schemas/calendar';
import { optionalSingleLineText, singleLineText } from '#shared/schemas/text';

/*
 * The booking panel's money forms (issue 22): amounts typed in rupees ("50,000" or "12,550.25")
 * and turned into the paise the API takes; the rest as the shared schemas have it, so the form
 * and the server refuse the same things with the same words.
 */

const AMOUNT_HINT = 'Type the amount in rupees, for example 50,000';

/** A rupee amount typed into a form, as whole paise; `optional` lets it be blank (0). */
function rupees(optional = false) {
  return z
    .string()
    .refine((text) => (optional && text.trim() === '') || (paiseFromText(text) ?? 0) > 0, AMOUNT_HINT)
    .transform((text) => (text.trim() === '' ? 0 : (paiseFromText(text) ?? 0)));
}

const paidWith = {
  date: calendarDay('Date'),
  mode: z.enum(PAYMENT_MODES, { error: 'Choose how it was paid' }),
  reference: optionalSingleLineText('Reference', 100),
};

const referenceUnlessCash = {
  path: ['reference'],
  message: 'Give the UTR, UPI or cheque reference',
};

export const paymentFormSchema = z
  .object({
    amount: rupees(),
    ...paidWith,
    tdsSection: optionalSingleLineText('TDS section', 20),
    tds: rupees(true),
  })
  .refine((payment) => payment.mode === 'cash' || payment.reference !== '', referenceUnlessCash)
  .refine((payment) => payment.tds === 0 || payment.tdsSection !== '', {
    path: ['tdsSection'],
    message: 'Say under which section the tax was deducted (for example 194J)',
  })
  .transform(({ amount, tds, ...rest }) => ({ ...rest, amountPaise: amount, tdsPaise: tds }));
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

export const refundFormSchema = z
  .object({ amount: rupees(), ...paidWith })
  .refine((refund) => refund.mode === 'cash' || refund.reference !== '', referenceUnlessCash)
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));
export type RefundFormValues = z.input<typeof refundFormSchema>;
export type RefundFormOutput = z.output<typeof refundFormSchema>;

export const creditNoteFormSchema = z
  .object({ amount: rupees(), reason: singleLineText('Reason', 500) })
  .transform(({ amount, reason }) => ({ amountPaise: amount, reason }));
export type CreditNoteFormValues = z.input<typeof creditNoteFormSchema>;
export type CreditNoteFormOutput = z.output<typeof creditNoteFormSchema>;

export const cancelFormSchema = z.object({
  by: z.enum(CANCELLED_BY),
  reason: singleLineText('Reason', 500),
});
export type CancelFormValues = z.infer<typeof cancelFormSchema>;

/** A rupee amount as the forms show it back ("12,550.25", no sign). */
export function rupeesText(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
