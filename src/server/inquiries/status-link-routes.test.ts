import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import type { SmtpSink } from '#server/test/smtp-sink';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

let sink: SmtpSink;
let t: TestApp;
let staff: TestUser;
let celebrityId: string;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ notifyEmails: ['desk@starline.example'], inquiryMaxPerHour: 1000 }));
  staff = await t.createUser('staff', { name: 'Priya Nair' });
  celebrityId = (await insertCelebrity(t.db, { name: 'Meera Kapoor' })).id;
});
afterAll(() => stopMailingApp(t, sink));

/** Submits an inquiry as a visitor and returns its id and the status link's path from the e-mail. */
async function inquiryWithLink(email: string): Promise<{ id: string; path: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: inquiryBody(celebrityId, { email, name: 'Kavya Rao', phoneNumber: '+91 99887 76655' }),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ data: { _id: string } }>().data._id;
  await t.app.outbox.runOnce();
  const mails = sink.received;
  const mail = mails.find((received) => received.to.includes(email));
  const token = /\/inquiry\/([A-Za-z0-9_-]{43})/.exec(mail?.parsed.text ?? '')?.[1];
  expect(token, 'the acknowledgement carries the link').toBeDefined();
  return { id, path: `/api/inquiry-status/${token}` };
}

function setStatus(id: string, status: string, notifyCustomer?: boolean) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/inquiries/${id}/status`,
    headers: staff.headers,
    payload: notifyCustomer === undefined ? { status } : { status, notifyCustomer },
  });
}

describe('GET /api/inquiry-status/:token', () => {
  it('shows the holder of the link their inquiry and nothing that identifies anyone', async () => {
    const { path } = await inquiryWithLink('kavya@example.com');
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({ celebrityName: 'Meera Kapoor', status: 'pending', answeredAt: null });
    expect(data.reference).toMatch(/^SLT-\d{4}-\d{4}$/);
    expect(Object.keys(data).sort()).toEqual(
      [
        'answeredAt',
        'booking',
        'celebrityName',
        'eventDate',
        'eventLocation',
        'eventType',
        'history',
        'payment',
        'quote',
        'receivedAt',
        'reference',
        'replyBy',
        'stage',
        'status',
      ].sort(),
    );
    for (const secret of ['Kavya', 'kavya@example.com', '99887', celebrityId]) expect(res.body).not.toContain(secret);
    expect(data.history).toEqual([{ status: 'received', at: data.receivedAt }]);
    expect(data.booking).toBeNull();
    expect(data.payment).toBeNull();
  });

  it('follows the status as staff change it, with the first answer as the answer time', async () => {
    const { id, path } = await inquiryWithLink('status@example.com');
    expect((await setStatus(id, 'contacted')).statusCode).toBe(200);
    expect((await setStatus(id, 'contacted')).statusCode).toBe(200);
    expect((await setStatus(id, 'confirmed')).statusCode).toBe(200);
    const { data } = (await t.app.inject({ method: 'GET', url: path })).json<{
      data: { status: string; answeredAt: string; history: { status: string; at: string }[] };
    }>();
    expect(data.status).toBe('confirmed');
    expect(data.history.map((entry) => entry.status)).toEqual(['received', 'contacted', 'confirmed']);
    expect(data.answeredAt).toBe(data.history[1]?.at);
    // The timeline says who made each change.
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
    const changes = events.filter((event) => event.kind === 'status_changed');
    expect(changes.map((event) => [event.actorName, event.details])).toEqual([
      ['Priya Nair', { from: 'pending', to: 'contacted' }],
      ['Priya Nair', { from: 'contacted', to: 'confirmed' }],
    ]);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.firstResponseAt?.toISOString()).toBe(data.answeredAt);
  });

  it("never shows another customer's inquiry", async () => {
    const first = await inquiryWithLink('first@example.com');
    const second = await inquiryWithLink('second@example.com');
    await setStatus(second.id, 'rejected');
    const a = (await t.app.inject({ method: 'GET', url: first.path })).json<{
      data: { reference: string; status: string };
    }>();
    const b = (await t.app.inject({ method: 'GET', url: second.path })).json<{
      data: { reference: string; status: string };
    }>();
    expect(a.data.reference).not.toBe(b.data.reference);
    expect(a.data.status).toBe('pending');
    expect(b.data.status).toBe('rejected');
  });

  it('answers a link that matches nothing with 404, and a malformed one with 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'This link does not match any inquiry. Please check it against your e-mail.',
    });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/inquiry-status/short' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('"E-mail the customer" on a decision', () => {
  it('sends the customer a short e-mail, and the status page shows the change', async () => {
    const { id, path } = await inquiryWithLink('decided@example.com');
    const before = sink.received.length;
    expect((await setStatus(id, 'confirmed', true)).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const mails = await sink.waitFor(before + 1);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    const decision = mails.slice(before).find((mail) => mail.to.includes('decided@example.com'));
    // No booking yet: the customer is not told they are booked (issue 36).
    expect(decision?.parsed.subject).toBe(`We are arranging your booking: ${row?.reference}`);
    expect(decision?.parsed.text).toContain('We are glad to go ahead with your booking.');
    expect(decision?.parsed.text).not.toContain('confirm your booking');
    const page = (await t.app.inject({ method: 'GET', url: path })).json<{ data: { status: string; stage: string } }>();
    expect(page.data).toMatchObject({ status: 'confirmed', stage: 'arranging' });
  });

  it('sends nothing unless asked, and refuses it for a status that is not a decision', async () => {
    const { id } = await inquiryWithLink('quiet@example.com');
    const before = sink.received.length;
    expect((await setStatus(id, 'rejected')).statusCode).toBe(200);
    const refused = await setStatus(id, 'contacted', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'notifyCustomer',
    ]);
    await t.app.outbox.runOnce();
    expect(sink.received.length).toBe(before);
  });
});

describe('the status lookup rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ inquiryStatusMaxPer10Minutes: 3 });
  });
  afterAll(async () => limited.close());

  const lookUp = (remoteAddress: string, token = 'A'.repeat(43)) =>
    limited.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}`, remoteAddress });

  it('answers the lookup past the limit with 429 and Retry-After; another address keeps its own', async () => {
    // A malformed link is refused before the database is asked, and costs nothing.
    expect((await lookUp('203.0.113.7', 'short')).statusCode).toBe(400);
    // Misses count like hits: guessing is what the limit is for.
    for (let lookup = 0; lookup < 3; lookup += 1) expect((await lookUp('203.0.113.7')).statusCode).toBe(404);
    const blocked = await lookUp('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Still a private answer: never cached, never indexed.
    expect(blocked.headers['cache-control']).toBe('no-store');
    expect((await lookUp('198.51.100.9')).statusCode).toBe(404);
  });
});
