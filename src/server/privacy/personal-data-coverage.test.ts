import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_COVERAGE, FOUND_THROUGH_PARENT, type Coverage } from './personal-data-map.js';
import { SEARCHED_TABLES } from './person-records.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';

/**
 * A privacy request must find a person wherever the product keeps them (issue 18). The migrated
 * database is the truth of where that can be: every column that can hold text must be placed
 * in privacy/personal-data-map.ts, so a new table or column (quotes, bookings) fails here until
 * someone decides whether erasure and export search it, and writes it in docs/operations.md.
 */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'bytea'];

/**
 * The free text staff, customers or SMTP servers write, where anyone may be named (an address, a
 * phone number): each is searched by a request, its mention erased (`searched`), or, where an
 * issued tax document prints it, exported and reported but kept as it is (`retained`, decision
 * 0025). Issue 36 found a blackout's reason, a cancellation's reason, a credit note's reason and
 * the payments' references left out: a new free-text column belongs here too.
 */
const FREE_TEXT: Record<string, 'searched' | 'retained'> = {
  'inquiries.additional_details': 'searched',
  'inquiry_notes.body': 'searched',
  'inquiry_events.details': 'searched',
  'emails.subject': 'searched',
  'emails.html': 'searched',
  'emails.text': 'searched',
  'emails.last_error': 'searched',
  'emails.smtp_response': 'searched',
  'audit_entries.subject_label': 'searched',
  'audit_entries.before': 'searched',
  'audit_entries.after': 'searched',
  'quotes.customer': 'searched',
  'quotes.rider': 'searched',
  'quotes.exemption_reason': 'searched',
  'quotes.decline_reason': 'searched',
  'quote_lines.description': 'searched',
  'calendar_entries.reason': 'searched',
  'bookings.cancel_reason': 'searched',
  'payments.reference': 'retained',
  'refunds.reference': 'retained',
  'invoices.document': 'retained',
  'credit_notes.reason': 'retained',
  'credit_notes.document': 'retained',
  'booking_commissions.reason': 'searched',
  'payout_costs.description': 'searched',
  'payouts.reference': 'retained',
  'payouts.tds_override_reason': 'retained',
  'payouts.overpay_reason': 'retained',
  'payouts.explanation': 'retained',
  'blackout_requests.reason': 'searched',
  'blackout_requests.decision_reason': 'searched',
};

/**
 * The columns that hold a person's own address or phone number, by which a request finds the rows
 * that are theirs (`identifies`): a customer's inquiry, a payee's contact, a celebrity's manager
 * (issue 39; decision 0038 first placed the manager with the catalogue, where a request never
 * looked). A new column of someone's contact details belongs here too.
 */
const IDENTIFYING = [
  'inquiries.email',
  'inquiries.phone_number',
  'celebrity_payees.contact_email',
  'celebrities.manager_email',
  'celebrities.manager_phone',
];

describe('the personal data map', () => {
  let database: TestDatabase;
  let columns: { table: string; column: string }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    // PGlite and node-postgres both answer `{ rows }`.
    const result = (await database.db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' order by table_name, ordinal_position`,
    )) as { rows: { table_name: string; column_name: string; data_type: string }[] };
    columns = result.rows
      .filter((row) => TEXT_TYPES.includes(row.data_type))
      .map((row) => ({ table: row.table_name, column: row.column_name }));
  });
  afterAll(async () => database.close());

  it('places every column of the database that can hold text', () => {
    expect(columns.length).toBeGreaterThan(40);
    const unplaced = columns.filter(({ table, column }) => COLUMN_COVERAGE[table]?.[column] === undefined);
    expect(unplaced, 'place these in privacy/personal-data-map.ts (and docs/operations.md, "Privacy")').toEqual([]);
  });

  it('places no column the database does not have', () => {
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const stale = Object.entries(COLUMN_COVERAGE).flatMap(([table, placed]) =>
      Object.keys(placed)
        .map((column) => `${table}.${column}`)
        .filter((name) => !existing.has(name)),
    );
    expect(stale).toEqual([]);
  });

  it('searches exactly the tables that have columns to search, and keeps `theirs` to those', () => {
    const withColumns = (...kinds: Coverage[]) =>
      Object.entries(COLUMN_COVERAGE)
        .filter(([, placed]) => Object.values(placed).some((coverage) => kinds.includes(coverage)))
        .map(([table]) => table)
        .sort();
    const searched = SEARCHED_TABLES.map((table) => getTableName(table)).sort();
    expect(withColumns('identifies', 'searched', 'retained')).toEqual(searched);
    // A row is theirs only when it is found by them: its table is searched, or its parent is.
    for (const table of withColumns('theirs')) expect(searched).toContain(FOUND_THROUGH_PARENT[table] ?? table);
  });

  it('finds a person by every column that holds their own address or phone number', () => {
    const identifying = Object.entries(COLUMN_COVERAGE)
      .flatMap(([table, placed]) =>
        Object.entries(placed)
          .filter(([, coverage]) => coverage === 'identifies')
          .map(([column]) => `${table}.${column}`),
      )
      .sort();
    expect(identifying).toEqual([...IDENTIFYING].sort());
  });

  it('searches every free-text column where anyone may be named, or retains and reports what an issued document prints', () => {
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const placed = Object.fromEntries(
      Object.keys(FREE_TEXT).map((name) => {
        const [table = '', column = ''] = name.split('.');
        return [name, existing.has(name) ? COLUMN_COVERAGE[table]?.[column] : 'not in the database'];
      }),
    );
    expect(placed).toEqual(FREE_TEXT);
  });
});
