import { createElement } from 'react';
import { and, eq } from 'drizzle-orm';
import { GATEWAY_EVENT_KINDS, type GatewayEventResult, type GatewayRefundReason } from '#shared/constants/billing';
import { indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { clashOfBooking, lockedBooking } from '#server/bookings/bookings';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { recordInquiryStep } from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { TeamGatewayRefundEmail } from '#server/mail/templates/index';
import { gatewayEvents, gatewayPaymentLinks, gatewayRefundsDue, payments } from './billing-tables.js';
import { queueTeamBookingEmail } from './booking-emails.js';
import { paidOn } from './booking-money.js';
import { paymentAudit, paymentTimeline, queueReceiptVoucher, writePayment } from './payments.js';
import { bookingNumberOfNotes } from './razorpay-gateway.js';

/*
 * The gateway's notifications (issue 38, decision 0034), once their signature is checked
 * (gateway-signature.ts): `payment_link.paid` and `payment.captured` name the same payment, in
 * either order and each maybe many times. The payment is recorded once, keyed on the gateway's
 * payment id under its booking's lock, exactly as staff record one: a receipt voucher e-mailed,
 * the booking confirmed when the advance is reached. What the booking no longer owes is money
 * to refund, and the team is told.
 */

/** What the product reads from a notification; the rest (the payer's contact details) is not kept. */
export interface GatewayNotice {
  kind: string;
  paymentId: string | null;
  amountPaise: number;
  currency: string;
  status: string;
  /** When the payment was made (its day is the receipt's). */
  paidAt: Date;
  linkId: string | null;
  /** The booking's number: the link's reference, or the payment's notes. */
  bookingNumber: string | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The entity of `name` in a notification's payload (`payload.payment.entity`). */
function entityOf(body: Record<string, unknown>, name: string): Record<string, unknown> {
  return record(record(record(body.payload)[name]).entity);
}

/** Reads a notification's body as the gateway documents it; anything missing reads as absent. */
export function readNotice(body: unknown): GatewayNotice {
  const event = record(body);
  const payment = entityOf(event, 'payment');
  const link = entityOf(event, 'payment_link');
  const created = typeof payment.created_at === 'number' ? payment.created_at : null;
  return {
    kind: text(event.event) ?? '',
    paymentId: text(payment.id),
    amountPaise: Number(payment.amount ?? 0),
    currency: text(payment.currency) ?? '',
    status: text(payment.status) ?? '',
    paidAt: created === null ? new Date() : new Date(created * 1000),
    linkId: text(link.id),
    bookingNumber: text(link.reference_id) ?? bookingNumberOfNotes(payment.notes) ?? bookingNumberOfNotes(link.notes),
  };
}

/** What is kept of a notification: ids, amounts, the booking's number. */
function keptPayload(notice: GatewayNotice): Record<string, unknown> {
  return {
    paymentId: notice.paymentId,
    amountPaise: notice.amountPaise,
    currency: notice.currency,
    status: notice.status,
    linkId: notice.linkId,
    bookingNumber: notice.bookingNumber,
  };
}

/** Whether the event was received already (a repeat is answered without doing anything again). */
export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: gatewayEvents.id }).from(gatewayEvents).where(eq(gatewayEvents.eventId, eventId));
  return row !== undefined;
}

/**
 * Handles one notification whose signature was checked: deduplicated by its event id, the
 * payment it names recorded (or its money to refund kept) once. The event is kept after its
 * work is done, so a failure part-way leaves it unseen and the gateway's retry does it again;
 * the payment's own key keeps that retry from recording twice. Answers what became of it.
 */
export async function handleGatewayNotification(
  db: Db,
  settings: DeskSettings,
  eventId: string,
  body: unknown,
): Promise<GatewayEventResult> {
  if (await eventSeen(db, eventId)) return 'duplicate';
  const notice = readNotice(body);
  const result = await actOn(db, settings, notice);
  const kept = await db
    .insert(gatewayEvents)
    .values({
      eventId,
      kind: notice.kind.slice(0, 100),
      payload: keptPayload(notice),
      result,
      gatewayPaymentId: notice.paymentId,
    })
    .onConflictDoNothing({ target: gatewayEvents.eventId })
    .returning({ id: gatewayEvents.id });
  // Another delivery of the same event finished first: this one did nothing more (the payment's key).
  return kept.length === 0 ? 'duplicate' : result;
}

async function actOn(db: Db, settings: DeskSettings, notice: GatewayNotice): Promise<GatewayEventResult> {
  if (!(GATEWAY_EVENT_KINDS as readonly string[]).includes(notice.kind)) return 'ignored';
  if (!notice.paymentId || notice.status !== 'captured' || notice.currency !== 'INR') return 'ignored';
  if (!Number.isSafeInteger(notice.amountPaise) || notice.amountPaise <= 0) return 'ignored';
  // A captured payment that names no booking waits for its link's notification, which does.
  if (!notice.bookingNumber) return notice.kind === 'payment.captured' ? 'awaiting_link' : 'ignored';
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.number, notice.bookingNumber));
  if (!booking) return 'ignored';
  return (await recordGatewayPayment(db, settings, booking.id, notice as GatewayPaymentNotice)) ?? 'ignored';
}

