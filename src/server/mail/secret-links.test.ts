import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '#server/accounts/accounts-tables';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails, inquiryStatusTokens } from './mail-tables.js';
import { hashToken } from '#server/lib/tokens';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import type { ReceivedMail, SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';

/**
 * Second review, finding 1: secret links never rest in the database in a working form. The
 * outbox stores and shows `[hidden]` where the token goes; the sender makes the token when it
 * sends, keeps only its hash, and a retried send leaves only the link that was delivered. Staff
 * give a customer their link again by e-mail, never by reading it.
 */

const STATUS_LINK = /https:\/\/starline\.example\/inquiry\/([A-Za-z0-9_-]{43})/;
const RESET_LINK = /https:\/\/starline\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/;

let sink: SmtpSink;
let t: TestApp;
let staff: TestUser;
let admin: TestUser;
let celebrity: { id: string };

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ notifyEmails: ['desk@starline.example'], inquiryMaxPerHour: 1000 }));
  staff = await t.createUser('staff', { name: 'Priya Desk' });
  admin = await t.createUser('admin');
  celebrity = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

async function submitInquiry(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: inquiryBody(celebrity.id, { name: 'Kavya Rao', email }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

function mailTo(address: string): ReceivedMail {
  const mail = sink.received.find((received) => received.to.includes(address));
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

function statusPage(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
}

async function preview(id: string, user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: `/api/emails/${id}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { html: string; text: string } }>().data;
}

/** Every row of the tables that hold e-mails, timelines, audit entries and inquiries, as text. */
async function everythingStored(): Promise<string> {
  const tables = await Promise.all([
    t.db.select().from(emails),
    t.db.select().from(inquiries),
    t.db.select().from(inquiryEvents),
    t.db.select().from(auditEntries),
  ]);
  return JSON.stringify(tables);
}

describe("the customer's status link", () => {
  it('is stored and shown as [hidden], and made only when the e-mail is sent', async () => {
    const id = await submitInquiry('kavya.hidden@example.com');
    const [queued] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, id), eq(emails.kind, 'inquiry_received')));
    // Before sending, no link exists at all.
    expect(await t.db.select().from(inquiryStatusTokens).where(eq(inquiryStatusTokens.inquiryId, id))).toEqual([]);
    const shown = await preview(queued?.id ?? '', staff);
    expect(shown.text).toContain('https://starline.example/inquiry/[hidden]');
    expect(shown.html).toContain('https://starline.example/inquiry/[hidden]');
    expect(shown.text).not.toMatch(STATUS_LINK);

    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0, unsent: 0 });
    const token = STATUS_LINK.exec(mailTo('kavya.hidden@example.com').parsed.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(mailTo('kavya.hidden@example.com').parsed.html).toContain(`/inquiry/${token}`);
    expect((await statusPage(token)).statusCode).toBe(200);

    // The stored copy stays redacted after sending; the token is nowhere in the database.
    expect((await preview(queued?.id ?? '', staff)).text).toContain('/inquiry/[hidden]');
    expect(await everythingStored()).not.toContain(token);
    const [stored] = await t.db.select().from(inquiryStatusTokens).where(eq(inquiryStatusTokens.inquiryId, id));
    expect(stored).toMatchObject({ tokenHash: hashToken(token), emailId: queued?.id });
  });

  it('leaves only the delivered link when a send is tried again', async () => {
    const id = await submitInquiry('kavya.retry@example.com');
    sink.refuseNext(2);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2, unsent: 0 });
    await t.db
      .update(emails)
      .set({ nextAttemptAt: new Date() })
      .where(lte(emails.nextAttemptAt, new Date(Date.now() + 3600_000)));
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0, unsent: 0 });
    const token = STATUS_LINK.exec(mailTo('kavya.retry@example.com').parsed.text ?? '')?.[1] ?? '';
    const links = await t.db.select().from(inquiryStatusTokens).where(eq(inquiryStatusTokens.inquiryId, id));
    // The failed try's link was replaced: one e-mail, one working link, the one delivered.
    expect(links.map((link) => link.tokenHash)).toEqual([hashToken(token)]);
  });

  it('is given up, with the reason, when the inquiry is deleted before it goes', async () => {
    const id = await submitInquiry('kavya.deleted@example.com');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/inquiries/${id}`, headers: staff.headers });
    expect(removed.statusCode).toBe(200);
    // The team's alert still goes; the customer's e-mail cannot carry a link to nothing.
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 1, unsent: 0 });
    expect(sink.received.map((mail) => mail.to)).toEqual([['desk@starline.example']]);
    const [ack] = await t.db.select().from(emails).where(eq(emails.kind, 'inquiry_received'));
    expect(ack).toMatchObject({ state: 'failed', lastError: 'The inquiry was deleted, so no status link was sent.' });
  });
});

