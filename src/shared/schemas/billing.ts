import { z } from 'zod';
import { STAFF_PAYMENT_MODES } from '../constants/billing.js';
import { CANCELLED_BY } from '../constants/bookings.js';
import { calendarDay } from './calendar.js';
import { amountPaiseField, rupeesField, tdsPaiseField } from './money.js';
import { optionalSingleLineText, singleLineText } from './text.js';

/*
 * A booking's money (issue 22, decision 0031): a payment received, cancelling it, refunding what
 * is due back, the credit notes against its invoice. Each money schema is built once from its
 * amount fields: the API's take whole paise, the form's take rupees as typed (rupeesField) into
 * the same paise, under the same names, rules and words.
 */

/** How money moved: the day, the mode, and its reference, which only cash goes without. */
const paidWith = {
  date: calendarDay('Date'),
  mode: z.enum(STAFF_PAYMENT_MODES, { error: 'Choose how it was paid' }),
  reference: optionalSingleLineText('Reference', 100),
};

const referenceUnlessCash = {
  path: ['reference'],
  message: 'Give the UTR, UPI or cheque reference',
};
const hasReference = (moved: { mode: string; reference: string }) => moved.mode === 'cash' || moved.reference !== '';

type Amount = z.ZodType<number, unknown>;
type MoneyMoved = { mode: string; reference: string };

/** Money moved by any mode but cash names its reference. */
function referenceRule<S extends z.ZodType<MoneyMoved>>(schema: S) {
  return schema.refine(hasReference, referenceUnlessCash);
}

/**
 * A payment staff record on a booking (issue 22): the amount received, the day, how, its
 * reference; and tax deducted at source as the customer states it (section and amount).
 */
function paymentFields<AmountField extends Amount, TdsField extends Amount>(
  amountPaise: AmountField,
  tdsPaise: TdsField,
) {
  return z.object({ amountPaise, ...paidWith, tdsSection: optionalSingleLineText('TDS section', 20), tdsPaise });
}

/** A payment's rules: TDS needs its section; a reference unless cash. */
function paymentRules<S extends z.ZodType<MoneyMoved & { tdsPaise: number; tdsSection: string }>>(schema: S) {
  const tdsWithSection = schema.refine((payment) => payment.tdsPaise === 0 || payment.tdsSection !== '', {
    path: ['tdsSection'],
    message: 'Say under which section the tax was deducted (for example 194J)',
  });
  return referenceRule(tdsWithSection);
}

/** A refund paid on a cancelled booking: at most what the cancellation left due back. */
function refundSchemaOf<AmountField extends Amount>(amountPaise: AmountField) {
  return referenceRule(z.object({ amountPaise, ...paidWith }));
}

/** A credit note against an invoice: the amount credited, tax included, and why. */
function creditNoteSchemaOf<AmountField extends Amount>(amountPaise: AmountField) {
  return z.object({ amountPaise, reason: singleLineText('Reason', 500) });
}

export const paymentInputSchema = paymentRules(paymentFields(amountPaiseField(), tdsPaiseField().default(0)));
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentValues = z.output<typeof paymentInputSchema>;

/** "Record payment" as typed: rupees, a blank TDS none. */
export const paymentFormSchema = paymentRules(
  paymentFields(rupeesField(amountPaiseField()), rupeesField(tdsPaiseField(), { optional: true })),
);
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

export const refundInputSchema = refundSchemaOf(amountPaiseField());
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundValues = z.output<typeof refundInputSchema>;

export const refundFormSchema = refundSchemaOf(rupeesField(amountPaiseField()));
export type RefundFormValues = z.input<typeof refundFormSchema>;

export const creditNoteInputSchema = creditNoteSchemaOf(amountPaiseField());
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;
export type CreditNoteValues = z.output<typeof creditNoteInputSchema>;

export const creditNoteFormSchema = creditNoteSchemaOf(rupeesField(amountPaiseField()));
export type CreditNoteFormValues = z.input<typeof creditNoteFormSchema>;

/** Cancelling a booking: who called it off (the slabs apply to the customer) and why. */
export const cancellationInputSchema = z.object({
  by: z.enum(CANCELLED_BY, { error: 'Say who called the booking off' }).default('customer'),
  reason: singleLineText('Reason', 500),
});
export type CancellationInput = z.input<typeof cancellationInputSchema>;
export type CancellationValues = z.output<typeof cancellationInputSchema>;

/** The cancellation's terms before it is made: `GET /api/bookings/:id/cancellation?by=`. */
export const cancellationQuerySchema = z.object({
  by: z.enum(CANCELLED_BY, { error: 'Say who called the booking off' }).default('customer'),
});
