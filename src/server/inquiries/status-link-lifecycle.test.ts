import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiryStatusTokens } from '#server/mail/mail-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { hashToken, newToken } from '#server/lib/tokens';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { lookUpStatusToken } from '#server/mail/status-link-tokens';
import { inquiryBody } from '#server/test/fixtures';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity } from '#server/test/rows';
import type { SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';

/**
 * The life of a customer's status link (issue 36, finding 9): every e-mail of an inquiry carries
 * the same link instead of a new one each, staff can revoke them all and send a new one, and a
 * link runs out some months after the inquiry is over. A revoked or run-out link answers 410 on
 * every route of the link.
 */
let t: TestApp;
let sink: SmtpSink;
let staff: TestUser;

const QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive, Mumbai 400020', state: '27', gstin: '' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance of 90 minutes', quantity: 1, ratePaise: 20_000_000 }],
};
const MONTH = 31 * 86_400_000;
// A quote, a booking, a payment and an invoice each: seconds of PDFs and e-mails on a busy machine.
const SLOW = 120_000;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({
    notifyEmails: ['desk@starline.example'],
    inquiryStatusMaxPer10Minutes: 1000,
  }));
  const admin = await t.createUser('admin', { name: 'Asha Rao' });
  staff = await t.createUser('staff', { name: 'Vikram Shah' });
  await saveBusinessDetails(t, admin);
}, SLOW);
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

/** The status link's token in every e-mail sent to `address` so far, oldest first. */
async function tokensMailedTo(address: string): Promise<{ subject: string; token: string | undefined }[]> {
  await t.app.outbox.runOnce();
  return sink.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({
      subject: mail.parsed.subject ?? '',
      token: /\/inquiry\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1],
    }));
}

async function newInquiry(email: string): Promise<{ id: string; token: string }> {
  const celebrity = await insertCelebrity(t.db, { name: `Star ${email}` });
  const res = await inject('POST', '/api/inquiries', null, inquiryBody(celebrity.id, { email, name: 'Ananya Kapoor' }));
  expect(res.statusCode, res.body).toBe(201);
  const [ack] = await tokensMailedTo(email);
  if (!ack?.token) throw new Error('the acknowledgement carries no link');
  return { id: res.json<{ data: { _id: string } }>().data._id, token: ack.token };
}

