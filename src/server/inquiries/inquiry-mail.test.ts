import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { emails, inquiryStatusTokens } from '#server/mail/mail-tables';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { queueEmail } from '#server/mail/outbox';
import { hashToken } from '#server/lib/tokens';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink';
import { createTestApp, type TestApp } from '#server/test/test-app';

const TEAM = ['desk@starline.example', 'owner@starline.example'];

let sink: SmtpSink;
let t: TestApp;
let celebrity: { id: string; name: string };

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ notifyEmails: TEAM, inquiryMaxPerHour: 1000 }));
  celebrity = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

async function submitInquiry(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: inquiryBody(celebrity.id, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

describe('a new inquiry', () => {
  it('gets a reference, a promised reply time and a timeline, and queues its two e-mails with it', async () => {
    const before = Date.now();
    const id = await submitInquiry();
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.reference).toMatch(/^SLT-\d{4}-\d{4}$/);
    const promised = (row?.replyBy.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(promised).toBe(24 * 3600_000);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
    expect(events.map((event) => event.kind)).toEqual(['received']);
    const queued = await t.db.select().from(emails).where(eq(emails.inquiryId, id));
    expect(queued.map((email) => [email.kind, email.state]).sort()).toEqual([
      ['inquiry_received', 'pending'],
      ['team_new_inquiry', 'pending'],
    ]);
  });

  it('numbers references one after the other within the month', async () => {
    const first = await submitInquiry();
    const second = await submitInquiry();
    const rows = await t.db.select({ id: inquiries.id, reference: inquiries.reference }).from(inquiries);
    const numberOf = (id: string) => Number(rows.find((row) => row.id === id)?.reference.slice(-4));
    expect(numberOf(second)).toBe(numberOf(first) + 1);
  });

  it('reaches the customer and the team through the mail server, with a working private link', async () => {
    const id = await submitInquiry({ name: 'Kavya Rao', email: 'kavya@example.com' });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0, unsent: 0 });
    const mails = await sink.waitFor(2);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));

    const customer = mails.find((mail) => mail.to.includes('kavya@example.com'));
    expect(customer?.parsed.subject).toBe(`We received your inquiry ${row?.reference}`);
    expect(customer?.parsed.from?.text).toContain('Starline Talent');
    const link = /https:\/\/starline\.example\/inquiry\/([A-Za-z0-9_-]{43})/.exec(customer?.parsed.text ?? '');
    expect(link, 'the plain-text part carries the link').not.toBeNull();
    expect(customer?.parsed.html).toContain(link?.[0]);
    // The link's token is what the inquiry's status links store, hashed; 256 random bits.
    const [stored] = await t.db
      .select()
      .from(inquiryStatusTokens)
      .where(eq(inquiryStatusTokens.tokenHash, hashToken(link?.[1] ?? '')));
    expect(stored?.inquiryId).toBe(id);
    expect(customer?.parsed.text).toContain('Meera Kapoor');
    expect(customer?.parsed.text).toMatch(/IST/);

    const team = mails.find((mail) => mail.to.includes(TEAM[0] ?? ''));
    expect(team?.to.sort()).toEqual([...TEAM].sort());
    expect(team?.parsed.subject).toContain(row?.reference);
    expect(team?.parsed.text).toContain('kavya@example.com');
    expect(team?.parsed.text).not.toContain(link?.[1]);
    // The team's link opens the inquiry's own page in the panel.
    expect(team?.parsed.text).toContain(`https://starline.example/admin/inquiries/${id}`);

    const sent = await t.db.select().from(emails).where(eq(emails.inquiryId, id));
    for (const email of sent) {
      expect(email.state).toBe('sent');
      expect(email.smtpResponse).toMatch(/^250/);
      expect(email.messageId).toBe(`<${email.id}@starline.example>`);
    }
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
    expect(events.filter((event) => event.kind === 'email_sent')).toHaveLength(2);

    // The inquiry's page lists both e-mails with their delivery state.
    const staff = await t.createUser('staff');
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${id}/activity`,
      headers: staff.headers,
    });
    const listed = activity.json<{ data: { emails: { kind: string; state: string; recipients: string[] }[] } }>().data;
    // Queued in one transaction, so at one instant: in either order.
    expect(listed.emails.map((email) => [email.kind, email.state]).sort()).toEqual([
      ['inquiry_received', 'sent'],
      ['team_new_inquiry', 'sent'],
    ]);
  });

  it('retries after the mail server refuses, within a minute, and sends once', async () => {
    await submitInquiry();
    sink.refuseNext(2);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2, unsent: 0 });
    const waiting = await t.db.select().from(emails);
    for (const email of waiting) {
      expect(email.state).toBe('pending');
      expect(email.lastError).toMatch(/451/);
      expect(email.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    }
    // Not due yet: nothing is sent before its time.
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0, unsent: 0 });
    await t.db.update(emails).set({ nextAttemptAt: new Date() });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0, unsent: 0 });
    expect(await sink.waitFor(2)).toHaveLength(2);
  });

  it('is marked failed, on its timeline, once a day of retries has passed', async () => {
    const id = await submitInquiry();
    await t.db
      .update(emails)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(emails.inquiryId, id));
    sink.refuseNext(2);
    await t.app.outbox.runOnce();
    const rows = await t.db.select().from(emails).where(eq(emails.inquiryId, id));
    expect(rows.map((row) => row.state)).toEqual(['failed', 'failed']);
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
    expect(events.filter((event) => event.kind === 'email_failed')).toHaveLength(2);
  });
});

describe('a mail server that is down for a while', () => {
  it('delays the e-mails and loses none: each arrives once when it is back', async () => {
    // The server's port, then the server stopped: connections are refused, as in an outage.
    const first = await startSmtpSink();
    const port = first.port;
    await first.close();
    const app = await createTestApp({ smtpUrl: `smtp://desk:secret@127.0.0.1:${port}`, notifyEmails: TEAM });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: inquiryBody((await insertCelebrity(app.db, { name: 'Kabir Malhotra' })).id),
      });
      expect(res.statusCode).toBe(201);
      expect(await app.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2, unsent: 0 });
      const waiting = await app.db.select().from(emails);
      expect(waiting.map((email) => email.state)).toEqual(['pending', 'pending']);
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED/);

      // Back on the same port; the retries fall due.
      const back = await startSmtpSink(port);
      try {
        await app.db.update(emails).set({ nextAttemptAt: new Date() });
        expect(await app.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0, unsent: 0 });
        expect(await back.waitFor(2)).toHaveLength(2);
        // Nothing is left to send, and nothing goes twice.
        await app.db.update(emails).set({ nextAttemptAt: new Date() });
        expect(await app.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0, unsent: 0 });
        expect(back.received).toHaveLength(2);
      } finally {
        await back.close();
      }
    } finally {
      await app.close();
    }
  });
});

