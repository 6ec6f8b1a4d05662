/* A booking's money as the API answers it: payments, refunds, invoices, credit notes, cancellation terms. */
import { z } from 'zod';
import { PAYMENT_MODES } from '../constants/billing.js';
import { CANCELLED_BY } from '../constants/bookings.js';
import { bookingSchema } from './booking-responses.js';
import { id, isoDateTime } from './envelope-responses.js';

/** A payment received on a booking, with its receipt voucher's number. */
export const paymentSchema = z.object({
  _id: id,
  bookingId: id,
  receiptNumber: z.string(),
  amountPaise: z.number().int(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  tdsSection: z.string(),
  tdsPaise: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A payment as recorded: its receipt voucher's number and id (for its PDF), and the booking after
 * it. One shape because staff recording a payment and staff confirming a customer's claim make
 * the same payment, and the admin screens read both answers alike.
 */
export const recordedPaymentSchema = z.object({
  number: z.string(),
  voucherId: z.uuid(),
  payment: paymentSchema,
  booking: bookingSchema,
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/** What cancelling a booking now would cost, by the slabs of its quote (issue 22). */
export const cancellationTermsSchema = z.object({
  by: z.enum(CANCELLED_BY),
  daysBefore: z.number().int(),
  keepPercent: z.number().int(),
  paidPaise: z.number().int(),
  keptPaise: z.number().int(),
  refundDuePaise: z.number().int(),
});
export type CancellationTermsDto = z.infer<typeof cancellationTermsSchema>;

/** A refund paid on a cancelled booking, with its refund voucher's number. */
export const refundSchema = z.object({
  _id: id,
  bookingId: id,
  voucherNumber: z.string(),
  amountPaise: z.number().int(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Refund = z.infer<typeof refundSchema>;

/** A credit note against a tax invoice. */
export const creditNoteSchema = z.object({
  _id: id,
  invoiceId: id,
  number: z.string(),
  issuedOn: z.string(),
  reason: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A booking's tax invoice, as issued, with the credit notes against it. */
export const invoiceSchema = z.object({
  _id: id,
  bookingId: id,
  number: z.string(),
  issuedOn: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** What the credit notes against it add up to, and so what may still be credited. */
  creditedPaise: z.number().int(),
  creditNotes: z.array(creditNoteSchema),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Invoice = z.infer<typeof invoiceSchema>;