/** An inquiry whose quote the customer accepted and paid the advance of, with its invoice issued. */
async function invoicedInquiry(email: string) {
  const inquiry = await newInquiry(email);
  const drafted = await inject('POST', `/api/inquiries/${inquiry.id}/quotes`, staff, QUOTE);
  expect(drafted.statusCode, drafted.body).toBe(201);
  const quote = drafted.json<{ data: Quote }>().data;
  expect((await inject('POST', `/api/quotes/${quote._id}/send`, staff)).statusCode).toBe(200);
  await t.app.outbox.runOnce();
  const accepted = await inject('POST', `/api/inquiry-status/${inquiry.token}/quote/accept`, null, {
    name: 'Ananya Kapoor',
    agree: true,
    version: 1,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [booking] = (await inject('GET', `/api/inquiries/${inquiry.id}/bookings`, staff)).json<{ data: Booking[] }>()
    .data;
  if (!booking) throw new Error('the acceptance made no booking');
  const paid = await inject('POST', `/api/bookings/${booking._id}/payments`, staff, {
    amountPaise: booking.advancePaise,
    date: '2026-11-20',
    mode: 'bank_transfer',
    reference: 'UTR0001',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect((await inject('POST', `/api/bookings/${booking._id}/invoice`, staff)).statusCode).toBe(201);
  return { ...inquiry, booking };
}

/** Every route of a status link, as the customer's page and e-mails use them. */
function everyRoute(token: string) {
  const base = `/api/inquiry-status/${token}`;
  return Promise.all([
    inject('GET', base, null),
    inject('GET', `${base}/quote.pdf`, null),
    inject('GET', `${base}/invoice.pdf`, null),
    inject('POST', `${base}/quote/accept`, null, { name: 'Ananya Kapoor', agree: true, version: 1 }),
    inject('POST', `${base}/quote/decline`, null, { reason: 'Changed plans', version: 1 }),
  ]);
}

const linksOf = (inquiryId: string) =>
  t.db.select().from(inquiryStatusTokens).where(eq(inquiryStatusTokens.inquiryId, inquiryId));

describe('one link per inquiry', { timeout: SLOW }, () => {
  it('carries the acknowledgement’s link in the quote, the booking’s e-mails and the link sent again', async () => {
    const email = 'one-link@example.com';
    const { id, token } = await invoicedInquiry(email);
    expect((await inject('POST', `/api/inquiries/${id}/status-link`, staff)).statusCode).toBe(202);
    const mailed = await tokensMailedTo(email);
    const subjects = mailed.map((mail) => mail.subject).join(' | ');
    expect(subjects).toMatch(/quotation/i);
    expect(subjects).toMatch(/receipt voucher/i);
    expect(subjects).toMatch(/tax invoice/i);
    expect(mailed.length).toBeGreaterThanOrEqual(5);
    expect(new Set(mailed.map((mail) => mail.token))).toEqual(new Set([token]));
    expect(await linksOf(id)).toHaveLength(1);
    expect((await inject('GET', `/api/inquiry-status/${token}/invoice.pdf`, null)).statusCode).toBe(200);
  });
});

describe('Revoke all links and send a new one', { timeout: SLOW }, () => {
  it('turns every earlier link away on every route with 410, and e-mails a new one that works', async () => {
    const email = 'revoke@example.com';
    const { id, token } = await invoicedInquiry(email);
    // A link from before links were carried again, still working.
    const legacy = newToken();
    await t.db.insert(inquiryStatusTokens).values({ tokenHash: hashToken(legacy), inquiryId: id });
    expect((await inject('GET', `/api/inquiry-status/${legacy}`, null)).statusCode).toBe(200);

    expect((await inject('POST', `/api/inquiries/${id}/status-link/revoke`, null)).statusCode).toBe(401);
    const revoked = await inject('POST', `/api/inquiries/${id}/status-link/revoke`, staff);
    expect(revoked.statusCode, revoked.body).toBe(202);
    expect(revoked.json().data).toMatchObject({ revoked: 2, recipients: [email] });

    for (const old of [token, legacy]) {
      for (const res of await everyRoute(old)) {
        expect(res.statusCode, res.body).toBe(410);
        expect(res.json().message).toBe(MESSAGES.statusLinkGone);
      }
    }
    const unknown = await inject('GET', `/api/inquiry-status/${newToken()}`, null);
    expect(unknown.statusCode).toBe(404);

    const mailed = await tokensMailedTo(email);
    const fresh = mailed.find((mail) => mail.subject.startsWith('Your new link to follow inquiry'));
    expect(fresh?.token).toBeDefined();
    expect([token, legacy]).not.toContain(fresh?.token);
    const [view, quotePdf, invoicePdf, accept, decline] = await everyRoute(fresh?.token ?? '');
    expect(view?.statusCode).toBe(200);
    expect(quotePdf?.statusCode).toBe(200);
    expect(invoicePdf?.statusCode).toBe(200);
    // The quote was accepted already: the new link reaches it, and it answers as before.
    expect(accept?.statusCode).toBe(200);
    expect(decline?.statusCode).toBe(409);

    const [event] = await t.db
      .select()
      .from(inquiryEvents)
      .where(and(eq(inquiryEvents.inquiryId, id), eq(inquiryEvents.kind, 'status_links_revoked')));
    expect(event).toMatchObject({ actorName: 'Vikram Shah', details: { revoked: 2, recipients: [email] } });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, id), eq(auditEntries.action, 'status_links_revoked')));
    expect(audit).toMatchObject({ actorName: 'Vikram Shah', before: { statusLinks: 2 } });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('answers 404 for an unknown inquiry', async () => {
    const res = await inject('POST', '/api/inquiries/00000000-0000-4000-8000-000000000000/status-link/revoke', staff);
    expect(res.statusCode).toBe(404);
  });
});

describe('links run out after the inquiry is over', { timeout: SLOW }, () => {
  /** Moves the link's last e-mail and the booking's completion `months` back. */
  async function completedMonthsAgo(inquiryId: string, bookingId: string, months: number) {
    const at = new Date(Date.now() - months * MONTH);
    await t.db.update(bookings).set({ state: 'completed', completedAt: at }).where(eq(bookings.id, bookingId));
    await t.db.update(inquiryStatusTokens).set({ lastSentAt: at }).where(eq(inquiryStatusTokens.inquiryId, inquiryId));
  }

  it('keeps a completed booking’s link for six months, then answers 410 on every route', async () => {
    const { id, token, booking } = await invoicedInquiry('expiry@example.com');
    await completedMonthsAgo(id, booking._id, 5);
    expect((await inject('GET', `/api/inquiry-status/${token}`, null)).statusCode).toBe(200);
    expect((await inject('GET', `/api/inquiry-status/${token}/invoice.pdf`, null)).statusCode).toBe(200);

    await completedMonthsAgo(id, booking._id, 7);
    for (const res of await everyRoute(token)) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().message).toBe(MESSAGES.statusLinkGone);
    }

    // The link sent again afterwards is a new one, and works for six months from its e-mail.
    expect((await inject('POST', `/api/inquiries/${id}/status-link`, staff)).statusCode).toBe(202);
    const mailed = await tokensMailedTo('expiry@example.com');
    const again = mailed.at(-1)?.token;
    expect(again).toBeDefined();
    expect(again).not.toBe(token);
    expect((await inject('GET', `/api/inquiry-status/${again}/invoice.pdf`, null)).statusCode).toBe(200);
    const later = (months: number) => new Date(Date.now() + months * MONTH);
    expect(await lookUpStatusToken(t.db, again ?? '', inquiryClosedAt, later(5))).toEqual({ inquiryId: id });
    expect(await lookUpStatusToken(t.db, again ?? '', inquiryClosedAt, later(7))).toBe('gone');
  });

  it('runs out six months after an inquiry is rejected, and never while it is open', async () => {
    const open = await newInquiry('open@example.com');
    await t.db
      .update(inquiryStatusTokens)
      .set({ lastSentAt: new Date(Date.now() - 24 * MONTH) })
      .where(eq(inquiryStatusTokens.inquiryId, open.id));
    expect((await inject('GET', `/api/inquiry-status/${open.token}`, null)).statusCode).toBe(200);

    const { id, token } = await newInquiry('rejected@example.com');
    const set = await inject('PUT', `/api/inquiries/${id}/status`, staff, {
      status: 'rejected',
      notifyCustomer: false,
    });
    expect(set.statusCode, set.body).toBe(200);
    const at = new Date(Date.now() - 7 * MONTH);
    await t.db.update(inquiryEvents).set({ createdAt: at }).where(eq(inquiryEvents.inquiryId, id));
    await t.db.update(inquiryStatusTokens).set({ lastSentAt: at }).where(eq(inquiryStatusTokens.inquiryId, id));
    const res = await inject('GET', `/api/inquiry-status/${token}`, null);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(MESSAGES.statusLinkGone);
  });
});
