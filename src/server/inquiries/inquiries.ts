import { and, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { DUE_SOON_HOURS, type EventType, type InquiryStatus } from '#shared/constants/inquiries';
import { indianDay } from '#shared/format';
import { inquiryQuoteStateOn } from '#shared/gst/quote-state';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Inquiry, InquiryFilter, InquiryInput, InquiryListQuery } from '#shared/schemas/inquiry';
import { MESSAGES } from '#shared/messages';
import type { Db } from '#server/db/client';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { keysetList, newestFirst } from '#server/db/list-query';
import { keysetOrderBy, keysetSelection, type KeysetOrder } from '#server/db/keyset';
import { listTotal } from '#server/db/list-total';
import { users } from '#server/accounts/accounts-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { isForeignKeyViolation } from '#server/lib/pg-errors';
import {
  customerStatusEmail,
  type DeskSettings,
  inquiryReceivedEmail,
  teamInquiryEmail,
  teamRecipients,
} from './inquiry-emails.js';
import { emailAgencyOf } from '#server/site/email-agency';
import { recordAudit, WEBSITE_VISITOR } from '#server/audit/audit-log';
import { changeInquiry } from './change-inquiry.js';
import { lockInquiry, recordTimelineEvent, writeInquiryStatus } from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { countFromTallies, talliedFilter } from './inquiry-tallies.js';
import type { Actor } from '#server/lib/actor';
import { nextReference } from './inquiry-references.js';
import { queueEmail } from '#server/mail/outbox';
import { containsPattern, digitsOf, inquirySearchText } from '#server/lib/search-text';

/**
 * An inquiry's row with its assignee's current name (null when nobody is assigned) and whether it
 * has a booking (which keeps it from being deleted).
 */
type InquiryRow = typeof inquiries.$inferSelect & { assigneeName: string | null; hasBooking: boolean };

/**
 * Whether the inquiry has a booking, of any state: one lookup of bookings_inquiry_idx per row. A
 * scalar sub-select with a limit, not `exists`: PostgreSQL plans an `exists` in the select list
 * both ways and, judging by the rows before the query's limit (every inquiry), picks the one
 * that hashes every booking's inquiry (40,000 rows, 7-17 ms) to show five or twenty-five rows.
 */
const hasBooking = sql<boolean>`coalesce((select true from ${bookings}
  where ${bookings.inquiryId} = ${inquiries.id} limit 1), false)`;

/** An inquiry's columns and its assignee's name: what every read of inquiries selects. */
export function selectInquiries(db: Db) {
  return db
    .select({ ...getTableColumns(inquiries), assigneeName: users.name, hasBooking })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.assigneeId));
}

/**
 * The API shape of an inquiry (SPEC §3, updatedAt, and the desk's reference, clock, assignee and
 * current quote), its quote's state as shown today (India's day).
 */
export function toInquiryDto(row: InquiryRow): Inquiry {
  return inquiryDtoOn(indianDay())(row);
}

/**
 * The same on a given day (`YYYY-MM-DD`, India's), for many rows at once: a sent or viewed quote
 * past its validity day shows as expired.
 */
export const inquiryDtoOn =
  (today: string) =>
  (row: InquiryRow): Inquiry => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    celebrity: row.celebrityId,
    celebrityName: row.celebrityName,
    eventType: row.eventType as EventType,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    additionalDetails: row.additionalDetails,
    status: row.status,
    kind: row.kind,
    packageName: row.packageName,
    budgetRange: row.budgetRange,
    audienceSize: row.audienceSize,
    budgetPaise: row.budgetPaise,
    guests: row.guests,
    companyName: row.companyName,
    gstin: row.gstin,
    billingState: row.billingState,
    consentAt: row.consentAt?.toISOString() ?? null,
    reference: row.reference,
    replyBy: row.replyBy.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    assignee: row.assigneeId && row.assigneeName !== null ? { _id: row.assigneeId, name: row.assigneeName } : null,
    quoteState: inquiryQuoteStateOn(row.quoteState, row.quoteValidUntil, today),
    quoteTotalPaise: row.quoteTotalPaise,
    hasBooking: row.hasBooking,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** One inquiry as the API answers it; null when there is none with this id. */
