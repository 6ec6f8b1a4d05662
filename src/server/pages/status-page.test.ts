import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageData } from '#shared/schemas/page-data';
import { quotes } from '#server/quotes/quotes-tables';
import { clientAddressKey } from '#server/lib/client-address';
import { bookingFixtures } from '#server/test/booking-fixture';
import { savePaymentSettings, UPI_MERCHANT } from '#server/test/payment-settings-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';

/*
 * A customer's status page, `/inquiry/<token>`, drawn by the server for each request (issue 42,
 * decision 0047): its three states, its private headers, nothing shared between links, and its
 * forms posted by the browser itself before the app has started.
 */

const SITE = 'https://starline.example';
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'agency-status-page-'));
const webDir = path.join(buildDir, 'web');
mkdirSync(path.join(webDir, 'assets'), { recursive: true });
mkdirSync(path.join(buildDir, 'server-render'));
// A stand-in for the app's server-side build: it writes down the address and the status data it was given.
writeFileSync(
  path.join(buildDir, 'server-render', 'server-render.js'),
  `export async function renderPage(url, data) {
    const view = data.inquiryStatus?.view;
    return '<main data-url="' + url + '" data-token="' + (data.inquiryStatus?.token ?? '') + '" data-quote="' +
      (view?.quote?.state ?? 'none') + '" data-due="' + (view?.payment?.dueNowPaise ?? 'none') + '"></main>';
  }`,
);
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Starline</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const t = useSignedInApp({ config: { webDir, siteUrl: SITE } });
const { bookingInquiry, sentQuote, acceptedBooking } = bookingFixtures(t);

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The page data block of a page's HTML. */
function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(block) as PageData;
}

/** What the stand-in renderer wrote into #root: '' when the server drew nothing. */
function rendered(html: string): string {
  return /<div id="root">(.*?)<\/div>/.exec(html)?.[1] ?? '';
}

/** A quote form's own post, as a browser sends it from the status page (no-referrer: Origin "null"). */
function postQuoteForm(
  answer: 'accept' | 'decline' | 'request',
  token: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/inquiry-status/${token}/quote/${answer}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const postAcceptForm = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postQuoteForm('accept', token, fields, headers);

const quoteStateOf = async (inquiryId: string) =>
  (await t.db.select({ state: quotes.state }).from(quotes).where(eq(quotes.inquiryId, inquiryId)))[0]?.state;

/** Forgets this test client's counts, so each test starts with its whole allowance. */
async function forgetCounts() {
  await t.app.rateLimits.quoteAnswers.delete(clientAddressKey('127.0.0.1'));
  await t.app.rateLimits.inquiryStatusLookups.delete(clientAddressKey('127.0.0.1'));
}

function expectPrivate(res: { headers: Record<string, unknown>; body: string }) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers.etag).toBeUndefined();
  expect(res.body).toMatch(/<meta name="robots" content="noindex/);
}