describe('two senders on one outbox', () => {
  it('send every e-mail exactly once', async () => {
    // A second app on the same database: another server process, as far as the outbox knows.
    const other = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    try {
      for (let i = 0; i < 30; i += 1) {
        await queueEmail(t.db, {
          kind: 'team_new_inquiry',
          recipients: [`team${i}@starline.example`],
          subject: `Mail ${i}`,
          html: `<p>${i}</p>`,
          text: String(i),
        });
      }
      const [a, b] = await Promise.all([t.app.outbox.runOnce(), other.outbox.runOnce()]);
      expect(a.sent + b.sent).toBe(30);
      // The sink records a message before it accepts it, and a sender's pass ends only when its
      // messages are accepted: every e-mail sent, duplicates too, is in the sink by now.
      const mails = sink.received;
      expect(mails).toHaveLength(30);
      expect(new Set(mails.map((mail) => mail.parsed.subject)).size).toBe(30);
    } finally {
      await other.close();
    }
  });
});

describe('the due-soon alert', () => {
  it('goes to the team once per inquiry, even with two scans at once', async () => {
    const id = await submitInquiry();
    await t.app.outbox.runOnce();
    sink.received.length = 0;
    // Three hours left of the promise.
    await t.db
      .update(inquiries)
      .set({ replyBy: new Date(Date.now() + 3 * 3600_000) })
      .where(eq(inquiries.id, id));
    const other = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    try {
      const counts = await Promise.all([t.app.desk.scanDueSoon(), other.desk.scanDueSoon()]);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await t.app.desk.scanDueSoon()).toBe(0);
    } finally {
      await other.close();
    }
    await t.app.outbox.runOnce();
    const [alert] = await sink.waitFor(1);
    expect(alert?.parsed.subject).toMatch(/^Due soon: SLT-/);
    expect(alert?.to.sort()).toEqual([...TEAM].sort());
  });

  it('is not sent for an answered inquiry, nor for one already past its time', async () => {
    const answered = await submitInquiry();
    const late = await submitInquiry();
    await t.db
      .update(inquiries)
      .set({ status: 'contacted', replyBy: new Date(Date.now() + 3600_000) })
      .where(eq(inquiries.id, answered));
    await t.db
      .update(inquiries)
      .set({ replyBy: new Date(Date.now() - 3600_000) })
      .where(eq(inquiries.id, late));
    expect(await t.app.desk.scanDueSoon()).toBe(0);
  });
});

