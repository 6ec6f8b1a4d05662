import { createElement } from 'react';
import { eq, inArray, or } from 'drizzle-orm';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PayoutPreviewValues, PayoutValues } from '#shared/schemas/payouts';
import type { PayoutPreview, RecordedPayout } from '#shared/schemas/payouts-responses';
import { applyAuditedChange } from '#server/audit/audited-change';
import { type BookingRow, lockedBooking } from '#server/bookings/bookings';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { PayoutVoucherEmail } from '#server/mail/templates/index';
import { getBusinessDetails } from '#server/site/business-details';
import { emailAgencyOf } from '#server/site/email-agency';
import type { PayeeRow } from './payees.js';
import { celebrityPayees, payouts } from './payouts-tables.js';
import {
  PAYOUT_MESSAGES,
  payeeKeyOf,
  type PayoutRow,
  type SettlementFigures,
  settlementFiguresOf,
  tdsFor,
} from './settlement-figures.js';
import { onBooking, toPayoutDto } from './settlements.js';

/*
 * Payouts to artists (issue 39, decision 0036): the TDS the product would deduct, shown before
 * saving; the payout with its voucher (series P of its date's financial year), audited, e-mailed
 * to the payee's contact with the PDF.
 */

/** Who asks: an admin may pay beyond the limit with a reason, and reads PANs whole. */
export interface PayoutAsker extends Actor {
  admin: boolean;
}

/** Refuses a payout nobody can be paid for, or one a cancelled booking kept nothing for. */
function refuseUnpayable(figures: SettlementFigures): asserts figures is SettlementFigures & { payee: PayeeRow } {
  if (!figures.payee) throw new DomainRefusal('conflict', PAYOUT_MESSAGES.noPayee);
  if (figures.booking.state === 'cancelled' && figures.customerPaidPaise <= 0) {
    throw new DomainRefusal('conflict', PAYOUT_MESSAGES.cancelledNothingKept);
  }
}

/**
 * Never overpay: the payouts may add up to the limit (settlement-figures.ts); beyond it only an
 * admin, giving the reason. Staff are refused outright; an admin without a reason on the reason.
 */
function refuseOverpay(figures: SettlementFigures, amountPaise: number, asker: PayoutAsker, reason: string): void {
  const room = figures.payoutLimitPaise - figures.paidOutPaise;
  if (amountPaise <= room) return;
  const limit = formatRupeesWithPaise(Math.max(0, room));
  if (!asker.admin) throw fieldRefusal('amountPaise', PAYOUT_MESSAGES.overpayAdminOnly(limit), 'conflict');
  if (reason === '')
    throw fieldRefusal('overpayReason', `${PAYOUT_MESSAGES.overpay(limit)}. ${PAYOUT_MESSAGES.overpayReason}`);
}

/** `POST /api/bookings/:id/payouts/preview`: the TDS a payout would bear, before it is saved. Null for no booking. */
export async function previewPayout(
  db: Db,
  bookingId: string,
  values: PayoutPreviewValues,
): Promise<PayoutPreview | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const figures = await settlementFiguresOf(db, booking);
  refuseUnpayable(figures);
  const tds = await tdsFor(db, figures.payee, values.amountPaise, values.date, values.tdsOverride);
  return {
    amountPaise: values.amountPaise,
    tdsPaise: tds.tdsPaise,
    computedTdsPaise: tds.computedTdsPaise,
    netPaise: values.amountPaise - tds.tdsPaise,
    tdsSection: figures.payee.tdsSection === 'none' ? null : figures.payee.tdsSection,
    sectionLabel: tds.baseSectionLabel ?? '',
    rateBasisPoints: tds.rateBasisPoints,
    basePaise: tds.basePaise,
    thresholdCrossed: tds.thresholdCrossed,
    shortfallPaise: tds.shortfallPaise,
    financialYear: tds.financialYear,
    overridden: tds.overridden,
    explanation: tds.explanation,
    earlierPaymentsThisYearPaise: tds.earlierPaymentsPaise,
    earlierTdsThisYearPaise: tds.earlierTdsPaise,
    payoutLimitPaise: figures.payoutLimitPaise,
    overLimit: figures.paidOutPaise + values.amountPaise > figures.payoutLimitPaise,
  };
}

/**
 * The booking locked, then every payee of its celebrity's PAN (a PAN's year adds up across the
 * celebrities it is paid for), so two payouts to one PAN reckon its year one after the other.
 */
async function lockedForPayout(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
  const booking = await lockedBooking(tx, bookingId);
  if (!booking) return undefined;
  const [own] = await tx
    .select({ pan: celebrityPayees.pan })
    .from(celebrityPayees)
    .where(eq(celebrityPayees.celebrityId, booking.celebrityId));
  if (own) {
    await tx
      .select({ id: celebrityPayees.celebrityId })
      .from(celebrityPayees)
      .where(
        own.pan === ''
          ? eq(celebrityPayees.celebrityId, booking.celebrityId)
          : or(eq(celebrityPayees.pan, own.pan), eq(celebrityPayees.celebrityId, booking.celebrityId)),
      )
      .orderBy(celebrityPayees.celebrityId)
      .for('update');
  }
  return booking;
}

