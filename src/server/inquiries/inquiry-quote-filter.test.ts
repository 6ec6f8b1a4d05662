import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import type { InquiryQuoteState } from '#shared/constants/inquiries';
import { indianDay } from '#shared/format';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { insertInquiry } from '#server/test/rows';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { inquiryFilter } from './inquiries.js';

/**
 * The inquiry's current quote in the list (issue 21): its shown state and total on every inquiry,
 * the `quote` filter (none, each state, expired by India's day) with the other filters and the
 * paging, and the CSV's Quote columns.
 */
const t = useSignedInApp({ staff: { name: 'Kavya Iyer' }, admin: { name: 'Rohan Mehta' } });

const TAG = 'Quotelist';
const HOUR = 3_600_000;
const ids: Record<string, string> = {};
let today: string;

type Listed = { _id: string; name: string; quoteState: string | null; quoteTotalPaise: number | null };

/** Quote columns as syncInquiryQuote keeps them, written straight onto the row. */
async function setQuote(id: string, state: InquiryQuoteState, validUntil: string, totalPaise: number) {
  await t.db
    .update(inquiries)
    .set({ quoteState: state, quoteValidUntil: validUntil, quoteTotalPaise: totalPaise })
    .where(eq(inquiries.id, id));
}

beforeAll(async () => {
  today = indianDay();
  const yesterday = addCalendarDays(today, -1);
  const now = Date.now();
  // Newest first: None, Draft, Sent today, Viewed, Accepted, Declined, Expired sent, Expired viewed, By API.
  const rows: [string, InquiryQuoteState | null, string, number][] = [
    ['None', null, '', 0],
    ['Draft', 'draft', addCalendarDays(today, 7), 10_000_000],
    // Valid until today: still sent, expired only tomorrow.
    ['Sent today', 'sent', today, 23_600_000],
    ['Viewed', 'viewed', addCalendarDays(today, 3), 5_900_050],
    // Accepted or declined after their validity day: an answer never expires.
    ['Accepted', 'accepted', yesterday, 11_800_000],
    ['Declined', 'declined', yesterday, 4_720_000],
    ['Expired sent', 'sent', yesterday, 23_600_000],
    ['Expired viewed', 'viewed', addCalendarDays(today, -30), 1_180_000],
  ];
  for (const [index, [name, state, validUntil, total]] of rows.entries()) {
    const { id } = await insertInquiry(t.db, {
      name: `${TAG} ${name}`,
      createdAt: new Date(now - (index + 1) * HOUR),
      status: name === 'Accepted' ? 'contacted' : 'pending',
      assigneeId: name.startsWith('Expired') ? t.staff.id : undefined,
      eventDate: `2031-0${(index % 9) + 1}-15`,
    });
    ids[name] = id;
    if (state) await setQuote(id, state, validUntil, total);
  }
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/inquiries?q=${TAG}&${query}`, headers: t.staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Listed[]; meta: { total: number; next?: string } }>();
}

const names = (body: { data: Listed[] }) => body.data.map((inquiry) => inquiry.name.replace(`${TAG} `, ''));

describe('the inquiry list’s quote', () => {
  it('answers each inquiry with its quote’s shown state and total in paise, null without one', async () => {
    const { data } = await list('');
    const byName = Object.fromEntries(
      data.map((inquiry) => [inquiry.name.replace(`${TAG} `, ''), [inquiry.quoteState, inquiry.quoteTotalPaise]]),
    );
    expect(byName).toEqual({
      None: [null, null],
      Draft: ['draft', 10_000_000],
      'Sent today': ['sent', 23_600_000],
      Viewed: ['viewed', 5_900_050],
      Accepted: ['accepted', 11_800_000],
      Declined: ['declined', 4_720_000],
      'Expired sent': ['expired', 23_600_000],
      'Expired viewed': ['expired', 1_180_000],
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${ids['Expired sent']}`,
      headers: t.staff.headers,
    });
    expect(one.json<{ data: Listed }>().data).toMatchObject({ quoteState: 'expired', quoteTotalPaise: 23_600_000 });
  });

  it.each([
    ['none', ['None']],
    ['draft', ['Draft']],
    ['sent', ['Sent today']],
    ['viewed', ['Viewed']],
    ['accepted', ['Accepted']],
    ['declined', ['Declined']],
    ['expired', ['Expired sent', 'Expired viewed']],
  ])('filters by ?quote=%s', async (quote, expected) => {
    const body = await list(`quote=${quote}`);
    expect(names(body)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });

  it('reads "all" and an empty value as no filter', async () => {
    expect((await list('quote=all')).meta.total).toBe(8);
    expect((await list('quote=')).meta.total).toBe(8);
  });

  it('counts the matches, not the tallies of every inquiry, without a search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inquiries?quote=expired', headers: t.staff.headers });
    expect(res.json<{ meta: { total: number } }>().meta.total).toBe(2);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?quote=none&status=pending',
      headers: t.staff.headers,
    });
    expect(none.json<{ data: Listed[] }>().data.map((inquiry) => inquiry.name)).toEqual([`${TAG} None`]);
  });

  it('tells sent from expired by India’s day: at 00:30 in India a quote valid until the day before is expired', async () => {
    // 2026-11-27T19:00Z is 00:30 on 28 November in India, still the 27th in UTC.
    const { id } = await insertInquiry(t.db, { name: 'Boundary' });
    await setQuote(id, 'sent', '2026-11-27', 100);
    const matches = async (quote: 'sent' | 'expired', now: Date) =>
      (
        await t.db
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(inquiryFilter({ q: 'Boundary', quote }, now))
      ).map((row) => row.id);
    expect(await matches('sent', new Date('2026-11-27T18:00:00Z'))).toEqual([id]);
    expect(await matches('expired', new Date('2026-11-27T18:00:00Z'))).toEqual([]);
    expect(await matches('sent', new Date('2026-11-27T19:00:00Z'))).toEqual([]);
    expect(await matches('expired', new Date('2026-11-27T19:00:00Z'))).toEqual([id]);
    await t.db.delete(inquiries).where(eq(inquiries.id, id));
  });

  it('combines with the other filters and the orders', async () => {
    expect(names(await list('quote=accepted&status=contacted'))).toEqual(['Accepted']);
    expect(names(await list('quote=accepted&status=pending'))).toEqual([]);
    expect(names(await list('quote=expired&assignee=me'))).toEqual(['Expired sent', 'Expired viewed']);
    expect(names(await list('quote=expired&assignee=none'))).toEqual([]);
    expect(names(await list('quote=expired&sort=received&order=asc'))).toEqual(['Expired viewed', 'Expired sent']);
    expect(names(await list('quote=draft&eventTo=2031-01-31'))).toEqual([]);
    expect(names(await list('quote=draft&eventFrom=2031-02-01&eventTo=2031-02-28'))).toEqual(['Draft']);
  });

  it('pages through the matches by cursor and by offset', async () => {
    const first = await list('quote=expired&limit=1');
    expect(names(first)).toEqual(['Expired sent']);
    expect(first.meta.total).toBe(2);
    expect(first.meta.next).toBeTruthy();
    const second = await list(`quote=expired&limit=1&after=${encodeURIComponent(first.meta.next ?? '')}`);
    expect(names(second)).toEqual(['Expired viewed']);
    expect(names(await list('quote=expired&limit=1&offset=1'))).toEqual(['Expired viewed']);
  });

  it('refuses an unknown quote filter with 400 on quote', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/inquiries?quote=superseded', headers: t.staff.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
      { path: 'quote', message: 'Quote must be none, draft, sent, viewed, accepted, declined or expired' },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/export.csv?quote=maybe',
      headers: t.staff.headers,
    });
    expect(csv.statusCode).toBe(400);
  });

  it('follows a quote drafted and sent through the API', async () => {
    await saveBusinessDetails(t, t.admin);
    const { id } = await insertInquiry(t.db, { name: `${TAG} By API`, createdAt: new Date(Date.now() - 20 * HOUR) });
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/quotes`,
      headers: t.staff.headers,
      payload: {
        customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: '27' },
        venueState: '27',
        lines: [{ kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 }],
      },
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const quote = drafted.json<{ data: { _id: string; totalPaise: number } }>().data;
    expect(quote.totalPaise).toBe(23_600_000);
    expect(names(await list('quote=draft'))).toEqual(['Draft', 'By API']);
    const sent = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote._id}/send`, headers: t.staff.headers });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      (await list('quote=sent')).data.map((inquiry) => [inquiry.name, inquiry.quoteState, inquiry.quoteTotalPaise]),
    ).toEqual([
      [`${TAG} Sent today`, 'sent', 23_600_000],
      [`${TAG} By API`, 'sent', 23_600_000],
    ]);
    await t.db.delete(inquiries).where(eq(inquiries.id, id));
  });
});