describe('the status page, drawn by the server', () => {
  it('draws a new inquiry, a sent quote and a booking with money due, each private and from its own data', async () => {
    await forgetCounts();
    await savePaymentSettings(t, UPI_MERCHANT);
    const fresh = await bookingInquiry('2032-03-01');
    const quoted = await bookingInquiry('2032-03-02');
    expect((await sentQuote(quoted.inquiry.id)).statusCode).toBe(200);
    const booked = await acceptedBooking('2032-03-03');

    const states = [
      { token: fresh.token, quote: 'none', due: 'none' },
      // Sent, and marked read ("viewed") once a page with it has been opened.
      { token: quoted.token, quote: '(sent|viewed)', due: 'none' },
      // ₹2,00,000 with 18% GST, half of it due as the advance.
      { token: booked.token, quote: 'accepted', due: '11800000' },
    ];
    for (const { token, quote, due } of states) {
      const res = await page(`/inquiry/${token}`);
      expect(res.statusCode, res.body).toBe(200);
      expectPrivate(res);
      expect(rendered(res.body)).toMatch(
        new RegExp(
          `^<main data-url="/inquiry/${token}" data-token="${token}" data-quote="${quote}" data-due="${due}"></main>$`,
        ),
      );
      // The browser's first render starts from the same data, so it needs no call of its own.
      const data = pageDataOf(res.body);
      expect(data.inquiryStatus?.token).toBe(token);
      expect(data.inquiryStatus?.view.quote?.state ?? 'none').toMatch(new RegExp(`^${quote}$`));
      expect(String(data.inquiryStatus?.view.payment?.dueNowPaise ?? 'none')).toBe(due);
    }
  });

  it('keeps nothing from one link for another: each request is drawn afresh from its own link', async () => {
    await forgetCounts();
    const first = await bookingInquiry('2032-03-05');
    const second = await bookingInquiry('2032-03-06');
    const [a, b, again] = [
      await page(`/inquiry/${first.token}`),
      await page(`/inquiry/${second.token}`),
      await page(`/inquiry/${first.token}`),
    ];
    expect(pageDataOf(a.body).inquiryStatus?.token).toBe(first.token);
    expect(pageDataOf(b.body).inquiryStatus?.token).toBe(second.token);
    expect(b.body).not.toContain(first.token);
    expect(again.body).toBe(a.body);

    // A quote sent meanwhile shows on the very next request: no cache held the old page.
    expect((await sentQuote(first.inquiry.id)).statusCode).toBe(200);
    // (Opening the page with the quote on it marks it read: "viewed".)
    expect(rendered((await page(`/inquiry/${first.token}`)).body)).toMatch(/data-quote="(sent|viewed)"/);

    // Revoked: 410, the app's own page for it (drawn by the browser, no data), still private.
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${first.inquiry.id}/status-link/revoke`,
      headers: t.staff.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(202);
    const gone = await page(`/inquiry/${first.token}`);
    expect(gone.statusCode).toBe(410);
    expectPrivate(gone);
    expect(rendered(gone.body)).toBe('');
    expect(pageDataOf(gone.body).inquiryStatus).toBeUndefined();
  });

  it('answers a link that opens nothing with its status: unknown 404, not a link we make 400', async () => {
    await forgetCounts();
    const unknown = await page(`/inquiry/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expectPrivate(unknown);
    expect(rendered(unknown.body)).toBe('');
    const malformed = await page('/inquiry/not-a-token');
    expect(malformed.statusCode).toBe(400);
    expectPrivate(malformed);
  });

  it('counts each page against the lookups’ limit, as its API call does', async () => {
    await forgetCounts();
    const { token } = await bookingInquiry('2032-03-08');
    await t.app.rateLimits.inquiryStatusLookups.penalty(clientAddressKey('127.0.0.1'), 10_000);
    const res = await page(`/inquiry/${token}`);
    expect(res.statusCode).toBe(429);
    expect(rendered(res.body)).toBe('');
    await forgetCounts();
  });

  it('draws the outcome a form post was sent back with, and nothing else of the query', async () => {
    await forgetCounts();
    const { token } = await bookingInquiry('2032-03-09');
    const res = await page(`/inquiry/${token}?utm_source=mail&claim=sent&quote=accepted`);
    expect(rendered(res.body)).toContain(`data-url="/inquiry/${token}?claim=sent&quote=accepted"`);
  });
});

describe('accepting the quote by the page’s own form', () => {
  it('accepts, and sends the browser back to the page saying so', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-12');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const res = await postAcceptForm(token, { version: '1', name: 'Ananya Kapoor', agree: 'on' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/inquiry/${token}?quote=accepted#quote-heading`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await quoteStateOf(inquiry.id)).toBe('accepted');
  });

  it('says why a quote no longer open cannot be accepted', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-16');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/decline`,
      payload: { reason: 'Changed plans', version: 1 },
    });
    expect(declined.statusCode).toBe(200);
    const res = await postAcceptForm(token, { version: '1', name: 'Ananya Kapoor', agree: 'on' });
    expect(res.headers.location).toBe(`/inquiry/${token}?quote=refused#quote-heading`);
    expect(await quoteStateOf(inquiry.id)).toBe('declined');
  });

  it('refuses what the schema refuses, accepting nothing, and says so on the page', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-13');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const refused: Record<string, string>[] = [
      { version: '1', name: 'Ananya Kapoor' },
      { version: '1', name: ' ', agree: 'on' },
      { version: 'one', name: 'Ananya Kapoor', agree: 'on' },
    ];
    for (const fields of refused) {
      const res = await postAcceptForm(token, fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/inquiry/${token}?quote=invalid#quote-heading`);
    }
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    // The app's own call is checked by the same schema, and still answered in JSON.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/accept`,
      payload: { name: 'Ananya Kapoor', version: 1 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([
      { path: 'agree', message: 'Tick the box to accept the quotation and its terms' },
    ]);
  });

  it('refuses a post from another site’s page before reading it', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-14');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const fields = { version: '1', name: 'Ananya Kapoor', agree: 'on' };
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'null' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const res = await postAcceptForm(token, fields, headers);
      expect(res.statusCode).toBe(403);
    }
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/payment-claims`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'amountPaise=1000&date=2026-11-01&mode=upi&reference=123456789012',
    });
    expect(claim.statusCode).toBe(403);
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    // The site's own origin, named: accepted.
    expect((await postAcceptForm(token, fields, { origin: SITE })).headers.location).toContain('?quote=accepted');
  });

  it('past the hourly limit of answers, sends the browser back to say wait', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-15');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    await t.app.rateLimits.quoteAnswers.penalty(clientAddressKey('127.0.0.1'), 10_000);
    const res = await postAcceptForm(token, { version: '1', name: 'Ananya Kapoor', agree: 'on' });
    expect(res.headers.location).toBe(`/inquiry/${token}?quote=busy#quote-heading`);
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    await forgetCounts();
  });
});

