import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { migrationStatements } from '#server/test/migration-statements';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { inquiryFirstQuotes, quotes } from './quotes-tables.js';

/**
 * When each inquiry's first quote version was sent, and when the inquiry arrived, kept by the
 * database (migration 0042, decision 0060) for the dashboard's quote figures: it stays what the
 * quotes and inquiries say, whatever changes them: the app's drafts, sends and revisions, and
 * inserts, updates and deletes by hand (a restore, a script), which the app never makes.
 */

const t = useSignedInApp();

const QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: '27' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 }],
};

const post = async (url: string, payload?: Record<string, unknown>) => {
  const answer = await t.app.inject({ method: 'POST', url, headers: t.admin.headers, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<{ data: { _id: string; sentAt: string | null } }>().data;
};

/** What the rows say: for each inquiry with a version sent, the least `sent_at` and its arrival. */
async function expectedFirstQuotes() {
  const rows = await t.db
    .select({ inquiryId: quotes.inquiryId, sentAt: sql<Date>`min(${quotes.sentAt})`.mapWith(quotes.sentAt) })
    .from(quotes)
    .where(sql`${quotes.sentAt} is not null`)
    .groupBy(quotes.inquiryId);
  const arrivals = new Map((await t.db.select().from(inquiries)).map((row) => [row.id, row.createdAt]));
  return rows.map((row) => ({ inquiryId: row.inquiryId, sentAt: row.sentAt, receivedAt: arrivals.get(row.inquiryId) }));
}

const stored = () => t.db.select().from(inquiryFirstQuotes);

async function expectKeptRight(): Promise<void> {
  const expected = await expectedFirstQuotes();
  const kept = await stored();
  expect(kept).toEqual(expect.arrayContaining(expected));
  expect(kept.length).toBe(expected.length);
}

const firstOf = async (inquiryId: string) =>
  (await t.db.select().from(inquiryFirstQuotes).where(eq(inquiryFirstQuotes.inquiryId, inquiryId)))[0];

/** Versions by hand, in one statement: [version, sent at (null: a draft)] on `inquiryId`. */
const insertByHand = (inquiryId: string, versions: [number, string | null][]) =>
  t.db.execute(sql`
    insert into ${quotes} (inquiry_id, version, state, number, customer, venue_state, place_of_supply, agency_state,
      gst_basis_points, taxable_paise, reimbursement_paise, cgst_paise, sgst_paise, igst_paise, total_paise,
      valid_until, rider, advance_percent, balance_due_days, cancellation_slabs, terms_markdown, sent_at)
    values ${sql.join(
      versions.map(
        ([version, sentAt]) => sql`(${inquiryId}, ${version}, ${sentAt ? 'sent' : 'draft'},
          ${sentAt ? `SLT/Q/HAND/${inquiryId.slice(0, 8)}/${version}` : null}, '{"name":"Guest"}'::jsonb, '27', '27', '27',
          1800, 20000000, 0, 1800000, 1800000, 0, 23600000, '2031-01-01', '[]'::jsonb, 50, 7, '[]'::jsonb, '',
          ${sentAt}::timestamptz)`,
      ),
      sql`, `,
    )}`);

const sentAtOf = (inquiryId: string, version: number) =>
  sql`${quotes.inquiryId} = ${inquiryId} and ${quotes.version} = ${version}`;

let byApp: string;
let byHand: string;
let other: string;

describe('each inquiry’s first quote, kept by the database', () => {
  beforeAll(async () => {
    await saveBusinessDetails(t, t.admin);
    byApp = (await insertInquiry(t.db, { name: 'Ananya Kapoor' })).id;
    byHand = (await insertInquiry(t.db, { name: 'Rohan Mehta' })).id;
    other = (await insertInquiry(t.db, { name: 'Isha Rao' })).id;
  }, 120_000);

  it('follows the app: nothing for a draft, the first version sent, kept through a revision', async () => {
    const draft = await post(`/api/inquiries/${byApp}/quotes`, QUOTE);
    await expectKeptRight();
    expect(await firstOf(byApp)).toBeUndefined();
    const sent = await post(`/api/quotes/${draft._id}/send`);
    await expectKeptRight();
    expect((await firstOf(byApp))?.sentAt.toISOString()).toBe(sent.sentAt);
    const revision = await post(`/api/quotes/${draft._id}/revise`);
    await post(`/api/quotes/${revision._id}/send`);
    await expectKeptRight();
    expect((await firstOf(byApp))?.sentAt.toISOString()).toBe(sent.sentAt);
  });

  it('follows versions inserted, sent, changed, moved and deleted by hand', async () => {
    // Two sent at once and a draft: the least of the two.
    await insertByHand(byHand, [
      [1, '2026-11-03T10:00:00Z'],
      [2, '2026-11-01T10:00:00Z'],
      [3, null],
    ]);
    await expectKeptRight();
    expect((await firstOf(byHand))?.sentAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    // The least one's day moved later: the other is first now.
    await t.db
      .update(quotes)
      .set({ sentAt: new Date('2026-11-05T10:00:00Z') })
      .where(sentAtOf(byHand, 2));
    await expectKeptRight();
    expect((await firstOf(byHand))?.sentAt.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    // The draft sent, earliest of all.
    await t.db
      .update(quotes)
      .set({ state: 'sent', number: 'SLT/Q/HAND/3', sentAt: new Date('2026-10-20T10:00:00Z') })
      .where(sentAtOf(byHand, 3));
    await expectKeptRight();
    // A version moved to another inquiry: both inquiries' rows again.
    await t.db.update(quotes).set({ inquiryId: other }).where(sentAtOf(byHand, 3));
    await expectKeptRight();
    expect((await firstOf(other))?.sentAt.toISOString()).toBe('2026-10-20T10:00:00.000Z');
    expect((await firstOf(byHand))?.sentAt.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    // Deleted: the next one is first; all deleted, no row.
    await t.db.delete(quotes).where(sentAtOf(byHand, 1));
    await expectKeptRight();
    await t.db.delete(quotes).where(eq(quotes.inquiryId, byHand));
    await expectKeptRight();
    expect(await firstOf(byHand)).toBeUndefined();
  });

  it('follows the inquiry’s arrival and its deletion, and writes nothing when an inquiry changes otherwise', async () => {
    await t.db
      .update(inquiries)
      .set({ createdAt: new Date('2026-10-01T04:30:00Z') })
      .where(eq(inquiries.id, other));
    await expectKeptRight();
    expect((await firstOf(other))?.receivedAt.toISOString()).toBe('2026-10-01T04:30:00.000Z');
    // Each row's version (xmin): a row written again gets a new one.
    const versions = () =>
      t.db
        .select({ inquiryId: inquiryFirstQuotes.inquiryId, version: sql<string>`xmin::text` })
        .from(inquiryFirstQuotes);
    const before = await versions();
    await t.db.update(inquiries).set({ status: 'contacted' });
    await t.db.update(quotes).set({ viewedAt: new Date() });
    expect(await versions()).toEqual(expect.arrayContaining(before));
    await t.db.delete(inquiries).where(eq(inquiries.id, other));
    await expectKeptRight();
    expect(await firstOf(other)).toBeUndefined();
  });

  it('is worked out for the quotes already there when migration 0042 runs', async () => {
    await insertByHand(byHand, [[1, '2026-11-07T10:00:00Z']]);
    const before = await stored();
    expect(before.length).toBe(2);
    await t.db.delete(inquiryFirstQuotes);
    // The migration's last statement: the payments and the quotes already there.
    const backfill = (await migrationStatements(42, 42)).at(-1) ?? '';
    expect(backfill).toMatch(/inquiry_first_quotes_refresh/);
    await t.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(expect.arrayContaining(before));
    await expectKeptRight();
  });
});
