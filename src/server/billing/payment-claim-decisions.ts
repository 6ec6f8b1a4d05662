import { and, asc, desc, eq } from 'drizzle-orm';
import type { PaymentClaimState } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { RecordedPayment } from '#shared/schemas/billing-responses';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { bookingAudit } from '#server/bookings/booking-step';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { paymentClaims, payments } from './billing-tables.js';
import { queueBookingEmail } from './booking-emails.js';
import { recordPayment } from './payments.js';

/** The most claims one list shows: those to confirm are few; the others, the latest. */
const LIST_LIMIT = 200;

export const CLAIM_DECISION_MESSAGES = {
  notFound: 'Payment claim not found',
  confirmedAlready: 'This payment was already confirmed',
  rejectedAlready: 'This payment was already marked not received',
} as const;

type ClaimRow = typeof paymentClaims.$inferSelect;

function decidedRefusal(claim: Pick<ClaimRow, 'state'>): DomainRefusal {
  return new DomainRefusal(
    'conflict',
    claim.state === 'confirmed' ? CLAIM_DECISION_MESSAGES.confirmedAlready : CLAIM_DECISION_MESSAGES.rejectedAlready,
  );
}

const claimColumns = {
  claim: paymentClaims,
  bookingNumber: bookings.number,
  inquiryId: bookings.inquiryId,
  customerName: inquiries.name,
  receiptNumber: payments.receiptNumber,
};

function claimQuery(db: Db) {
  return db
    .select(claimColumns)
    .from(paymentClaims)
    .innerJoin(bookings, eq(bookings.id, paymentClaims.bookingId))
    .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
    .leftJoin(payments, eq(payments.id, paymentClaims.paymentId));
}

type ClaimListRow = Awaited<ReturnType<ReturnType<typeof claimQuery>['execute']>>[number];

function toClaimDto({ claim, bookingNumber, inquiryId, customerName, receiptNumber }: ClaimListRow): PaymentClaim {
  return {
    _id: claim.id,
    bookingId: claim.bookingId,
    bookingNumber,
    inquiryId,
    customerName,
    amountPaise: claim.amountPaise,
    dueNowPaise: claim.dueNowPaise,
    differsFromDue: claim.amountPaise !== claim.dueNowPaise,
    date: claim.paidOn,
    mode: claim.mode,
    reference: claim.reference,
    state: claim.state,
    reason: claim.reason,
    decidedByName: claim.decidedByName,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    receiptNumber,
    createdAt: claim.createdAt.toISOString(),
  };
}

/** The claims in one state: those to confirm oldest first (the longest waiting), the others newest first. */
export async function listPaymentClaims(db: Db, state: PaymentClaimState): Promise<PaymentClaim[]> {
  const order = state === 'claimed' ? asc(paymentClaims.createdAt) : desc(paymentClaims.decidedAt);
  const rows = await claimQuery(db).where(eq(paymentClaims.state, state)).orderBy(order).limit(LIST_LIMIT);
  return rows.map(toClaimDto);
}

/** A booking's claims, newest first (the booking panel). */
export async function bookingPaymentClaims(db: Db, bookingId: string): Promise<PaymentClaim[]> {
  const rows = await claimQuery(db)
    .where(eq(paymentClaims.bookingId, bookingId))
    .orderBy(desc(paymentClaims.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toClaimDto);
}

/**
 * Staff found the money: the claim becomes a payment as staff record one (recordPayment: its
 * receipt voucher numbered and e-mailed, the booking confirmed when the advance is reached), for
 * the amount claimed, never another. Refused once decided. Null for no such claim.
 */
export async function confirmPaymentClaim(
  db: Db,
  claimId: string,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<RecordedPayment | null> {
  const [claim] = await db.select().from(paymentClaims).where(eq(paymentClaims.id, claimId));
  if (!claim) return null;
  if (claim.state !== 'claimed') throw decidedRefusal(claim);
  const input = {
    amountPaise: claim.amountPaise,
    date: claim.paidOn,
    mode: claim.mode,
    reference: claim.reference,
    tdsSection: '',
    tdsPaise: 0,
  };
  return recordPayment(db, claim.bookingId, input, actor, settings, async (tx, payment, now) => {
    // Decided meanwhile by someone else: the payment is not recorded twice.
    const [confirmed] = await tx
      .update(paymentClaims)
      .set({
        state: 'confirmed',
        paymentId: payment.id,
        decidedById: actor.id,
        decidedByName: actor.name,
        decidedAt: now,
      })
      .where(and(eq(paymentClaims.id, claimId), eq(paymentClaims.state, 'claimed')))
      .returning();
    if (!confirmed) {
      const [now_] = await tx.select().from(paymentClaims).where(eq(paymentClaims.id, claimId));
      throw decidedRefusal(now_ ?? claim);
    }
  });
}

/**
 * Staff found no such money: the claim is rejected with the reason, and the customer is told
 * politely ("Not received"), with the reason. On the timeline and the audit log. Null for no
 * such claim.
 */
export async function rejectPaymentClaim(
  db: Db,
  claimId: string,
  reason: string,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<PaymentClaim | null> {
  return runInquiryStep(db, actor, {
    lock: async (tx) => {
      const [claim] = await tx.select().from(paymentClaims).where(eq(paymentClaims.id, claimId)).for('update');
      if (!claim) return undefined;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, claim.bookingId));
      return booking && { claim, booking };
    },
    check: async (_tx, { claim }) => {
      if (claim.state !== 'claimed') throw decidedRefusal(claim);
    },
    write: async (tx, { claim }, now) => {
      const [rejected] = await tx
        .update(paymentClaims)
        .set({ state: 'rejected', reason, decidedById: actor.id, decidedByName: actor.name, decidedAt: now })
        .where(eq(paymentClaims.id, claim.id))
        .returning();
      if (!rejected) throw new Error('rejecting a payment claim returned no row');
      return rejected;
    },
    audit: (_tx, { booking }, rejected) =>
      bookingAudit(booking, 'payment_claim_rejected', {
        claimId: rejected.id,
        amountPaise: rejected.amountPaise,
        reference: rejected.reference,
        reason,
      }),
    timeline: ({ booking }, rejected) => ({
      inquiryId: booking.inquiryId,
      kind: 'payment_claim_rejected',
      details: { bookingId: booking.id, amountPaise: rejected.amountPaise, reference: rejected.reference, reason },
    }),
    mail: (tx, { booking }, rejected, now) =>
      queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'payment_not_received',
          subject: `Not received: your payment of ${formatRupeesWithPaise(rejected.amountPaise)} for booking ${booking.number}`,
          heading: 'Not received',
          intro: `Thank you for letting us know about your payment for booking ${booking.number}. We are sorry: we could not find it in our account.`,
          facts: [
            { label: 'Amount', value: formatRupeesWithPaise(rejected.amountPaise) },
            { label: 'Paid on', value: formatDate(rejected.paidOn) },
            { label: 'Reference', value: rejected.reference },
            { label: 'What we found', value: reason },
          ],
          closing:
            'If the money has left your account, please reply with your bank’s statement line and we will look again. If it has not, you can pay from your booking’s page.',
        },
        now,
      ),
    answer: async (tx, _row, rejected) => {
      const [row] = await claimQuery(tx).where(eq(paymentClaims.id, rejected!.id));
      if (!row) throw new Error('a rejected payment claim was not found');
      return toClaimDto(row);
    },
  });
}