describe('without a mail server', () => {
  it('keeps every e-mail, unsent, readable later', async () => {
    const quiet = await createTestApp({ smtpUrl: undefined, inquiryMaxPerHour: 1000 });
    try {
      await quiet.createUser('admin', { email: 'boss@starline.example' });
      const star = await insertCelebrity(quiet.db, { name: 'Rohan Verma' });
      const res = await quiet.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(star.id) });
      expect(res.statusCode).toBe(201);
      expect(await quiet.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0, unsent: 2 });
      const kept = await quiet.db.select().from(emails);
      expect(kept.map((email) => email.state)).toEqual(['unsent', 'unsent']);
      // With NOTIFY_EMAILS unset, the team is every active admin.
      expect(kept.find((email) => email.kind === 'team_new_inquiry')?.recipients).toEqual(['boss@starline.example']);
      expect(kept.every((email) => email.html.includes('<html') && email.text.length > 0)).toBe(true);
    } finally {
      await quiet.close();
    }
  });
});

describe('the outbox API', () => {
  it('lists every e-mail with its state for staff, newest first, and shows one with its content', async () => {
    const staff = await t.createUser('staff');
    await submitInquiry();
    await t.app.outbox.runOnce();
    const list = await t.app.inject({ method: 'GET', url: '/api/emails', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json<{
      data: { _id: string; kind: string; state: string; subject: string }[];
      meta: { total: number };
    }>();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((email) => email.state)).toEqual(['sent', 'sent']);
    expect(body.data).not.toHaveProperty('0.html');

    const pending = await t.app.inject({ method: 'GET', url: '/api/emails?state=pending', headers: staff.headers });
    expect(pending.json<{ meta: { total: number } }>().meta.total).toBe(0);

    const first = body.data[0];
    const one = await t.app.inject({ method: 'GET', url: `/api/emails/${first?._id}`, headers: staff.headers });
    expect(one.statusCode).toBe(200);
    const email = one.json<{ data: { subject: string; html: string; text: string } }>().data;
    expect(email.subject).toBe(first?.subject);
    expect(email.html).toContain('<html');
    expect(email.text.length).toBeGreaterThan(0);
  });

  it('is for signed-in staff only, and says when an e-mail does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(401);
    const admin = await t.createUser('admin');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/emails/3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'E-mail not found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/emails?state=lost', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the timeline', () => {
  it('puts each e-mail at the moment of the change that caused it, so the cause reads first', async () => {
    const id = await submitInquiry();
    const staff = await t.createUser('staff');
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${id}/status`,
      headers: staff.headers,
      payload: { status: 'confirmed', notifyCustomer: true },
    });
    expect(decided.statusCode).toBe(200);
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${id}/activity`,
      headers: staff.headers,
    });
    const { emails: sent, timeline } = activity.json<{
      data: { emails: { kind: string; createdAt: string }[]; timeline: { kind: string; at: string }[] };
    }>().data;
    const at = (kind: string) => timeline.find((event) => event.kind === kind)?.at;
    // The panel orders by time, and a change before the e-mails of the same moment.
    expect(sent.map((email) => [email.kind, email.createdAt]).sort()).toEqual([
      ['customer_status', at('status_changed')],
      ['inquiry_received', at('received')],
      ['team_new_inquiry', at('received')],
    ]);
  });
});
