/* A booking as the API answers it, to staff and to its customer. */
import { z } from 'zod';
import { BOOKING_STATES, CANCELLED_BY } from '../constants/bookings.js';
import { id, isoDateTime } from './envelope-responses.js';
import { quoteSchema } from './quote-responses.js';

/**
 * What a booking sold, which its receipts, invoice and credit notes bill: the accepted quote it
 * was made from (`quoteNumber`), or the lines staff entered for a deal agreed by phone.
 */
export const bookingSaleSchema = quoteSchema
  .pick({
    customer: true,
    venueState: true,
    placeOfSupply: true,
    supply: true,
    agencyState: true,
    gstBasisPoints: true,
    exemptionReason: true,
    lines: true,
    taxablePaise: true,
    reimbursementPaise: true,
    cgstPaise: true,
    sgstPaise: true,
    igstPaise: true,
    totalPaise: true,
    totalInWords: true,
    cancellationSlabs: true,
  })
  .extend({ quoteNumber: z.string().nullable() });
export type BookingSale = z.infer<typeof bookingSaleSchema>;

/** A booking (issue 22): its number, celebrity, days, amounts and state. */
export const bookingSchema = z.object({
  _id: id,
  number: z.string(),
  inquiryId: id,
  celebrity: z.object({ _id: id, name: z.string() }),
  quoteId: id.nullable(),
  state: z.enum(BOOKING_STATES),
  start: z.string(),
  end: z.string(),
  /** The travel days its calendar entry also takes before and after. */
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  venue: z.string(),
  /** What it sold; null for a booking made by phone before bookings carried their lines. */
  sale: bookingSaleSchema.nullable(),
  totalPaise: z.number().int(),
  advancePaise: z.number().int(),
  balancePaise: z.number().int(),
  balanceDueDays: z.number().int(),
  /** The day the balance is due: the first day less `balanceDueDays`. */
  balanceDueOn: z.string(),
  /** Received so far, tax deducted at source included; what is still due; due and past its day. */
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  overdue: z.boolean(),
  confirmedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Once cancelled: when, by whom and why, what the agency keeps, owes back and has refunded. */
  cancellation: z
    .object({
      at: isoDateTime,
      by: z.enum(CANCELLED_BY),
      byName: z.string().nullable(),
      reason: z.string(),
      keptPaise: z.number().int(),
      refundDuePaise: z.number().int(),
      refundedPaise: z.number().int(),
    })
    .nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A booking as its customer sees it on their status link (issue 22): its number, state, days and
 * schedule, what is paid and due, and each payment with its receipt's number. Nothing of the
 * agency's own: no ids, no staff, no payment references.
 */
export const customerBookingSchema = bookingSchema
  .pick({
    number: true,
    state: true,
    start: true,
    end: true,
    venue: true,
    totalPaise: true,
    advancePaise: true,
    balancePaise: true,
    balanceDueOn: true,
    paidPaise: true,
    duePaise: true,
    overdue: true,
    confirmedAt: true,
  })
  .extend({
    /** What is to be paid at once: the advance still unpaid, and from the balance's due day all that is due; 0 once cancelled. */
    dueNowPaise: z.number().int(),
    cancelledAt: isoDateTime.nullable(),
    /** Once issued, the tax invoice: downloadable from the status link (`…/invoice.pdf`). */
    invoice: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
    /** Once cancelled: what the agency keeps, owes back and has refunded. */
    refund: z
      .object({ keptPaise: z.number().int(), dueBackPaise: z.number().int(), refundedPaise: z.number().int() })
      .nullable(),
    /** Oldest first: the receipt's date, its number, the amount and any tax deducted at source. */
    payments: z.array(
      z.object({
        receiptNumber: z.string(),
        date: z.string(),
        amountPaise: z.number().int(),
        tdsPaise: z.number().int(),
      }),
    ),
  });
export type CustomerBooking = z.infer<typeof customerBookingSchema>;
