import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PrivacyExport } from '#shared/schemas/privacy';
import type { Db } from '#server/db/client';
import { auditEntries } from '#server/audit/audit-tables';
import { creditNotes, invoices, payments, refunds } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { inquiries, inquiryEvents, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingCommissions, payoutCosts, payouts } from '#server/payouts/payouts-tables';
import { quoteLines, quotes } from '#server/quotes/quotes-tables';
import { blackoutRequests } from '#server/talent/talent-tables';
import { columnsOf } from './personal-data-map.js';
import { mentionExcerpts, type Person, redactJson } from './person-match.js';
import type { PersonRecords } from './person-records.js';

/**
 * Others' records that name the person (person-records.ts finds them): an export shows where,
 * with a few words around each mention (never the rest of someone else's record); an erasure
 * replaces the mention and keeps the record, except where an issued tax document prints it:
 * that is kept as it is and reported (`retained`, decision 0025).
 */
type MentionTable =
  | typeof inquiries
  | typeof inquiryNotes
  | typeof inquiryEvents
  | typeof emails
  | typeof auditEntries
  | typeof quotes
  | typeof quoteLines
  | typeof calendarEntries
  | typeof bookings
  | typeof payments
  | typeof refunds
  | typeof invoices
  | typeof creditNotes
  | typeof blackoutRequests
  | typeof bookingCommissions
  | typeof payoutCosts
  | typeof payouts;
type Row = Record<string, unknown>;
type Mention = PrivacyExport['mentions'][number];

/**
 * The columns of `table` where a mention is looked for and replaced: those personal-data-map.ts
 * has `searched`, but an e-mail's recipients (one to the person is theirs, deleted whole; a team
 * alert's are the team's), and for an excerpt its HTML and search text (its plain text and
 * subject say the same).
 */
function mentionColumns(table: MentionTable, forExcerpt: boolean): [string, PgColumn][] {
  // What an issued document prints is shown in an export, never replaced.
  const searched = columnsOf(
    table,
    ...(forExcerpt ? (['searched', 'retained'] as const) : (['searched'] as const)),
  ).filter(
    (column) =>
      column !== emails.recipients && !(forExcerpt && (column === emails.html || column === emails.searchText)),
  );
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([, column]) =>
    searched.includes(column),
  );
}

async function rowsOf(db: Db, table: MentionTable, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  // Drizzle's builders take one table type at a time; every one of these has an `id`.
  return db
    .select()
    .from(table as typeof inquiryNotes)
    .where(inArray(table.id, ids));
}

/** The cancelled bookings among `ids` with a refund: their refund voucher prints the reason. */
async function withRefundVoucher(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: refunds.bookingId }).from(refunds).where(inArray(refunds.bookingId, ids));
  return new Set(rows.map((row) => row.id));
}

const ALWAYS = async (_db: Db, ids: string[]) => new Set(ids);

/**
 * Where each kind of mention is, and the inquiry it belongs to (when it belongs to one).
 * `retained`: the rows an issued tax document prints, kept as they are (decision 0025); `touch`:
 * the row's `updated_at` moves with an erasure (a feed's event says it changed).
 */
