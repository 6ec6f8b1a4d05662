/* The payment gateway's answers (issue 38): a payment link, a notification's result, the reconciliation. */
import { z } from 'zod';
import { GATEWAY_EVENT_RESULTS, GATEWAY_REFUND_REASONS } from '../constants/billing.js';
import { id, isoDateTime } from './envelope-responses.js';

/** `POST /api/inquiry-status/:token/payment-link`: where the customer pays what is due now. */
export const paymentLinkSchema = z.object({ url: z.url() });
export type PaymentLinkDto = z.infer<typeof paymentLinkSchema>;

/** `POST /api/payments/razorpay/webhook`: what became of the notification. */
export const gatewayNotificationResultSchema = z.object({ result: z.enum(GATEWAY_EVENT_RESULTS) });

/** A payment the gateway captured that the product has no record of. */
export const gatewayOnlyPaymentSchema = z.object({
  gatewayPaymentId: z.string(),
  amountPaise: z.number().int(),
  paidAt: isoDateTime,
  /** The booking's number the payment's notes carry, when it came through one of our links. */
  bookingNumber: z.string().nullable(),
});

/** A payment the product recorded as made online that the gateway does not list. */
export const productOnlyPaymentSchema = z.object({
  _id: id,
  gatewayPaymentId: z.string(),
  receiptNumber: z.string(),
  bookingId: id,
  bookingNumber: z.string(),
  amountPaise: z.number().int(),
  date: z.string(),
});

/** Money paid online that a booking no longer owed: to refund on the gateway. */
export const gatewayRefundDueSchema = z.object({
  _id: id,
  gatewayPaymentId: z.string(),
  bookingId: id,
  bookingNumber: z.string(),
  inquiryId: id,
  amountPaise: z.number().int(),
  reason: z.enum(GATEWAY_REFUND_REASONS),
  createdAt: isoDateTime,
});

/**
 * `GET /api/payments/reconciliation?from=&to=` (staff): the payments seen only at the gateway
 * or only in the product between two days, and the money to refund recorded then.
 */
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** False when the gateway is not configured: nothing could be compared. */
  gatewayOn: z.boolean(),
  /** When the gateway's list was read; the nightly check's time for its stored result. */
  checkedAt: isoDateTime,
  gatewayOnly: z.array(gatewayOnlyPaymentSchema),
  productOnly: z.array(productOnlyPaymentSchema),
  refundsDue: z.array(gatewayRefundDueSchema),
  /** Payments found on both sides. */
  matched: z.number().int(),
  /** The last nightly check (of the day before it ran), or null before the first. */
  nightly: z
    .object({
      day: z.string(),
      checkedAt: isoDateTime,
      gatewayOnly: z.number().int(),
      productOnly: z.number().int(),
      refundsDue: z.number().int(),
    })
    .nullable(),
});
export type NightlyReconciliation = NonNullable<ReconciliationDto['nightly']>;
export type ReconciliationDto = z.infer<typeof reconciliationSchema>;
