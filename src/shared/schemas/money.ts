import { z } from 'zod';
import { paiseFromText } from '../money.js';

/*
 * Amounts of money as the schemas take them (decision 0031): whole paise in the API, rupees where
 * a person types them. A money schema is built once from its fields, so the form and the server
 * hold an amount to the same rules with the same words.
 */

/** The most an amount may be when staff enter it: ₹1,000 crore in paise, as a quote's cap allows. */
const MAX_BOOKING_PAISE = 1_000_000_000_000;

/** An amount of money received or paid out: whole paise, more than nothing. */
export const amountPaiseField = () =>
  z
    .number({ error: 'The amount is a whole number of paise' })
    .int('The amount is a whole number of paise')
    .min(1, 'The amount must be more than nothing')
    .max(MAX_BOOKING_PAISE, 'The amount is too large');

/** Tax deducted at source on a payment, as the customer states it: whole paise, perhaps none. */
export const tdsPaiseField = () =>
  z
    .number({ error: 'The TDS is a whole number of paise' })
    .int('The TDS is a whole number of paise')
    .min(0, 'The TDS cannot be negative')
    .max(MAX_BOOKING_PAISE, 'The TDS is too large');

const AMOUNT_HINT = 'Type the amount in rupees, for example 50,000';

/**
 * The rupees field: an amount typed in rupees ("50,000", "₹ 12,550.25", read digit by digit) as
 * whole paise, then held to `paise` (one of the fields above). Blank is 0 when `optional`, and
 * anything else that is not more than nothing is refused with the hint.
 */
export function rupeesField<Paise extends z.ZodType<number, number>>(paise: Paise, { optional = false } = {}) {
  return z
    .string()
    .refine((text) => (optional && text.trim() === '') || (paiseFromText(text) ?? 0) > 0, AMOUNT_HINT)
    .transform((text) => (text.trim() === '' ? 0 : (paiseFromText(text) ?? 0)))
    .pipe(paise);
}