export async function getInquiry(db: Db, id: string): Promise<Inquiry | null> {
  const [row] = await selectInquiries(db).where(eq(inquiries.id, id));
  return row ? toInquiryDto(row) : null;
}

/**
 * Stores a visitor's inquiry as pending, with the celebrity's name as the catalogue has it, and
 * in the same transaction its reference, its promised reply time, the first entry of its
 * timeline and the two e-mails it causes (the customer's acknowledgement with the private
 * status link, and the team's alert). Null when the celebrity is gone (deleted between the name
 * lookup and this insert).
 */
export async function createInquiry(
  db: Db,
  settings: DeskSettings,
  input: InquiryInput,
  celebrityName: string,
): Promise<Inquiry | null> {
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(inquiries)
        .values({
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber,
          celebrityId: input.celebrity ?? null,
          celebrityName,
          kind: input.celebrity === undefined ? 'general' : 'booking',
          packageName: input.packageName || null,
          budgetRange: input.budgetRange ?? null,
          audienceSize: input.audienceSize ?? null,
          budgetPaise: input.budgetPaise ?? null,
          guests: input.guests ?? null,
          companyName: input.companyName || null,
          gstin: input.gstin || null,
          billingState: input.billingState ?? null,
          consentAt: now,
          // A general inquiry may leave the event type out: it is then "Other".
          eventType: input.eventType ?? 'Other',
          eventDate: input.eventDate,
          eventLocation: input.eventLocation,
          additionalDetails: input.additionalDetails,
          status: 'pending',
          searchText: inquirySearchText({ ...input, celebrityName, eventType: input.eventType ?? 'Other' }),
          reference: await nextReference(tx, now),
          replyBy: new Date(now.getTime() + settings.responseHours * 3600_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordTimelineEvent(tx, row.id, 'system', 'received', undefined, now);
      const received = toInquiryDto({ ...row, assigneeName: null, hasBooking: false });
      await recordAudit(tx, WEBSITE_VISITOR, {
        kind: 'inquiry',
        action: 'received',
        subjectId: row.id,
        subjectLabel: `${row.reference} (${row.name})`,
        before: null,
        after: received,
      });
      const agency = await emailAgencyOf(tx);
      await queueEmail(tx, await inquiryReceivedEmail(row, settings, agency), now);
      const team = await teamRecipients(tx, settings);
      if (team.length > 0) await queueEmail(tx, await teamInquiryEmail(row, 'new', team, settings, agency), now);
      return received;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/** The order of every inquiry list (see newestFirst). */
export const inquiriesNewestFirst = newestFirst(inquiries.createdAt, inquiries.id);

/**
 * The list's order, as keyset paging walks it (keyset.ts). Received (the default) is newest
 * first; event date and reply-by are soonest first, ties oldest first; `order` turns any of them
 * round. Each is one index read forwards or backwards (inquiries_created_at_idx,
 * inquiries_event_date_order_idx, inquiries_reply_by_order_idx), so a page never sorts the table.
 */
export function inquiryKeyset(query: Pick<InquiryListQuery, 'sort' | 'order'>): KeysetOrder {
  const created = { column: inquiries.createdAt, kind: 'timestamp' } as const;
  const id = { column: inquiries.id, kind: 'uuid' } as const;
  if (query.sort === undefined || query.sort === 'received') {
    const direction = query.order ?? 'desc';
    return { name: `received.${direction}`, columns: [created, id], direction, index: 'desc' };
  }
  const first =
    query.sort === 'event-date'
      ? ({ column: inquiries.eventDate, kind: 'date' } as const)
      : ({ column: inquiries.replyBy, kind: 'timestamp' } as const);
  const direction = query.order ?? 'asc';
  return { name: `${query.sort}.${direction}`, columns: [first, created, id], direction, index: 'asc' };
}

/** The list's order as SQL (see inquiryKeyset). */
export function inquiryOrder(query: Pick<InquiryListQuery, 'sort' | 'order'>): SQL[] {
  return keysetOrderBy(inquiryKeyset(query));
}

/**
 * The quote filter as SQL, on India's day `today`: the inquiry's current quote as the row keeps it
 * (synced by syncInquiryQuote), a sent or viewed one counted as expired once past its validity day
 * (inquiryQuoteStateOn). Every value but `none` names its states, so the planner reads the few
 * quoted inquiries from the partial index inquiries_quote_state_idx.
 */
function quoteFilter(quote: InquiryFilter['quote'], today: string): SQL | undefined {
  switch (quote) {
    case undefined:
      return undefined;
    case 'none':
      return isNull(inquiries.quoteState);
    case 'expired':
      return and(inArray(inquiries.quoteState, ['sent', 'viewed']), lt(inquiries.quoteValidUntil, today));
    case 'sent':
    case 'viewed':
      return and(eq(inquiries.quoteState, quote), gte(inquiries.quoteValidUntil, today));
    default:
      return eq(inquiries.quoteState, quote);
  }
}

/**
 * The list's filters as SQL. `q` matches the search text (name, celebrity, event type, e-mail,
 * phone digits); a `q` written like a phone number ("98765 43210") also matches by its digits.
 * `assignee: 'me'` must be resolved to the user's id before this. The clock filters take pending
 * inquiries never answered: overdue once past reply-by, due soon within DUE_SOON_HOURS of it.
 * The quote filter reads India's day at `now` (quoteFilter).
 */
export function inquiryFilter(filter: InquiryFilter, now = new Date()): SQL | undefined {
  const dueSoonEnd = new Date(now.getTime() + DUE_SOON_HOURS * 3600_000);
  const waiting = and(eq(inquiries.status, 'pending'), isNull(inquiries.firstResponseAt));
  const digits = filter.q && /^[\d\s\-+().]+$/.test(filter.q) ? digitsOf(filter.q) : '';
  return and(
    filter.status ? eq(inquiries.status, filter.status) : undefined,
    filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
    filter.q
      ? or(
          sql`${inquiries.searchText} like ${containsPattern(filter.q)}`,
          digits.length >= 3 ? sql`${inquiries.searchText} like ${containsPattern(digits)}` : undefined,
        )
      : undefined,
    filter.assignee === 'none'
      ? isNull(inquiries.assigneeId)
      : filter.assignee
        ? eq(inquiries.assigneeId, filter.assignee)
        : undefined,
    filter.clock === 'overdue' ? and(waiting, lt(inquiries.replyBy, now)) : undefined,
    filter.clock === 'due-soon'
      ? and(waiting, gte(inquiries.replyBy, now), lte(inquiries.replyBy, dueSoonEnd))
      : undefined,
    filter.clock === 'at-risk' ? and(waiting, lte(inquiries.replyBy, dueSoonEnd)) : undefined,
    filter.eventFrom ? gte(inquiries.eventDate, filter.eventFrom) : undefined,
    filter.eventTo ? lte(inquiries.eventDate, filter.eventTo) : undefined,
    quoteFilter(filter.quote, indianDay(now)),
  );
}

/**
 * One page of inquiries matching the filters, in the chosen order, how many match in all, and the
 * cursors to the pages beside it. The total comes from the tallies where they answer it exactly;
 * otherwise it is counted up to EXACT_TOTAL_UP_TO and estimated beyond (list-total.ts).
 */
export async function listInquiries(db: Db, query: InquiryListQuery): Promise<{ items: Inquiry[]; meta: ListMeta }> {
  const where = inquiryFilter(query);
  const tallied = talliedFilter(query);
  const order = inquiryKeyset(query);
  const { rows, meta } = await keysetList(
    order,
    query,
    where,
    (page) =>
      db
        .select({ ...getTableColumns(inquiries), assigneeName: users.name, hasBooking, ...keysetSelection(order) })
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.assigneeId))
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset),
    // The tallies answer at once where they can; counting every matching row took most of a
    // list call at a million inquiries (docs/performance-log.md).
    async () => (tallied ? { total: await countFromTallies(db, tallied) } : listTotal(db, inquiries, where)),
  );
  return { items: rows.map(inquiryDtoOn(indianDay())), meta };
}

/**
 * The ids of every inquiry matching the filter, newest first, cut into batches: one row per
 * batch, its ids as one text `a,b,c` (37 bytes an inquiry, where a row object per id held about
 * 190 MB for an export of a million).
 */
export function exportBatchIds(db: Db, query: InquiryFilter, batchSize: number) {
  const numbered = db
    .select({
      id: inquiries.id,
      position: sql<number>`row_number() over (order by ${sql.join(inquiriesNewestFirst, sql`, `)})`.as('position'),
    })
    .from(inquiries)
    .where(inquiryFilter(query))
    .as('numbered');
  return db
    .select({ ids: sql<string>`string_agg(${numbered.id}::text, ',' order by ${numbered.position})` })
    .from(numbered)
    .groupBy(sql`(${numbered.position} - 1) / ${batchSize}`)
    .orderBy(sql`min(${numbered.position})`);
}

const inquiryColumns = getTableColumns(inquiries);
/** The columns that drizzle hands over as a Date (timestamps); JSON carries them as text. */
const dateKeys = Object.entries(inquiryColumns)
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key);

