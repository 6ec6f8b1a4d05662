import { z } from 'zod';
import { PAYMENT_CLAIM_MODES, PAYMENT_CLAIM_STATES, type PaymentClaimMode } from '../constants/billing.js';
import { indianDay } from '../format.js';
import { normaliseReference, referenceProblem } from '../upi/upi-id.js';
import { calendarDay } from './calendar.js';
import { amountPaiseField, rupeesField } from './money.js';
import { singleLineText } from './text.js';

/*
 * A customer's "I have paid" from their status link (issue 38, decision 0033): the amount, the
 * day, UPI or a bank transfer, and the reference that mode's payments carry (a UPI RRN of 12
 * digits; a bank's NEFT or RTGS UTR, or an IMPS transfer's 12 digits), checked alike by the page
 * and the server. Built once from its amount field: the API's takes paise, the form's rupees.
 */

type Amount = z.ZodType<number, unknown>;

function claimFields<A extends Amount>(amountPaise: A) {
  return z.object({
    amountPaise,
    date: calendarDay('Date').refine((day) => day <= indianDay(), 'The payment cannot be dated after today'),
    mode: z.enum(PAYMENT_CLAIM_MODES, { error: 'Choose UPI or bank transfer' }),
    reference: z
      .string({ error: 'Give the payment’s reference' })
      .transform(normaliseReference)
      .pipe(z.string().min(1, 'Give the payment’s reference').max(30, 'The reference is at most 30 characters')),
  });
}

/** The reference has the shape of its mode's. */
function claimRules<S extends z.ZodType<{ mode: PaymentClaimMode; reference: string }>>(schema: S) {
  return schema.superRefine((claim, context) => {
    const problem = referenceProblem(claim.mode, claim.reference);
    if (problem) context.addIssue({ code: 'custom', path: ['reference'], message: problem });
  });
}

/** `POST /api/inquiry-status/:token/payment-claims`: the amount in paise. */
export const paymentClaimSchema = claimRules(claimFields(amountPaiseField()));
export type PaymentClaimInput = z.input<typeof paymentClaimSchema>;
export type PaymentClaimValues = z.output<typeof paymentClaimSchema>;

/** "I have paid" as typed, and as the page posts it before its script runs: rupees as text. */
export const paymentClaimFormSchema = claimRules(claimFields(rupeesField(amountPaiseField())));
export type PaymentClaimFormValues = z.input<typeof paymentClaimFormSchema>;

/** `POST /api/payment-claims/:id/reject`: why no such money was found (the customer is told). */
export const paymentClaimRejectSchema = z.object({ reason: singleLineText('Reason', 500) });
export type PaymentClaimRejectInput = z.input<typeof paymentClaimRejectSchema>;

/** `GET /api/payment-claims?state=`: the claims in one state, by default those to confirm. */
export const paymentClaimListQuerySchema = z.object({
  state: z.enum(PAYMENT_CLAIM_STATES, { error: 'Choose claimed, confirmed or rejected' }).default('claimed'),
});