/** Queues the payout's voucher to the payee's contact e-mail, its PDF attached when sent; false without one. */
async function queuePayoutVoucher(tx: Db, payee: PayeeRow, payout: PayoutRow, booking: BookingRow, now: Date) {
  if (payee.contactEmail === '') return false;
  const subject = `Payout voucher ${payout.number}: ${formatRupeesWithPaise(payout.netPaise)} paid (booking ${booking.number})`;
  const rendered = await renderEmail(
    createElement(PayoutVoucherEmail, {
      agency: await emailAgencyOf(tx),
      name: payout.payeeLegalName,
      preview: subject,
      intro: `We have paid you for booking ${booking.number}. The voucher is attached as a PDF.`,
      facts: [
        { label: 'Payout voucher', value: payout.number },
        { label: 'Paid on', value: formatDate(payout.paidOn) },
        { label: 'Gross amount', value: formatRupeesWithPaise(payout.grossPaise) },
        {
          label: payout.sectionLabel ? `TDS (${payout.sectionLabel})` : 'TDS',
          value: formatRupeesWithPaise(payout.tdsPaise),
        },
        { label: 'Net paid', value: formatRupeesWithPaise(payout.netPaise) },
        { label: 'Reference', value: payout.reference },
      ],
    }),
  );
  await queueEmail(
    tx,
    { kind: 'payout_voucher', documentId: payout.id, recipients: [payee.contactEmail], subject, ...rendered },
    now,
  );
  await tx.update(payouts).set({ emailedAt: now }).where(eq(payouts.id, payout.id));
  return true;
}

/**
 * Records a payout to the booking's artist (staff): the TDS computed from the dated table on the
 * payee's year (or set by hand with a reason), numbered in series P of its date's financial year,
 * audited on the booking, its voucher e-mailed to the payee's contact. Refused without payee
 * details, on a cancelled booking the agency kept nothing of, and beyond the limit unless an
 * admin gives the reason (decision 0036). Null for no such booking.
 */
export async function recordPayout(
  db: Db,
  bookingId: string,
  values: PayoutValues,
  asker: PayoutAsker,
): Promise<RecordedPayout | null> {
  return applyAuditedChange(db, asker, {
    lock: async (tx) => {
      const booking = await lockedForPayout(tx, bookingId);
      return booking && (await settlementFiguresOf(tx, booking));
    },
    check: async (_tx, figures) => {
      refuseUnpayable(figures);
      refuseOverpay(figures, values.amountPaise, asker, values.overpayReason);
    },
    write: async (tx, figures, now) => {
      const { booking } = figures;
      const payee = figures.payee!;
      const tds = await tdsFor(tx, payee, values.amountPaise, values.date, values.tdsOverride);
      const business = await getBusinessDetails(tx);
      const overpaying = figures.paidOutPaise + values.amountPaise > figures.payoutLimitPaise;
      const [payout] = await tx
        .insert(payouts)
        .values({
          number: await nextDocumentNumber(tx, 'P', business.numberPrefix, values.date),
          bookingId: booking.id,
          celebrityId: booking.celebrityId,
          paidOn: values.date,
          financialYear: tds.financialYear,
          mode: values.mode,
          reference: values.reference,
          payeeLegalName: payee.legalName,
          pan: payee.pan,
          payeeKind: payee.payeeKind,
          payeeKey: payeeKeyOf(payee),
          tdsSection: payee.tdsSection === 'none' ? null : payee.tdsSection,
          sectionLabel: tds.baseSectionLabel ?? '',
          rateBasisPoints: tds.rateBasisPoints,
          grossPaise: values.amountPaise,
          tdsPaise: tds.tdsPaise,
          computedTdsPaise: tds.computedTdsPaise,
          netPaise: values.amountPaise - tds.tdsPaise,
          tdsOverrideReason: values.tdsOverride?.reason ?? '',
          overpayReason: overpaying ? values.overpayReason : '',
          explanation: tds.explanation,
          createdById: asker.id,
          createdByName: asker.name,
          createdAt: now,
        })
        .returning();
      if (!payout) throw new Error('recording a payout returned no row');
      const emailQueued = await queuePayoutVoucher(tx, payee, payout, booking, now);
      return { payout, emailQueued };
    },
    audit: (_tx, { booking }, { payout }) =>
      onBooking(booking, 'payout_recorded', null, {
        number: payout.number,
        date: payout.paidOn,
        grossPaise: payout.grossPaise,
        tdsPaise: payout.tdsPaise,
        computedTdsPaise: payout.computedTdsPaise,
        netPaise: payout.netPaise,
        sectionLabel: payout.sectionLabel,
        ...(payout.tdsOverrideReason && { tdsOverrideReason: payout.tdsOverrideReason }),
        ...(payout.overpayReason && { overpayReason: payout.overpayReason }),
      }),
    answer: (_tx, { booking }, done) => {
      const { payout, emailQueued } = done!;
      return { number: payout.number, payout: toPayoutDto(payout, booking.number, !asker.admin), emailQueued };
    },
  });
}

/** Payouts by id with their bookings' numbers (the voucher, the register, the statement read them). */
export async function payoutsWithBookings(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ payout: payouts, bookingNumber: bookings.number })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .where(inArray(payouts.id, ids));
}