type GatewayPaymentNotice = GatewayNotice & { paymentId: string };

/** Whether the gateway payment is recorded already, as a payment or as money to refund. */
async function knownPayment(tx: Db, paymentId: string): Promise<boolean> {
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.gatewayPaymentId, paymentId));
  if (paid) return true;
  const [refund] = await tx
    .select({ id: gatewayRefundsDue.id })
    .from(gatewayRefundsDue)
    .where(eq(gatewayRefundsDue.gatewayPaymentId, paymentId));
  return refund !== undefined;
}

/**
 * Records a gateway payment on its booking, under the booking's lock (so two notifications of
 * one payment, arriving at once, wait for each other and the second finds it recorded): what
 * the booking owes is a payment with its receipt voucher; the rest, or all of it once the
 * booking is cancelled, is money to refund, on the timeline and the audit log, and the team is
 * told. Null for no such booking.
 */
export async function recordGatewayPayment(
  db: Db,
  settings: DeskSettings,
  bookingId: string,
  notice: GatewayPaymentNotice,
): Promise<GatewayEventResult | null> {
  return runInquiryStep(db, 'system', {
    lock: async (tx) => {
      const booking = await lockedBooking(tx, bookingId);
      if (!booking) return undefined;
      return { booking, paid: await paidOn(tx, bookingId), known: await knownPayment(tx, notice.paymentId) };
    },
    unchanged: ({ known }) => known,
    write: async (tx, { booking, paid }, now) => {
      const owed = booking.state === 'cancelled' ? 0 : Math.max(0, booking.totalPaise - paid);
      const paying = Math.min(notice.amountPaise, owed);
      const recorded =
        paying > 0
          ? await writePayment(
              tx,
              booking,
              paid,
              {
                amountPaise: paying,
                date: indianDay(notice.paidAt),
                mode: 'gateway',
                reference: notice.paymentId,
                tdsSection: '',
                tdsPaise: 0,
                gatewayPaymentId: notice.paymentId,
              },
              'system',
              now,
            )
          : null;
      const refundPaise = notice.amountPaise - paying;
      const reason: GatewayRefundReason = booking.state === 'cancelled' ? 'cancelled' : 'more_than_due';
      if (refundPaise > 0) {
        await tx.insert(gatewayRefundsDue).values({
          bookingId,
          gatewayPaymentId: notice.paymentId,
          amountPaise: refundPaise,
          reason,
          createdAt: now,
        });
        const details = { bookingId, number: booking.number, amountPaise: refundPaise, reason };
        await recordInquiryStep(
          tx,
          'system',
          { inquiryId: booking.inquiryId, label: booking.number },
          { kind: 'gateway_refund_due', details: { ...details, gatewayPaymentId: notice.paymentId } },
          now,
        );
      }
      if (notice.linkId) {
        await tx
          .update(gatewayPaymentLinks)
          .set({ state: 'paid' })
          .where(and(eq(gatewayPaymentLinks.linkId, notice.linkId), eq(gatewayPaymentLinks.bookingId, bookingId)));
      }
      return { recorded, refundPaise, reason };
    },
    audit: (_tx, { booking }, { recorded }) => (recorded ? paymentAudit(booking, recorded.payment) : null),
    timeline: ({ booking }, { recorded }) => (recorded ? paymentTimeline(booking, recorded.payment) : []),
    mail: async (tx, { booking }, { recorded, refundPaise, reason }, now) => {
      if (recorded) await queueReceiptVoucher(tx, settings, booking, recorded.payment, recorded.dto, now);
      if (refundPaise > 0) await queueRefundAlert(tx, settings, booking, notice.paymentId, refundPaise, reason, now);
    },
    answer: (_tx, _row, done) => (done === undefined ? 'already_recorded' : done.recorded ? 'recorded' : 'refund_due'),
    retryDeadlock: true,
    clash: (error) => clashOfBooking(db, bookingId, error),
  });
}

/** Tells the team that money came in online for a booking that no longer owed it. */
async function queueRefundAlert(
  tx: Db,
  settings: DeskSettings,
  booking: { inquiryId: string; number: string },
  gatewayPaymentId: string,
  amountPaise: number,
  reason: GatewayRefundReason,
  now: Date,
): Promise<void> {
  const amount = formatRupeesWithPaise(amountPaise);
  await queueTeamBookingEmail(
    tx,
    settings,
    booking.inquiryId,
    ({ customer, agency, adminUrl }) => ({
      kind: 'team_gateway_refund_due',
      subject: `Online payment to refund: ${amount} on booking ${booking.number}`,
      body: createElement(TeamGatewayRefundEmail, {
        agency,
        customer,
        bookingNumber: booking.number,
        amount,
        gatewayPaymentId,
        reason,
        adminUrl,
      }),
    }),
    now,
  );
}
