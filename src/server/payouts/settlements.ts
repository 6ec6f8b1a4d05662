import { and, eq } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import {
  basisPointsOfPercent,
  percentOfBasisPoints,
  type CommissionValues,
  type CostValues,
} from '#shared/schemas/payouts';
import type { Payout, PayoutCost, Settlement } from '#shared/schemas/payouts-responses';
import { applyAuditedChange } from '#server/audit/audited-change';
import type { AuditChange } from '#server/audit/audit-log';
import { type BookingRow, lockedBooking } from '#server/bookings/bookings';
import { bookings } from '#server/bookings/bookings-tables';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { masked } from './payees.js';
import { bookingCommissions, payoutCosts } from './payouts-tables.js';
import { type CostRow, type PayoutRow, settlementFiguresOf, tdsOfSettlement } from './settlement-figures.js';

/**
 * An audit entry of a step on a booking's settlement: on the booking's inquiry and number, as
 * the booking's other steps are, so the audit log's filter by inquiry finds them together.
 */
export function onBooking(
  booking: Pick<BookingRow, 'inquiryId' | 'number'>,
  action: string,
  before: unknown,
  after: unknown,
): AuditChange {
  return { kind: 'inquiry', action, subjectId: booking.inquiryId, subjectLabel: booking.number, before, after };
}

