import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';
import { EXACT_TOTAL_UP_TO, listTotal } from './list-total.js';

/**
 * A list's total: exact up to EXACT_TOTAL_UP_TO matching rows, the planner's estimate beyond,
 * and "more than" where the estimate is proven wrong by the rows themselves. On a table of
 * 12,500 audit entries: 12,000 made by a script and 500 by one person.
 */
let database: TestDatabase;
const MANY = 12_000;
const FEW = 500;

beforeAll(async () => {
  database = await createTestDatabase();
  // Statistics are gathered by this test alone (on PostgreSQL, autovacuum would in its own time).
  await database.db.execute(sql`alter table ${auditEntries} set (autovacuum_enabled = false)`);
  await database.db.execute(sql`
    insert into ${auditEntries} (actor_name, kind, action, subject_id, subject_label, created_at)
    select 'Import script', 'celebrity', 'created', n::text, 'Row ' || n, now() - n * interval '1 second'
    from generate_series(1, ${MANY}) as n`);
  await database.db.execute(sql`
    insert into ${auditEntries} (actor_name, kind, action, subject_id, subject_label, created_at)
    select 'Asha Rao', 'inquiry', 'updated', n::text, 'Inquiry ' || n, now() - n * interval '1 second'
    from generate_series(1, ${FEW}) as n`);
});

afterAll(async () => {
  await database.close();
});

describe('listTotal', () => {
  it('counts exactly what the planner expects to be few, however wrong its guess', async () => {
    // Before statistics are gathered the planner guesses; a small match is counted all the same.
    expect(await listTotal(database.db, auditEntries, eq(auditEntries.actorName, 'Asha Rao'))).toEqual({
      total: FEW,
    });
    expect(await listTotal(database.db, auditEntries, like(auditEntries.subjectLabel, 'Inquiry 7%'))).toEqual({
      total: 11,
    });
    expect(await listTotal(database.db, auditEntries, eq(auditEntries.actorName, 'Nobody'))).toEqual({ total: 0 });
  });

  it('says "more than" when the rows prove a low guess wrong, and estimates with statistics', async () => {
    // A filter whose selectivity the planner cannot know without statistics: it guesses few.
    const script = eq(auditEntries.actorName, 'Import script');
    expect(await listTotal(database.db, auditEntries, script)).toEqual({
      total: EXACT_TOTAL_UP_TO,
      totalKind: 'at-least',
    });

    await database.db.execute(sql`analyze ${auditEntries}`);
    const estimated = await listTotal(database.db, auditEntries, script);
    expect(estimated.totalKind).toBe('estimate');
    // ANALYZE reads every row of a table this small: its estimate is the count.
    expect(Math.abs(estimated.total - MANY)).toBeLessThan(MANY * 0.05);
    const everything = await listTotal(database.db, auditEntries, undefined);
    expect(everything.totalKind).toBe('estimate');
    expect(Math.abs(everything.total - (MANY + FEW))).toBeLessThan(MANY * 0.05);
    // Still exact where few match.
    expect(await listTotal(database.db, auditEntries, eq(auditEntries.kind, 'inquiry'))).toEqual({ total: FEW });
  });
});