/**
 * An inquiry's row with its assignee's name as one JSON text, keyed as drizzle keys its rows. The
 * embedded database's driver takes a result apart column by column in JavaScript, which was most
 * of an export batch's time: 1,000 rows took 36 ms as 25 columns and 19 ms as one text each, the
 * database's lookups 6 ms of either (PostgreSQL's driver: 10 ms both ways; docs/performance-log.md).
 */
const inquiryAsJson = sql<string>`json_build_object(${sql.join(
  [
    ...Object.entries(inquiryColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`'assigneeName', ${users.name}`,
    sql`'hasBooking', ${hasBooking}`,
  ],
  sql`, `,
)})::text`;

/** A row of inquiryAsJson as drizzle would have handed it over. */
function inquiryRowFromJson(text: string): InquiryRow {
  const row = JSON.parse(text) as Record<string, unknown>;
  for (const key of dateKeys) if (typeof row[key] === 'string') row[key] = new Date(row[key]);
  return row as InquiryRow;
}

/** The inquiries of one batch of exportBatchIds, newest first, each as inquiryAsJson. */
export function inquiryBatchQuery(db: Db, ids: string) {
  return (
    db
      .select({ json: inquiryAsJson })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.assigneeId))
      // One array parameter, not a thousand: the ids are uuids the database just gave.
      .where(sql`${inquiries.id} = any(${`{${ids}}`}::uuid[])`)
      .orderBy(...inquiriesNewestFirst)
  );
}