describe('Send the status link again', () => {
  it('e-mails the customer their working link again (not one more), and records who asked', async () => {
    const id = await submitInquiry('kavya.again@example.com');
    await t.app.outbox.runOnce();
    const first = STATUS_LINK.exec(mailTo('kavya.again@example.com').parsed.text ?? '')?.[1] ?? '';
    sink.received.length = 0;

    const res = await t.app.inject({ method: 'POST', url: `/api/inquiries/${id}/status-link`, headers: staff.headers });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      data: { emailId: expect.any(String), recipients: ['kavya.again@example.com'] },
    });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0, unsent: 0 });
    const mail = mailTo('kavya.again@example.com');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(mail.parsed.subject).toBe(`Your link to follow inquiry ${row?.reference}`);
    const second = STATUS_LINK.exec(mail.parsed.text ?? '')?.[1] ?? '';
    // The same link (issue 36): sending it again does not add one more that works.
    expect(second).toHaveLength(43);
    expect(second).toBe(first);
    expect((await statusPage(second)).statusCode).toBe(200);
    expect(await t.db.select().from(inquiryStatusTokens).where(eq(inquiryStatusTokens.inquiryId, id))).toHaveLength(1);

    // Staff read it only redacted.
    expect((await preview(res.json().data.emailId, staff)).text).toContain('/inquiry/[hidden]');
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${id}/activity`,
      headers: staff.headers,
    });
    const { timeline } = activity.json<{ data: { timeline: { kind: string; actorName: string | null }[] } }>().data;
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'status_link_sent', actorName: 'Priya Desk' }));
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, id), eq(auditEntries.action, 'status_link_sent')));
    expect(audit).toMatchObject({ actorId: staff.id, after: { recipients: ['kavya.again@example.com'] } });
  });

  it('answers 404 for an unknown inquiry and 401 when signed out', async () => {
    const unknown = '5f0c7a52-3d1b-4e4f-9a3c-2b8f1d6e7a90';
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${unknown}/status-link`,
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/inquiries/${unknown}/status-link` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the password reset link', () => {
  it('is [hidden] in the outbox, even to admins, and nowhere in the database once sent', async () => {
    const member = await t.createUser('staff', { name: 'Reset Hidden' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: member.email },
    });
    expect(asked.statusCode).toBe(202);
    await t.app.afterAnswersSettled();
    const [queued] = await t.db.select().from(emails).where(eq(emails.kind, 'password_reset'));
    const shown = await preview(queued?.id ?? '', admin);
    expect(shown.text).toContain('https://starline.example/admin/reset-password?token=[hidden]');
    expect(shown.html).toContain('https://starline.example/admin/reset-password?token=[hidden]');

    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0, unsent: 0 });
    const token = RESET_LINK.exec(mailTo(member.email).parsed.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(await everythingStored()).not.toContain(token);
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id));
    expect(stored).toMatchObject({ tokenHash: hashToken(token), emailId: queued?.id });
  });

  it('is given up when the account is disabled before the e-mail goes', async () => {
    const member = await t.createUser('staff', { name: 'Reset Leaver' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: member.email } });
    await t.app.afterAnswersSettled();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id));
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1, unsent: 0 });
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id))).toEqual([]);
    expect(sink.received).toHaveLength(0);
  });
});