const SOURCES: {
  record: Mention['record'];
  table: MentionTable;
  ids: (found: PersonRecords['mentions']) => string[];
  inquiryOf: (row: Row) => unknown;
  retained?: (db: Db, ids: string[]) => Promise<Set<string>>;
  touch?: boolean;
}[] = [
  { record: 'inquiry', table: inquiries, ids: (found) => found.inquiryIds, inquiryOf: (row) => row.id },
  { record: 'note', table: inquiryNotes, ids: (found) => found.noteIds, inquiryOf: (row) => row.inquiryId },
  { record: 'timeline', table: inquiryEvents, ids: (found) => found.eventIds, inquiryOf: (row) => row.inquiryId },
  { record: 'email', table: emails, ids: (found) => found.emailIds, inquiryOf: (row) => row.inquiryId },
  {
    record: 'audit',
    table: auditEntries,
    ids: (found) => found.auditEntryIds,
    inquiryOf: (row) => (row.kind === 'inquiry' ? row.subjectId : null),
  },
  { record: 'quote', table: quotes, ids: (found) => found.quoteIds, inquiryOf: (row) => row.inquiryId },
  // A line names its quote, not the inquiry: the export says which line, under the quote's.
  { record: 'quote_line', table: quoteLines, ids: (found) => found.quoteLineIds, inquiryOf: () => null },
  // The manager's iCalendar feed reads a blackout's reason, and its event's stamp.
  {
    record: 'calendar_entry',
    table: calendarEntries,
    ids: (found) => found.calendarEntryIds,
    inquiryOf: () => null,
    touch: true,
  },
  {
    record: 'booking',
    table: bookings,
    ids: (found) => found.bookingIds,
    inquiryOf: (row) => row.inquiryId,
    retained: withRefundVoucher,
  },
  // Each names its booking (or its invoice), not the inquiry; an issued document prints each.
  { record: 'payment', table: payments, ids: (found) => found.paymentIds, inquiryOf: () => null, retained: ALWAYS },
  { record: 'refund', table: refunds, ids: (found) => found.refundIds, inquiryOf: () => null, retained: ALWAYS },
  { record: 'invoice', table: invoices, ids: (found) => found.invoiceIds, inquiryOf: () => null, retained: ALWAYS },
  {
    record: 'credit_note',
    table: creditNotes,
    ids: (found) => found.creditNoteIds,
    inquiryOf: () => null,
    retained: ALWAYS,
  },
  // Another talent's blackout request whose reason, or staff's answer, names them.
  {
    record: 'blackout_request',
    table: blackoutRequests,
    ids: (found) => found.blackoutRequestIds,
    inquiryOf: () => null,
  },
  // The artist's side (issue 39): staff's reasons and costs are replaced; a payout, printed on
  // its voucher and the TDS register, is kept.
  { record: 'commission', table: bookingCommissions, ids: (found) => found.commissionIds, inquiryOf: () => null },
  { record: 'artist_cost', table: payoutCosts, ids: (found) => found.artistCostIds, inquiryOf: () => null },
  { record: 'payout', table: payouts, ids: (found) => found.payoutIds, inquiryOf: () => null, retained: ALWAYS },
];

/** The rows of a source, and which of them an issued document prints. */
async function sourceRows(db: Db, source: (typeof SOURCES)[number], found: PersonRecords['mentions']) {
  const ids = source.ids(found);
  const rows = await rowsOf(db, source.table, ids);
  const retained = source.retained ? await source.retained(db, ids) : new Set<string>();
  return { rows, retained };
}

/** Each mention of the person in others' records, for the export. */
export async function listMentions(db: Db, person: Person, found: PersonRecords['mentions']): Promise<Mention[]> {
  const mentions: Mention[] = [];
  for (const source of SOURCES) {
    const columns = mentionColumns(source.table, true);
    const { rows, retained } = await sourceRows(db, source, found);
    for (const row of rows) {
      const inquiry = source.inquiryOf(row);
      for (const [field] of columns) {
        for (const excerpt of new Set(mentionExcerpts(person, row[field]))) {
          mentions.push({
            record: source.record,
            _id: String(row.id),
            inquiry: typeof inquiry === 'string' ? inquiry : null,
            field,
            excerpt,
            retained: retained.has(String(row.id)),
          });
        }
      }
    }
  }
  return mentions;
}

/**
 * Replaces the person's address and number in others' records; answers how many records changed,
 * and how many were kept as they are because an issued tax document prints them.
 */
export async function redactMentions(
  db: Db,
  person: Person,
  found: PersonRecords['mentions'],
): Promise<{ changed: number; retained: number }> {
  let changed = 0;
  let kept = 0;
  for (const source of SOURCES) {
    const columns = mentionColumns(source.table, false);
    const { rows, retained } = await sourceRows(db, source, found);
    for (const row of rows) {
      if (retained.has(String(row.id))) {
        kept += 1;
        continue;
      }
      const values: Row = Object.fromEntries(columns.map(([key]) => [key, redactJson(person, row[key])]));
      if (source.touch) values.updatedAt = new Date();
      await db
        .update(source.table as typeof inquiryNotes)
        .set(values)
        .where(eq(source.table.id, row.id as string));
      changed += 1;
    }
  }
  return { changed, retained: kept };
}
