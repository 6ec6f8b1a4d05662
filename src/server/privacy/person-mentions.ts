import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PrivacyExport } from '#shared/schemas/privacy';
import type { Db } from '#server/db/client';
import { auditEntries, emails, inquiries, inquiryEvents, inquiryNotes, quoteLines, quotes } from '#server/db/schema';
import { columnsOf } from './personal-data-map.js';
import { mentionExcerpts, type Person, redactJson } from './person-match.js';
import type { PersonRecords } from './person-records.js';

/**
 * Others' records that name the person (person-records.ts finds them): an export shows where,
 * with a few words around each mention (never the rest of someone else's record); an erasure
 * replaces the mention and keeps the record.
 */
type MentionTable =
  | typeof inquiries
  | typeof inquiryNotes
  | typeof inquiryEvents
  | typeof emails
  | typeof auditEntries
  | typeof quotes
  | typeof quoteLines;
type Row = Record<string, unknown>;
type Mention = PrivacyExport['mentions'][number];

/**
 * The columns of `table` where a mention is looked for and replaced: those personal-data-map.ts
 * has `searched`, but an e-mail's recipients (one to the person is theirs, deleted whole; a team
 * alert's are the team's), and for an excerpt its HTML and search text (its plain text and
 * subject say the same).
 */
function mentionColumns(table: MentionTable, forExcerpt: boolean): [string, PgColumn][] {
  const searched = columnsOf(table, 'searched').filter(
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

/** Where each kind of mention is, and the inquiry it belongs to (when it belongs to one). */
const SOURCES: {
  record: Mention['record'];
  table: MentionTable;
  ids: (found: PersonRecords['mentions']) => string[];
  inquiryOf: (row: Row) => unknown;
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
];

/** Each mention of the person in others' records, for the export. */
export async function listMentions(db: Db, person: Person, found: PersonRecords['mentions']): Promise<Mention[]> {
  const mentions: Mention[] = [];
  for (const source of SOURCES) {
    const columns = mentionColumns(source.table, true);
    for (const row of await rowsOf(db, source.table, source.ids(found))) {
      const inquiry = source.inquiryOf(row);
      for (const [field] of columns) {
        for (const excerpt of new Set(mentionExcerpts(person, row[field]))) {
          mentions.push({
            record: source.record,
            _id: String(row.id),
            inquiry: typeof inquiry === 'string' ? inquiry : null,
            field,
            excerpt,
          });
        }
      }
    }
  }
  return mentions;
}

/** Replaces the person's address and number in others' records; answers how many changed. */
export async function redactMentions(db: Db, person: Person, found: PersonRecords['mentions']): Promise<number> {
  let changed = 0;
  for (const source of SOURCES) {
    const columns = mentionColumns(source.table, false);
    for (const row of await rowsOf(db, source.table, source.ids(found))) {
      const values = Object.fromEntries(columns.map(([key]) => [key, redactJson(person, row[key])]));
      await db
        .update(source.table as typeof inquiryNotes)
        .set(values)
        .where(eq(source.table.id, row.id as string));
      changed += 1;
    }
  }
  return changed;
}
