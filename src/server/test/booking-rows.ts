import { randomUUID } from 'node:crypto';
import type { BookingState } from '#shared/constants/bookings';
import type { Db } from '#server/db/client';
import { payments } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { insertInquiry } from './rows.js';

/**
 * Bookings and payments written straight into the tables, for tests that need them dated in the
 * past or many of them (the dashboard's figures and lists).
 */

/** A booking of `celebrityId`, for an inquiry of its own unless one is given; its id. */
export async function insertBooking(
  db: Db,
  fields: {
    celebrityId: string;
    createdAt: Date;
    totalPaise: number;
    advancePaise: number;
    start: string;
    end?: string;
    balanceDueDays: number;
    state: BookingState;
    inquiryId?: string;
    customerName?: string;
  },
): Promise<string> {
  const inquiryId =
    fields.inquiryId ??
    (
      await insertInquiry(db, {
        createdAt: fields.createdAt,
        ...(fields.customerName && { name: fields.customerName }),
      })
    ).id;
  const [row] = await db
    .insert(bookings)
    .values({
      number: `SLT/B/TEST/${randomUUID().slice(0, 8)}`,
      inquiryId,
      celebrityId: fields.celebrityId,
      state: fields.state,
      startDate: fields.start,
      endDate: fields.end ?? fields.start,
      totalPaise: fields.totalPaise,
      advancePaise: fields.advancePaise,
      balanceDueDays: fields.balanceDueDays,
      confirmedAt: fields.state === 'awaiting_advance' ? null : fields.createdAt,
      cancelledAt: fields.state === 'cancelled' ? fields.createdAt : null,
      createdAt: fields.createdAt,
      updatedAt: fields.createdAt,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert failed');
  return row.id;
}

/** A payment on `bookingId` received on `day`, with any tax deducted at source. */
export async function insertPayment(
  db: Db,
  bookingId: string,
  day: string,
  amountPaise: number,
  tdsPaise = 0,
  createdAt = new Date(),
): Promise<void> {
  await db.insert(payments).values({
    bookingId,
    receiptNumber: `SLT/R/TEST/${randomUUID().slice(0, 8)}`,
    amountPaise,
    tdsPaise,
    tdsSection: tdsPaise > 0 ? '194J' : '',
    receivedOn: day,
    mode: 'bank_transfer',
    reference: 'UTR0001',
    createdAt,
  });
}
