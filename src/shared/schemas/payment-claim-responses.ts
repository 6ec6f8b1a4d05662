/* Paying from the status link (issue 38) as the API answers it. */
import { z } from 'zod';
import { PAYMENT_CLAIM_MODES, PAYMENT_CLAIM_STATES } from '../constants/billing.js';
import { isoDateTime } from './envelope-responses.js';

/**
 * The status page's "Pay now" (`GET /api/inquiry-status/:token`'s `payment`), while money is due:
 * the amount to pay now (the advance while unpaid, then the balance), the UPI link its QR
 * carries (null above UPI's limit or without a UPI ID; the QR is `…/upi-qr.svg`), the bank
 * details with the booking number as the reference (null while the agency has none), and the
 * customer's reported payments on the booking, newest first; and whether it may be paid online.
 */
export const customerPaymentSchema = z.object({
  dueNowPaise: z.number().int(),
  upiUri: z.string().nullable(),
  /** UPI's limit per payment: the page says why there is no QR above it. */
  upiLimitPaise: z.number().int(),
  bank: z
    .object({
      accountName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      bankName: z.string(),
      reference: z.string(),
    })
    .nullable(),
  /** Whether the payment gateway is on: the page offers "Pay online" for the same amount. */
  online: z.boolean(),
  claims: z.array(
    z.object({
      amountPaise: z.number().int(),
      date: z.string(),
      mode: z.enum(PAYMENT_CLAIM_MODES),
      state: z.enum(PAYMENT_CLAIM_STATES),
    }),
  ),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** A claim as staff see it: the booking, what was due then, and whether the amount differs. */
export const paymentClaimSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  bookingNumber: z.string(),
  inquiryId: z.string(),
  customerName: z.string(),
  amountPaise: z.number().int(),
  dueNowPaise: z.number().int(),
  /** The amount claimed is not what was due when claimed: shown so, never changed. */
  differsFromDue: z.boolean(),
  date: z.string(),
  mode: z.enum(PAYMENT_CLAIM_MODES),
  reference: z.string(),
  state: z.enum(PAYMENT_CLAIM_STATES),
  reason: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  /** Once confirmed, the receipt voucher's number. */
  receiptNumber: z.string().nullable(),
  createdAt: isoDateTime,
});
export type PaymentClaim = z.infer<typeof paymentClaimSchema>;
