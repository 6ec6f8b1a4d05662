import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/schemas/dashboard';
import type { Quote } from '#shared/schemas/quote-responses';
import { quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { insertBooking } from '#server/test/booking-rows';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/*
 * The funnel of GET /api/dashboard?days=30|90 (issue 41): the inquiries received in those days,
 * how many were quoted, accepted and paid their advance, and the conversion from step to step.
 */
const t = useSignedInApp();

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

const funnel = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: t.staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Dashboard).funnel;
};

/** An inquiry received `days` ago with a quote sent through the API; the quote. */
async function quoted(days: number): Promise<Quote> {
  const { id } = await insertInquiry(t.db, { createdAt: ago(days), status: 'contacted', firstResponseAt: ago(days) });
  const drafted = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${id}/quotes`,
    headers: t.staff.headers,
    payload: {
      customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
      venueState: '27',
      lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 20_000_000 }],
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${(drafted.json().data as Quote)._id}/send`,
    headers: t.staff.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const quote = sent.json().data as Quote;
  // Sent a day after the inquiry came.
  await t.db
    .update(quotes)
    .set({ sentAt: ago(days - 1) })
    .where(eq(quotes.id, quote._id));
  return quote;
}

/** The customer's acceptance of `quote`, a day after it was sent. */
async function accepted(quote: Quote, days: number) {
  await t.db.insert(quoteAcceptances).values({
    quoteId: quote._id,
    number: quote.number ?? 'SLT/Q/TEST',
    version: quote.version,
    totalPaise: 20_000_000,
    name: 'Ananya Kapoor',
    ipAddress: '127.0.0.1',
    userAgent: 'test',
    acceptedAt: ago(days - 2),
  });
}

beforeAll(async () => {
  await saveBusinessDetails(t, t.admin);
  const celebrityId = (await insertCelebrity(t.db)).id;
  const booked = (inquiryId: string, days: number, state: 'awaiting_advance' | 'confirmed' | 'cancelled') =>
    insertBooking(t.db, {
      celebrityId,
      inquiryId,
      createdAt: ago(days),
      totalPaise: 20_000_000,
      advancePaise: 10_000_000,
      start: '2031-06-01',
      balanceDueDays: 7,
      state,
    });

  // In the last 30 days, ten inquiries: three quoted only, one quoted and accepted, one accepted
  // and booked awaiting its advance, one accepted and confirmed, one agreed by phone and
  // confirmed, one confirmed then cancelled (its advance was paid), two not quoted.
  for (const days of [3, 5, 8]) await quoted(days);
  await accepted(await quoted(10), 10);
  const waiting = await quoted(12);
  await accepted(waiting, 12);
  await booked(waiting.inquiryId, 9, 'awaiting_advance');
  const paid = await quoted(14);
  await accepted(paid, 14);
  await booked(paid.inquiryId, 11, 'confirmed');
  await booked((await insertInquiry(t.db, { createdAt: ago(6) })).id, 5, 'confirmed');
  await booked((await insertInquiry(t.db, { createdAt: ago(20) })).id, 19, 'cancelled');
  await insertInquiry(t.db, { createdAt: ago(1) });
  await insertInquiry(t.db, { createdAt: ago(29) });
  // Between 30 and 90 days ago: one quoted, accepted and confirmed, one not quoted.
  const older = await quoted(60);
  await accepted(older, 60);
  await booked(older.inquiryId, 57, 'confirmed');
  await insertInquiry(t.db, { createdAt: ago(45) });
  // Before 90 days: an inquiry quoted 100 days ago and booked 20 days ago counts nowhere.
  const oldest = await quoted(100);
  await booked(oldest.inquiryId, 20, 'confirmed');
}, 120_000);

describe('the funnel of GET /api/dashboard', () => {
  it('counts the last 30 days by default: each step within the one before, with its conversion', async () => {
    expect(await funnel('')).toEqual({
      days: 30,
      inquiries: 10,
      quoted: 8,
      accepted: 5,
      advancePaid: 3,
      quotedPercent: 80,
      acceptedPercent: 62,
      advancePaidPercent: 60,
      overallPercent: 30,
    });
    expect(await funnel('?days=30')).toEqual(await funnel(''));
  });

  it('counts the last 90 days when asked', async () => {
    expect(await funnel('?days=90')).toMatchObject({
      days: 90,
      inquiries: 12,
      quoted: 9,
      accepted: 6,
      advancePaid: 4,
      overallPercent: 33,
    });
  });

  it('refuses any other span', async () => {
    for (const days of ['7', '60', 'all']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dashboard?days=${days}`, headers: t.staff.headers });
      expect(res.statusCode, days).toBe(400);
    }
  });
});
