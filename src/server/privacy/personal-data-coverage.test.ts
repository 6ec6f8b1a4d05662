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
    expect(withColumns('identifies', 'searched')).toEqual(searched);
    // A row is theirs only when it is found by them: its table is searched, or its parent is.
    for (const table of withColumns('theirs')) expect(searched).toContain(FOUND_THROUGH_PARENT[table] ?? table);
  });
});