/** A payout as the API answers it; the PAN masked for staff who are not admins. */
export function toPayoutDto(row: PayoutRow, bookingNumber: string, maskPan: boolean): Payout {
  return {
    _id: row.id,
    number: row.number,
    bookingId: row.bookingId,
    bookingNumber,
    celebrityId: row.celebrityId,
    date: row.paidOn,
    mode: row.mode,
    reference: row.reference,
    payeeLegalName: row.payeeLegalName,
    pan: maskPan ? masked(row.pan) : row.pan,
    tdsSection: row.tdsSection,
    sectionLabel: row.sectionLabel,
    rateBasisPoints: row.rateBasisPoints,
    amountPaise: row.grossPaise,
    grossPaise: row.grossPaise,
    tdsPaise: row.tdsPaise,
    computedTdsPaise: row.computedTdsPaise,
    netPaise: row.netPaise,
    tdsOverrideReason: row.tdsOverrideReason,
    overpayReason: row.overpayReason,
    explanation: row.explanation,
    pdfUrl: `/api/payouts/${row.id}/pdf`,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

function toCostDto(row: CostRow): PayoutCost {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    amountPaise: row.amountPaise,
    date: row.spentOn,
    description: row.description,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

async function bookingRow(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** A booking's settlement as the API answers it, on India's `today`. */
export async function settlementOfBooking(
  db: Db,
  booking: BookingRow,
  admin: boolean,
  today: string,
): Promise<Settlement> {
  const figures = await settlementFiguresOf(db, booking);
  const tdsPaise = await tdsOfSettlement(db, figures, today);
  return {
    bookingId: booking.id,
    bookingNumber: booking.number,
    bookingState: booking.state,
    celebrityId: booking.celebrityId,
    payeeReady: figures.payee !== undefined,
    grossPaise: figures.grossPaise,
    commissionPercent: percentOfBasisPoints(figures.commissionBasisPoints),
    commissionBasisPoints: figures.commissionBasisPoints,
    commissionSource: figures.commissionSource,
    commissionReason: figures.commissionReason,
    commissionPaise: figures.commissionPaise,
    costsPaise: figures.costsPaise,
    costs: figures.costs.map(toCostDto),
    sharePaise: figures.sharePaise,
    tdsSection: figures.payee?.tdsSection ?? null,
    tdsDeductedPaise: figures.tdsDeductedPaise,
    tdsPaise,
    netPaise: figures.sharePaise - tdsPaise,
    paidOutPaise: figures.paidOutPaise,
    balancePaise: figures.balancePaise,
    customerPaidPaise: figures.customerPaidPaise,
    payoutLimitPaise: figures.payoutLimitPaise,
    payouts: figures.payouts.map((payout) => toPayoutDto(payout, booking.number, !admin)),
  };
}

/** `GET /api/bookings/:id/settlement`; null for no such booking. */
export async function getSettlement(db: Db, bookingId: string, admin: boolean): Promise<Settlement | null> {
  const booking = await bookingRow(db, bookingId);
  return booking ? settlementOfBooking(db, booking, admin, indianDay()) : null;
}

/**
 * Sets this booking's own commission, with the reason (staff; audited on the booking). Null for
 * no such booking.
 */
export async function setCommission(
  db: Db,
  bookingId: string,
  values: CommissionValues,
  actor: Actor,
  admin: boolean,
): Promise<Settlement | null> {
  const basisPoints = basisPointsOfPercent(values.commissionPercent);
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      const booking = await lockedBooking(tx, bookingId);
      if (!booking) return undefined;
      const figures = await settlementFiguresOf(tx, booking);
      return { booking, before: figures.commissionBasisPoints };
    },
    write: async (tx, { booking }, now) => {
      const columns = {
        commissionBasisPoints: basisPoints,
        reason: values.reason,
        updatedByName: actor.name,
        updatedAt: now,
      };
      await tx
        .insert(bookingCommissions)
        .values({ bookingId: booking.id, ...columns })
        .onConflictDoUpdate({ target: bookingCommissions.bookingId, set: columns });
    },
    audit: (_tx, { booking, before }) =>
      onBooking(
        booking,
        'commission_changed',
        { commissionBasisPoints: before },
        {
          commissionBasisPoints: basisPoints,
          reason: values.reason,
        },
      ),
    answer: (tx, { booking }) => settlementOfBooking(tx, booking, admin, indianDay()),
  });
}

/** Records a cost paid on the artist's behalf (staff; audited on the booking). Null for no such booking. */
export async function addCost(
  db: Db,
  bookingId: string,
  values: CostValues,
  actor: Actor,
  admin: boolean,
): Promise<Settlement | null> {
  return applyAuditedChange(db, actor, {
    lock: (tx) => lockedBooking(tx, bookingId),
    write: async (tx, booking, now) => {
      const [cost] = await tx
        .insert(payoutCosts)
        .values({
          bookingId: booking.id,
          amountPaise: values.amountPaise,
          spentOn: values.date,
          description: values.description,
          createdById: actor.id,
          createdByName: actor.name,
          createdAt: now,
        })
        .returning();
      if (!cost) throw new Error('recording a cost returned no row');
      return cost;
    },
    audit: (_tx, booking, cost) =>
      onBooking(booking, 'artist_cost_recorded', null, {
        amountPaise: cost.amountPaise,
        date: cost.spentOn,
        description: cost.description,
      }),
    answer: (tx, booking) => settlementOfBooking(tx, booking, admin, indianDay()),
  });
}

/**
 * Removes a cost recorded by mistake (staff; audited), unless a payout was made since it was
 * recorded (the payout was reckoned with it). Null for no such booking or cost.
 */
export async function deleteCost(
  db: Db,
  bookingId: string,
  costId: string,
  actor: Actor,
  admin: boolean,
): Promise<Settlement | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      const booking = await lockedBooking(tx, bookingId);
      if (!booking) return undefined;
      const [cost] = await tx
        .select()
        .from(payoutCosts)
        .where(and(eq(payoutCosts.id, costId), eq(payoutCosts.bookingId, bookingId)));
      return cost ? { booking, cost } : undefined;
    },
    check: async (tx, { booking, cost }) => {
      const figures = await settlementFiguresOf(tx, booking);
      if (figures.payouts.some((payout) => payout.createdAt > cost.createdAt)) {
        throw new DomainRefusal(
          'conflict',
          'A payout was made since this cost was recorded: it stays, as the payout reckoned with it',
        );
      }
    },
    write: async (tx, { cost }) => {
      await tx.delete(payoutCosts).where(eq(payoutCosts.id, cost.id));
    },
    audit: (_tx, { booking, cost }) =>
      onBooking(
        booking,
        'artist_cost_removed',
        { amountPaise: cost.amountPaise, date: cost.spentOn, description: cost.description },
        null,
      ),
    answer: (tx, { booking }) => settlementOfBooking(tx, booking, admin, indianDay()),
  });
}
