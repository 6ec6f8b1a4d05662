import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryTallies } from '#server/inquiry-life/inquiry-life-tables';
import { insertInquiry } from '#server/test/rows';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';
import { listInquiries } from './inquiries.js';
import { countFromTallies, talliedFilter } from './inquiry-tallies.js';

/**
 * The tallies the database keeps of the inquiries by kind and status (migration 0009's triggers)
 * against a count of the rows themselves, after every kind of write; and the list's total read
 * from them.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

type Counts = Record<string, number>;

async function tallied(): Promise<Counts> {
  const rows = await database.db.select().from(inquiryTallies);
  return Object.fromEntries(
    rows.filter((row) => row.count !== 0).map((row) => [`${row.kind} ${row.status}`, row.count]),
  );
}

async function counted(): Promise<Counts> {
  const rows = await database.db
    .select({ kind: inquiries.kind, status: inquiries.status, count: sql<number>`count(*)::int` })
    .from(inquiries)
    .groupBy(inquiries.kind, inquiries.status);
  return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.status}`, row.count]));
}

describe('inquiry tallies', () => {
  it('stay equal to a count of the rows through inserts, changes and deletes', async () => {
    const db = database.db;
    expect(await tallied()).toEqual({});

    const first = await insertInquiry(db);
    await insertInquiry(db, { status: 'confirmed' });
    expect(await tallied()).toEqual({ 'booking pending': 1, 'booking confirmed': 1 });

    // Many rows in one statement (a restore, a script): one trigger run adds them all.
    await db.execute(sql`
      insert into inquiries (name, email, phone_number, celebrity_name, kind, event_type, event_date,
        event_location, status, search_text, reference, reply_by)
      select 'Bulk ' || g, 'bulk@example.com', '+91 98765 43210', '', 'general', 'Corporate Event',
        '2031-01-01', 'Pune', case when g % 3 = 0 then 'contacted' else 'pending' end, 'bulk ' || g,
        'SLT-BULK-' || g, now() + interval '1 day'
      from generate_series(1, 30) as g`);
    expect(await tallied()).toEqual(await counted());
    expect(await tallied()).toMatchObject({ 'general pending': 20, 'general contacted': 10 });

    // A change of status moves one inquiry between tallies; a note or an assignee moves none.
    await db.update(inquiries).set({ status: 'rejected' }).where(eq(inquiries.id, first.id));
    await db.update(inquiries).set({ additionalDetails: 'Call after six' }).where(eq(inquiries.id, first.id));
    // Many at once, in both directions.
    await db.execute(sql`update inquiries set status = case when status = 'pending' then 'contacted' else 'pending' end
      where kind = 'general'`);
    expect(await tallied()).toEqual(await counted());
    expect(await tallied()).toMatchObject({ 'booking rejected': 1, 'general pending': 10, 'general contacted': 20 });

    // A change of kind, then deletes of one and of many.
    await db.update(inquiries).set({ kind: 'general', celebrityName: '' }).where(eq(inquiries.id, first.id));
    await db.delete(inquiries).where(eq(inquiries.id, first.id));
    await db.delete(inquiries).where(eq(inquiries.status, 'contacted'));
    expect(await tallied()).toEqual(await counted());
    expect(await tallied()).toEqual({ 'booking confirmed': 1, 'general pending': 10 });
  });

  it('give the list its total when it is filtered by kind and status alone', async () => {
    const db = database.db;
    const page = { limit: 5, offset: 0 };
    expect((await listInquiries(db, page)).meta.total).toBe(11);
    expect((await listInquiries(db, { ...page, kind: 'general' })).meta.total).toBe(10);
    expect((await listInquiries(db, { ...page, status: 'confirmed' })).meta.total).toBe(1);
    expect((await listInquiries(db, { ...page, kind: 'general', status: 'confirmed' })).meta.total).toBe(0);
    expect(await countFromTallies(db, { kind: 'booking', status: 'confirmed' })).toBe(1);
    // A search is counted row by row, and agrees.
    expect((await listInquiries(db, { ...page, q: 'bulk' })).meta.total).toBe(10);
  });

  it('answer only the filters they can count exactly', () => {
    expect(talliedFilter({})).toEqual({ kind: undefined, status: undefined });
    expect(talliedFilter({ status: 'pending', kind: 'booking' })).toEqual({ kind: 'booking', status: 'pending' });
    expect(talliedFilter({ q: 'kapoor' })).toBeUndefined();
    expect(talliedFilter({ assignee: 'none' })).toBeUndefined();
    expect(talliedFilter({ clock: 'overdue' })).toBeUndefined();
    expect(talliedFilter({ eventFrom: '2031-01-01' })).toBeUndefined();
    expect(talliedFilter({ eventTo: '2031-01-01' })).toBeUndefined();
  });
});
