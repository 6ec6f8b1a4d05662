import { PAYMENT_CLAIM_MESSAGES } from '#shared/messages';
import { createElement } from 'react';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PaymentClaimValues } from '#shared/schemas/payment-claim';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { bookingAudit } from '#server/bookings/booking-step';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { isUniqueViolation } from '#server/lib/pg-errors';
import { TeamPaymentClaimEmail } from '#server/mail/templates/index';
import { paymentClaims, payments } from './billing-tables.js';
import { queueTeamBookingEmail } from './booking-emails.js';
import { paidOn } from './booking-money.js';
import { bookingSchedule } from './booking-schedule.js';
import { payableNowPaise } from './customer-payment.js';

type BookingRow = typeof bookings.$inferSelect;
type ClaimRow = typeof paymentClaims.$inferSelect;

/** The booking a status link's payment is for: the latest not cancelled, as the page shows it. */
async function bookingIdOfInquiry(db: Db, inquiryId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(sql`${bookings.state} = 'cancelled'`, desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a reference was claimed (and not found wanting) or is a recorded payment's. */
async function referenceTaken(db: Db, reference: string): Promise<boolean> {
  const [claimed] = await db
    .select({ id: paymentClaims.id })
    .from(paymentClaims)
    .where(and(eq(paymentClaims.reference, reference), ne(paymentClaims.state, 'rejected')))
    .limit(1);
  if (claimed) return true;
  // Staff type references as the bank shows them: compared without spaces, in capitals.
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(sql`upper(regexp_replace(${payments.reference}, '\\s', '', 'g')) = ${reference}`)
    .limit(1);
  return Boolean(paid);
}

const referenceRefusal = () => fieldRefusal('reference', PAYMENT_CLAIM_MESSAGES.referenceTaken, 'conflict');

/** The team's e-mail of a claim: what was reported, and whether it is what was due. */
async function queueTeamEmail(tx: Db, settings: DeskSettings, booking: BookingRow, claim: ClaimRow, now: Date) {
  const differs =
    claim.amountPaise === claim.dueNowPaise
      ? null
      : `The amount reported differs from the ${formatRupeesWithPaise(claim.dueNowPaise)} due: check it before confirming.`;
  await queueTeamBookingEmail(
    tx,
    settings,
    booking.inquiryId,
    ({ customer, agency, adminUrl }) => ({
      kind: 'team_payment_claimed',
      subject: `Payment to confirm: ${formatRupeesWithPaise(claim.amountPaise)} on ${booking.number} (${customer})`,
      body: createElement(TeamPaymentClaimEmail, {
        agency,
        customer,
        bookingNumber: booking.number,
        facts: [
          { label: 'Amount', value: formatRupeesWithPaise(claim.amountPaise) },
          { label: 'Paid on', value: formatDate(claim.paidOn) },
          { label: 'Mode', value: PAYMENT_MODE_LABELS[claim.mode] },
          { label: 'Reference', value: claim.reference },
        ],
        differs,
        adminUrl,
      }),
    }),
    now,
  );
}

/**
 * The customer's "I have paid" from their status link (issue 38): kept as they said it, with
 * what was due then (an amount that differs is flagged for staff, never changed). Refused when
 * nothing is due, and (409, on the reference) for a reference already claimed or recorded. On
 * the timeline and the audit log by the customer; the team is e-mailed.
 */
export async function claimPayment(
  db: Db,
  settings: DeskSettings,
  inquiryId: string,
  input: PaymentClaimValues,
): Promise<ClaimRow> {
  const bookingId = await bookingIdOfInquiry(db, inquiryId);
  const [inquiry] = await db.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!bookingId || !inquiry) throw new DomainRefusal('conflict', PAYMENT_CLAIM_MESSAGES.noBooking);
  const claimed = await runInquiryStep(
    db,
    { customer: inquiry.name },
    {
      lock: async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
        if (!booking) return undefined;
        const schedule = bookingSchedule(booking, await paidOn(tx, bookingId), indianDay());
        return { booking, dueNowPaise: payableNowPaise({ state: booking.state, ...schedule }) };
      },
      check: async (tx, { dueNowPaise }) => {
        if (dueNowPaise <= 0) throw new DomainRefusal('conflict', PAYMENT_CLAIM_MESSAGES.nothingDue);
        if (await referenceTaken(tx, input.reference)) throw referenceRefusal();
      },
      write: async (tx, { booking, dueNowPaise }, now) => {
        const [claim] = await tx
          .insert(paymentClaims)
          .values({
            bookingId: booking.id,
            amountPaise: input.amountPaise,
            dueNowPaise,
            paidOn: input.date,
            mode: input.mode,
            reference: input.reference,
            createdAt: now,
          })
          .returning();
        if (!claim) throw new Error('recording a payment claim returned no row');
        return claim;
      },
      audit: (_tx, { booking }, claim) => bookingAudit(booking, 'payment_claimed', detailsOf(claim)),
      timeline: ({ booking }, claim) => ({
        inquiryId: booking.inquiryId,
        kind: 'payment_claimed',
        details: { bookingId: booking.id, number: booking.number, ...detailsOf(claim) },
      }),
      mail: (tx, { booking }, claim, now) => queueTeamEmail(tx, settings, booking, claim, now),
      // Two claims of one reference at once: the unique index refuses the second.
      clash: (error) => Promise.resolve(isUniqueViolation(error) ? referenceRefusal() : undefined),
    },
  );
  if (!claimed) throw new DomainRefusal('conflict', PAYMENT_CLAIM_MESSAGES.noBooking);
  return claimed;
}

function detailsOf(claim: ClaimRow) {
  return {
    claimId: claim.id,
    amountPaise: claim.amountPaise,
    dueNowPaise: claim.dueNowPaise,
    mode: claim.mode,
    reference: claim.reference,
  };
}
