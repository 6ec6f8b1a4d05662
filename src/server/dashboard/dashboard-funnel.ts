import { sql } from 'drizzle-orm';
import type { FunnelDays } from '#shared/constants/dashboard';
import type { Funnel } from '#shared/schemas/dashboard';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { wholePercentOf } from './whole-percent.js';

const DAY_MS = 86_400_000;

interface FunnelRow {
  inquiries: number;
  quoted: number;
  accepted: number;
  advancePaid: number;
}

/**
 * The funnel of the inquiries received in the `days` days up to `now` (issue 41, decision 0045):
 * - inquiries: received in those days;
 * - quoted: of them, those with a quote version sent or a booking (a booking agreed by phone was
 *   priced on the phone);
 * - accepted: those with a quote accepted by the customer or a booking (of any state);
 * - advancePaid: those with a booking that was confirmed (its advance paid: `confirmed_at`), even
 *   if cancelled since.
 * Each step is a subset of the one before. Quotes, acceptances and bookings are made after their
 * inquiry, so only those of the same days are read (quotes_sent_at_idx,
 * quote_acceptances_accepted_at_idx, bookings_created_at_idx), and then their inquiries by id:
 * the cost follows what happened in those days, not the tables.
 */
export async function funnelOf(db: Db, days: FunnelDays, now: Date): Promise<Funnel> {
  const from = sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const to = sql`${now.toISOString()}::timestamptz`;
  const bookedSince = (where = sql`true`) =>
    sql`select ${bookings.inquiryId} as inquiry_id from ${bookings}
      where ${bookings.createdAt} >= ${from} and ${bookings.createdAt} <= ${to} and ${where}`;
  /** How many inquiries received in those days are among `ids` (a select of `inquiry_id`). */
  const receivedAmong = (ids: ReturnType<typeof sql>) =>
    sql<number>`(select count(*) from (${ids}) as reached
      join ${inquiries} on ${inquiries.id} = reached.inquiry_id
      where ${inquiries.createdAt} >= ${from} and ${inquiries.createdAt} <= ${to})::int`;
  const [row] = await db
    .select({
      figures: sql<FunnelRow>`json_build_object(
        'inquiries', (select count(*) from ${inquiries}
          where ${inquiries.createdAt} >= ${from} and ${inquiries.createdAt} <= ${to}),
        'quoted', ${receivedAmong(sql`select ${quotes.inquiryId} as inquiry_id from ${quotes}
            where ${quotes.sentAt} >= ${from} and ${quotes.sentAt} <= ${to}
          union ${bookedSince()}`)},
        'accepted', ${receivedAmong(sql`select ${quotes.inquiryId} as inquiry_id from ${quoteAcceptances}
            join ${quotes} on ${quotes.id} = ${quoteAcceptances.quoteId}
            where ${quoteAcceptances.acceptedAt} >= ${from} and ${quoteAcceptances.acceptedAt} <= ${to}
          union ${bookedSince()}`)},
        'advancePaid', ${receivedAmong(sql`select distinct inquiry_id from (${bookedSince(sql`${bookings.confirmedAt} is not null`)}) as confirmed`)})`,
    })
    .from(sql`(select 1) as one`);
  const figures = row?.figures ?? { inquiries: 0, quoted: 0, accepted: 0, advancePaid: 0 };
  const inquiriesCount = Number(figures.inquiries);
  const quoted = Number(figures.quoted);
  const accepted = Number(figures.accepted);
  const advancePaid = Number(figures.advancePaid);
  return {
    days,
    inquiries: inquiriesCount,
    quoted,
    accepted,
    advancePaid,
    quotedPercent: wholePercentOf(quoted, inquiriesCount),
    acceptedPercent: wholePercentOf(accepted, quoted),
    advancePaidPercent: wholePercentOf(advancePaid, accepted),
    overallPercent: wholePercentOf(advancePaid, inquiriesCount),
  };
}