async function inquiryBatch(db: Db, ids: string): Promise<InquiryRow[]> {
  const rows = await inquiryBatchQuery(db, ids);
  return rows.map(({ json }) => inquiryRowFromJson(json));
}

/**
 * Batches of the export asked for ahead of the one being written out: with two, PostgreSQL reads
 * one while it sends the other (26,300 rows: 600 ms with one, 500 with two, no better with three).
 */
const EXPORT_READ_AHEAD = 2;

/**
 * Every inquiry matching the filter, newest first, in batches (for the CSV export). The ids of
 * every match come first, in order and cut into batches, in one query: asked for them all, the database combines its
 * indexes (the search's trigrams with the status) and reads only the matching rows, where a
 * batch walking the date order read every pending row and tested the search on each (about
 * 3,500 rows read for 1,000 kept: 720 ms of a 26,300-row export at a million inquiries,
 * docs/performance-log.md). Then the rows are read by id, a batch at a time, EXPORT_READ_AHEAD
 * batches asked for ahead, so the database reads them while the caller writes rows out. Each
 * read is a short query of its own, so a slow download holds no connection or transaction (the
 * embedded database has one). An inquiry deleted between the two steps is left out; one changed
 * is exported as it is when its batch is read.
 */
export async function* allInquiries(db: Db, query: InquiryFilter, batchSize = 1000): AsyncGenerator<Inquiry[]> {
  const batches = await exportBatchIds(db, query, batchSize);
  const batchAt = (index: number) => inquiryBatch(db, batches[index]!.ids);
  const asked: Promise<InquiryRow[]>[] = [];
  let nextBatch = 0;
  const askAhead = () => {
    while (asked.length < EXPORT_READ_AHEAD && nextBatch < batches.length) {
      const batch = batchAt(nextBatch++);
      // Awaited in its turn; a caller that stops early must not leave it unhandled.
      batch.catch(() => undefined);
      asked.push(batch);
    }
  };
  askAhead();
  for (let batch = asked.shift(); batch; batch = asked.shift()) {
    const rows = await batch;
    askAhead();
    if (rows.length > 0) yield rows.map(inquiryDtoOn(indianDay()));
  }
}