describe('the CSV export’s quote columns', () => {
  async function csvLines(query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/export.csv?q=${TAG}&${query}`,
      headers: t.staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
  }

  it('writes the quote’s shown state as a word and its total in rupees with paise, blank for none', async () => {
    const [header = [], ...rows] = await csvLines('');
    // Counted from the end: the event location before them holds a comma ("Jaipur, Rajasthan").
    const quote = header.indexOf('Quote') - header.length;
    expect(header.slice(quote - 1, quote + 3)).toEqual(['Assigned to', 'Quote', 'Quote total (INR)', 'Kind']);
    expect(header).not.toContain('Quoted amount (INR)');
    const cells = Object.fromEntries(rows.map((row) => [row[2]?.replace(`${TAG} `, ''), row.slice(quote, quote + 2)]));
    expect(cells).toEqual({
      None: ['', ''],
      Draft: ['Draft', '100000.00'],
      'Sent today': ['Sent', '236000.00'],
      Viewed: ['Viewed', '59000.50'],
      Accepted: ['Accepted', '118000.00'],
      Declined: ['Declined', '47200.00'],
      'Expired sent': ['Expired', '236000.00'],
      'Expired viewed': ['Expired', '11800.00'],
    });
  });

  it('exports what the quote filter selects, with the others', async () => {
    const rows = (await csvLines('quote=expired&assignee=me')).slice(1);
    expect(rows.map((row) => row[2])).toEqual([`${TAG} Expired sent`, `${TAG} Expired viewed`]);
    expect((await csvLines('quote=none')).slice(1).map((row) => row[2])).toEqual([`${TAG} None`]);
  });
});
