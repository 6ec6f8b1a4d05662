import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { BookingListQueryValues, BookingListRow, BookingListTotals } from '#shared/schemas/bookings-list';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from '#server/db/client';
import { keysetSelection, type KeysetOrder } from '#server/db/keyset';
import { keysetList } from '#server/db/list-query';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { containsPattern } from '#server/lib/search-text';
import { scheduleSql, settledByBooking } from './booking-schedule-sql.js';

/*
 * The bookings' list (issue 41): every booking with its celebrity, customer, days, state and
 * money, by event date, filtered and summed. Its money is the booking's own schedule said in SQL
 * (booking-schedule-sql.ts), so the desk can filter by what is due and sum all the filtered rows
 * at once; bookings stay few beside inquiries, so the totals read every filtered row.
 */

/** By the first event day, then id (unique): one order read either way. */
function eventDateOrder(direction: 'asc' | 'desc'): KeysetOrder {
  return {
    name: `event-date-${direction}`,
    columns: [
      { column: bookings.startDate, kind: 'date' },
      { column: bookings.id, kind: 'uuid' },
    ],
    direction,
    index: 'asc',
  };
}

/** The list's filters, without paging. */
export type BookingListFilter = Pick<
  BookingListQueryValues,
  'q' | 'state' | 'due' | 'celebrity' | 'from' | 'to' | 'sort'
>;

/** The query's pieces on `today`: the joined rows, their money as SQL, and the filters' condition. */
function listParts(db: Db, filter: BookingListFilter, today: string) {
  const settled = settledByBooking(db);
  const money = scheduleSql(settled, today);
  const conditions: (SQL | undefined)[] = [];
  if (filter.state) conditions.push(eq(bookings.state, filter.state));
  if (filter.celebrity) conditions.push(eq(bookings.celebrityId, filter.celebrity));
  // A booking with any of its days in the range.
  if (filter.from) conditions.push(gte(bookings.endDate, filter.from));
  if (filter.to) conditions.push(lte(bookings.startDate, filter.to));
  if (filter.due === 'any') conditions.push(sql`${money.duePaise} > 0`);
  if (filter.due === 'overdue') conditions.push(money.overdue);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(bookings.number, pattern), ilike(inquiries.name, pattern), ilike(celebrities.name, pattern)),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const from = () =>
    db
      .select({
        id: bookings.id,
        number: bookings.number,
        inquiryId: bookings.inquiryId,
        inquiryReference: inquiries.reference,
        celebrityId: bookings.celebrityId,
        celebrityName: celebrities.name,
        customerName: inquiries.name,
        start: bookings.startDate,
        end: bookings.endDate,
        state: bookings.state,
        totalPaise: bookings.totalPaise,
        advancePaise: bookings.advancePaise,
        paidPaise: money.paidPaise,
        duePaise: money.duePaise,
        balanceDueOn: money.balanceDueOn,
        overdue: money.overdue,
        createdAt: bookings.createdAt,
        ...keysetSelection(eventDateOrder(filter.sort)),
      })
      .from(bookings)
      .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
      .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
      .leftJoin(settled, eq(settled.bookingId, bookings.id));
  const totals = () =>
    db
      .select({
        count: sql<string>`count(*)`,
        totalPaise: sql<string>`coalesce(sum(${bookings.totalPaise}), 0)`,
        paidPaise: sql<string>`coalesce(sum(${money.paidPaise}), 0)`,
        duePaise: sql<string>`coalesce(sum(${money.duePaise}), 0)`,
        overdueCount: sql<string>`count(*) filter (where ${money.overdue})`,
        overduePaise: sql<string>`coalesce(sum(${money.duePaise}) filter (where ${money.overdue}), 0)`,
      })
      .from(bookings)
      .innerJoin(inquiries, eq(inquiries.id, bookings.inquiryId))
      .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
      .leftJoin(settled, eq(settled.bookingId, bookings.id))
      .where(where);
  return { where, from, totals };
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listParts>['from']>>[number];

function toRow(row: ListedRow): BookingListRow {
  return {
    _id: row.id,
    number: row.number,
    inquiryId: row.inquiryId,
    inquiryReference: row.inquiryReference,
    celebrity: { _id: row.celebrityId, name: row.celebrityName },
    customer: { name: row.customerName },
    start: row.start,
    end: row.end,
    state: row.state,
    totalPaise: Number(row.totalPaise),
    advancePaise: Number(row.advancePaise),
    paidPaise: Number(row.paidPaise),
    duePaise: Number(row.duePaise),
    balanceDueOn: row.balanceDueOn,
    overdue: Boolean(row.overdue),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the list, by event date, with the totals of every row its filters keep (`GET /api/bookings`). */
export async function listBookings(
  db: Db,
  query: BookingListQueryValues,
  today = indianDay(),
): Promise<{ items: BookingListRow[]; meta: ListMeta & { totals: BookingListTotals } }> {
  const parts = listParts(db, query, today);
  let totals: BookingListTotals | undefined;
  const { rows, meta } = await keysetList(
    eventDateOrder(query.sort),
    query,
    parts.where,
    ({ where, orderBy, limit, offset }) =>
      parts
        .from()
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => {
      const [sums] = await parts.totals();
      totals = {
        count: Number(sums?.count ?? 0),
        totalPaise: Number(sums?.totalPaise ?? 0),
        paidPaise: Number(sums?.paidPaise ?? 0),
        duePaise: Number(sums?.duePaise ?? 0),
        overdueCount: Number(sums?.overdueCount ?? 0),
        overduePaise: Number(sums?.overduePaise ?? 0),
      };
      return { total: totals.count };
    },
  );
  if (!totals) throw new Error('the totals were not read');
  return { items: rows.map(toRow), meta: { ...meta, totals } };
}

/** Every row the filters keep, by event date: the CSV's. */
export async function allListedBookings(
  db: Db,
  filter: BookingListFilter,
  today = indianDay(),
): Promise<BookingListRow[]> {
  const parts = listParts(db, filter, today);
  const order = filter.sort === 'desc' ? sql`desc` : sql`asc`;
  const rows = await parts
    .from()
    .where(parts.where)
    .orderBy(sql`${bookings.startDate} ${order}`, sql`${bookings.id} ${order}`);
  return rows.map(toRow);
}