/**
 * Sets an inquiry's status and, in the same transaction, puts the change on its timeline with
 * who made it. The first move away from `pending` is when the inquiry counts as answered.
 * Setting the status it already has changes nothing.
 */
export async function updateInquiryStatus(
  db: Db,
  id: string,
  change: { status: InquiryStatus; notifyCustomer?: boolean | undefined },
  actor: Actor,
): Promise<Inquiry | null> {
  const { status } = change;
  return changeInquiry(
    db,
    id,
    {
      kind: 'status_changed',
      unchanged: (row) => row.status === status,
      write: (tx, current, now) => writeInquiryStatus(tx, current, status, now),
      details: (row) => ({ from: row.status, to: status }),
      before: (row) => ({ status: row.status }),
      after: () => ({ status, emailedCustomer: Boolean(change.notifyCustomer) }),
      // "E-mail the customer" on a decision: queued with the change, so it goes exactly when the
      // change is saved.
      mail: async (tx, _current, row, now) => {
        if (change.notifyCustomer && (status === 'confirmed' || status === 'rejected')) {
          // "Confirmed" tells the customer they are booked only when a booking is (finding 10).
          const decision = status === 'confirmed' && !(await hasConfirmedBooking(tx, id)) ? 'arranging' : status;
          await queueEmail(tx, await customerStatusEmail(row, decision, await emailAgencyOf(tx)), now);
        }
      },
      answer: async (tx) => {
        const inquiry = await getInquiry(tx, id);
        if (!inquiry) throw new Error(`inquiry ${id} vanished inside its own transaction`);
        return inquiry;
      },
    },
    actor,
  );
}

/** Whether the inquiry has a booking confirmed or completed: its days are taken, the customer is booked. */
async function hasConfirmedBooking(db: Db, inquiryId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.inquiryId, inquiryId), inArray(bookings.state, ['confirmed', 'completed'])))
    .limit(1);
  return found !== undefined;
}

/** Deletes an inquiry (its notes and timeline go with it); the audit log keeps it as it was. */
export async function deleteInquiry(db: Db, id: string, actor: Actor): Promise<boolean> {
  const deleted = await runInquiryStep(db, actor, {
    lock: (tx) => lockInquiry(tx, id),
    write: async (tx) => {
      const before = await getInquiry(tx, id);
      if (!before) throw new Error(`inquiry ${id} vanished inside its own transaction`);
      const [booked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.inquiryId, id)).limit(1);
      if (booked) throw new DomainRefusal('conflict', MESSAGES.inquiryHasBookings);
      await tx.delete(inquiries).where(eq(inquiries.id, id));
      return before;
    },
    audit: (_tx, _row, before) => ({
      kind: 'inquiry',
      action: 'deleted',
      subjectId: id,
      subjectLabel: `${before.reference} (${before.name})`,
      before,
      after: null,
    }),
    answer: () => true,
  });
  return deleted ?? false;
}
