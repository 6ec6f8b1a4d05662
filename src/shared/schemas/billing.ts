import { z } from 'zod';
import { PAYMENT_MODES } from '../constants/billing.js';
import { CANCELLED_BY } from '../constants/bookings.js';
import { amountPaiseField, calendarDay } from './calendar.js';
import { optionalSingleLineText, singleLineText } from './text.js';

/*
 * A booking's money after its payments (issue 22): cancelling it, refunding what is due back,
 * the tax invoice and the credit notes against it. One schema each for the form and the server.
 */

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

/** A refund paid on a cancelled booking: at most what the cancellation left due back. */
export const refundInputSchema = z
  .object({
    amountPaise: amountPaiseField(),
    date: calendarDay('Date'),
    mode: z.enum(PAYMENT_MODES, { error: 'Choose how it was paid' }),
    reference: optionalSingleLineText('Reference', 100),
  })
  .refine((refund) => refund.mode === 'cash' || refund.reference !== '', {
    path: ['reference'],
    message: 'Give the UTR, UPI or cheque reference',
  });
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundValues = z.output<typeof refundInputSchema>;

/** A credit note against an invoice: the amount credited, tax included, and why. */
export const creditNoteInputSchema = z.object({
  amountPaise: amountPaiseField(),
  reason: singleLineText('Reason', 500),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;
export type CreditNoteValues = z.output<typeof creditNoteInputSchema>;
