import { asc, desc, eq, sql } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { Booking, CustomerBooking } from '#shared/schemas/booking-responses';
import type { BookingRow } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { invoices } from './billing-tables.js';
import { paidOn, paymentsOf, refundedOn } from './booking-money.js';
import { bookingSaleOf } from './booking-sale.js';
import { bookingSchedule } from './booking-schedule.js';

/*
 * A booking as the API shows it (decision 0031): its days and state from bookings, with what it
 * sold, what it has received, what is due and what was refunded, which are billing's.
 */

/** A booking for staff, its schedule as of India's `today`. */
export async function toBookingDto(db: Db, row: BookingRow, today = indianDay()): Promise<Booking> {
  const [found] = await db
    .select({
      name: celebrities.name,
      bufferBefore: calendarEntries.bufferBefore,
      bufferAfter: calendarEntries.bufferAfter,
    })
    .from(celebrities)
    .leftJoin(calendarEntries, eq(calendarEntries.bookingId, row.id))
    .where(eq(celebrities.id, row.celebrityId));
  const schedule = bookingSchedule(row, await paidOn(db, row.id), today);
  const refundedPaise = row.cancelledAt ? await refundedOn(db, row.id) : 0;
  const sale = await bookingSaleOf(db, row);
  return {
    _id: row.id,
    number: row.number,
    inquiryId: row.inquiryId,
    celebrity: { _id: row.celebrityId, name: found?.name ?? '' },
    quoteId: row.quoteId,
    state: row.state,
    start: row.startDate,
    end: row.endDate,
    bufferBefore: found?.bufferBefore ?? 0,
    bufferAfter: found?.bufferAfter ?? 0,
    venue: row.venue,
    sale,
    totalPaise: row.totalPaise,
    advancePaise: row.advancePaise,
    balancePaise: schedule.balancePaise,
    balanceDueDays: row.balanceDueDays,
    balanceDueOn: schedule.balanceDueOn,
    paidPaise: schedule.paidPaise,
    duePaise: schedule.duePaise,
    overdue: schedule.overdue,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancellation: row.cancelledAt
      ? {
          at: row.cancelledAt.toISOString(),
          by: row.cancelledBy ?? 'customer',
          byName: row.cancelledByName,
          reason: row.cancelReason ?? '',
          keptPaise: row.keptPaise ?? 0,
          refundDuePaise: row.refundDuePaise ?? 0,
          refundedPaise,
        }
      : null,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBooking(db: Db, id: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? toBookingDto(db, row) : null;
}

/** An inquiry's bookings, the first first. */
export async function inquiryBookings(db: Db, inquiryId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(asc(bookings.createdAt));
  const found = [];
  for (const row of rows) found.push(await toBookingDto(db, row));
  return found;
}

/**
 * The booking the customer's status link shows (issue 22): the inquiry's latest booking not
 * cancelled, else its latest (which then says it is cancelled); null before one is made. Its
 * schedule as of India's today, what is paid and due, and each payment by its receipt: nothing
 * of the agency's own (no ids, no staff, no payment references).
 */
export async function customerBooking(db: Db, inquiryId: string, today = indianDay()): Promise<CustomerBooking | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(sql`${bookings.state} = 'cancelled'`, desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!row) return null;
  const paid = (await paymentsOf(db, row.id)).map((payment) => ({
    receiptNumber: payment.receiptNumber,
    date: payment.receivedOn,
    amountPaise: payment.amountPaise,
    tdsPaise: payment.tdsPaise,
  }));
  const [invoice] = await db
    .select({ number: invoices.number, issuedOn: invoices.issuedOn })
    .from(invoices)
    .where(eq(invoices.bookingId, row.id));
  const settled = paid.reduce((sum, payment) => sum + payment.amountPaise + payment.tdsPaise, 0);
  const schedule = bookingSchedule(row, settled, today);
  return {
    number: row.number,
    state: row.state,
    start: row.startDate,
    end: row.endDate,
    venue: row.venue,
    totalPaise: row.totalPaise,
    advancePaise: row.advancePaise,
    ...schedule,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    invoice: invoice ?? null,
    refund: row.cancelledAt
      ? {
          keptPaise: row.keptPaise ?? 0,
          dueBackPaise: row.refundDuePaise ?? 0,
          refundedPaise: await refundedOn(db, row.id),
        }
      : null,
    payments: paid,
  };
}
