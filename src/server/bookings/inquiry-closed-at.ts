import { and, eq, max } from 'drizzle-orm';
import type { InquiryStatus } from '#shared/constants/inquiries';
import type { Db } from '#server/db/client';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { bookings } from './bookings-tables.js';

/*
 * A customer's status link runs out some months after its inquiry closed (mail/status-link-tokens.ts,
 * decision 0023). Whether and when it closed is the bookings' and the inquiry's facts: mail and
 * the inquiries domain come after bookings in the domain order, so the app hands them this.
 */

/** Inquiry statuses that close an inquiry without a booking. */
const CLOSED_STATUSES: readonly InquiryStatus[] = ['rejected'];

/**
 * When the inquiry closed, or null while it is open: a booking still awaiting its advance or
 * confirmed keeps it open; otherwise the last completion or cancellation of its bookings, or the
 * last status change of an inquiry rejected without a booking.
 */
export async function inquiryClosedAt(db: Db, inquiryId: string): Promise<Date | null> {
  const rows = await db
    .select({ state: bookings.state, completedAt: bookings.completedAt, cancelledAt: bookings.cancelledAt })
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId));
  if (rows.some((row) => row.state === 'awaiting_advance' || row.state === 'confirmed')) return null;
  const ends = rows.map((row) => row.completedAt ?? row.cancelledAt).filter((at): at is Date => at !== null);
  if (ends.length > 0) return new Date(Math.max(...ends.map((at) => at.getTime())));
  const [inquiry] = await db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry || !CLOSED_STATUSES.includes(inquiry.status)) return null;
  const [changed] = await db
    .select({ at: max(inquiryEvents.createdAt) })
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.inquiryId, inquiryId), eq(inquiryEvents.kind, 'status_changed')));
  return changed?.at ?? null;
}