describe('declining the quote by the page’s own form', () => {
  it('declines with the reason typed, and sends the browser back to the page saying so', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-20');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const res = await postQuoteForm('decline', token, { version: '1', reason: 'The fee is over our budget' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/inquiry/${token}?quote=declined#quote-heading`);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await t.db
      .select({ state: quotes.state, reason: quotes.declineReason })
      .from(quotes)
      .where(eq(quotes.inquiryId, inquiry.id));
    expect(row).toEqual({ state: 'declined', reason: 'The fee is over our budget' });
  });

  it('refuses what the schema refuses, declining nothing, and says why on the page', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-21');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    // Longer than the schema's 1,000 (the browser's own maxLength stops it first), or a version not a number.
    for (const fields of [
      { version: '1', reason: 'x'.repeat(1001) },
      { version: 'one', reason: 'Too dear' },
    ]) {
      const res = await postQuoteForm('decline', token, fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/inquiry/${token}?quote=decline-invalid#quote-heading`);
    }
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    // An accepted quote cannot be declined: the page says so in the app's words.
    expect((await postAcceptForm(token, { version: '1', name: 'Ananya Kapoor', agree: 'on' })).statusCode).toBe(303);
    const late = await postQuoteForm('decline', token, { version: '1', reason: '' });
    expect(late.headers.location).toBe(`/inquiry/${token}?quote=accepted-already#quote-heading`);
    expect(await quoteStateOf(inquiry.id)).toBe('accepted');
  });

  it('refuses a post from another site’s page, and past the hourly limit says wait', async () => {
    await forgetCounts();
    const { inquiry, token } = await bookingInquiry('2032-03-22');
    expect((await sentQuote(inquiry.id)).statusCode).toBe(200);
    const fields = { version: '1', reason: 'Too dear' };
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      expect((await postQuoteForm('decline', token, fields, headers)).statusCode).toBe(403);
    }
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    await t.app.rateLimits.quoteAnswers.penalty(clientAddressKey('127.0.0.1'), 10_000);
    const busy = await postQuoteForm('decline', token, fields);
    expect(busy.headers.location).toBe(`/inquiry/${token}?quote=busy#quote-heading`);
    expect(await quoteStateOf(inquiry.id)).toBe('sent');
    await forgetCounts();
  });
});

describe('asking for a new quote by the page’s own form', () => {
  /** When the customer last asked for a new quote, as their status view says. */
  async function askedAtOf(token: string): Promise<string | null | undefined> {
    const res = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
    return res.json<{ data: { quote: { newQuoteAskedAt: string | null } | null } }>().data.quote?.newQuoteAskedAt;
  }

  /** An inquiry whose quote the customer declined (by the app's call), so a new one may be asked for. */
  async function declinedQuote(eventDate: string) {
    const found = await bookingInquiry(eventDate);
    expect((await sentQuote(found.inquiry.id)).statusCode).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${found.token}/quote/decline`,
      payload: { reason: '', version: 1 },
    });
    expect(declined.statusCode).toBe(200);
    return found;
  }

  it('asks, and sends the browser back to the page saying so', async () => {
    await forgetCounts();
    const { token } = await declinedQuote('2032-03-24');
    expect(await askedAtOf(token)).toBeNull();
    const res = await postQuoteForm('request', token, { message: 'A shorter set, please' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/inquiry/${token}?quote=new-quote-asked#quote-heading`);
    expect(await askedAtOf(token)).toEqual(expect.any(String));
  });

  it('refuses what the schema refuses, and a quote that can still be accepted, saying why on the page', async () => {
    await forgetCounts();
    const { token } = await declinedQuote('2032-03-25');
    const long = await postQuoteForm('request', token, { message: 'x'.repeat(1001) });
    expect(long.headers.location).toBe(`/inquiry/${token}?quote=new-quote-invalid#quote-heading`);
    expect(await askedAtOf(token)).toBeNull();

    const open = await bookingInquiry('2032-03-26');
    expect((await sentQuote(open.inquiry.id)).statusCode).toBe(200);
    const needless = await postQuoteForm('request', open.token, { message: '' });
    expect(needless.headers.location).toBe(`/inquiry/${open.token}?quote=still-open#quote-heading`);
    expect(await askedAtOf(open.token)).toBeNull();
  });

  it('refuses a post from another site’s page before reading it', async () => {
    await forgetCounts();
    const { token } = await declinedQuote('2032-03-27');
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'null' },
    ]) {
      expect((await postQuoteForm('request', token, { message: 'Hi' }, headers)).statusCode).toBe(403);
    }
    expect(await askedAtOf(token)).toBeNull();
  });
});
