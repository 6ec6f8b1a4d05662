import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { emails } from '#server/mail/mail-tables';
import { passwordResetTokens, sessions, users } from './accounts-tables.js';
import { hashToken } from '#server/lib/tokens';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import type { SmtpSink } from '#server/test/smtp-sink';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

/**
 * A forgotten password (issue 12): the same answer whether or not the e-mail has an account, one
 * e-mail with a one-time link through a real mail server, the link used once, expiring after 30
 * minutes, superseded links dead, every session ended, and the audit log told.
 */

const SENT = {
  success: true,
  data: {
    message:
      'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
  },
};
const INVALID_LINK =
  'This password reset link is not valid: it has been used already, has expired, or a newer one was used. Please ask for a new link.';
const LINK = /https:\/\/starline\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'Tamarind-Harbour-5310';

let sink: SmtpSink;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ passwordResetMaxPerHour: 1000 }));
  admin = await t.createUser('admin', { name: 'Asha Admin' });
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

/** Asks for a link, and waits for the work the route does after its answer. */
async function ask(email: string, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  await t.app.afterAnswersSettled();
  return res;
}

function confirm(token: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

let counter = 0;
async function member(): Promise<TestUser> {
  counter += 1;
  return t.createUser('staff', { name: `Reset Member ${counter}`, email: `reset.member${counter}@starline.example` });
}

/** Asks for a link for `email` and reads its token from the e-mail the mail server received. */
async function linkFor(email: string): Promise<string> {
  sink.received.length = 0;
  expect((await ask(email)).statusCode).toBe(202);
  expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0, unsent: 0 });
  const [mail] = await sink.waitFor(1);
  expect(mail?.to).toEqual([email]);
  const token = LINK.exec(mail?.parsed.text ?? '')?.[1];
  expect(token, 'the e-mail carries the link').toBeDefined();
  return token ?? '';
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same for a known, an unknown and a disabled e-mail, and mails only the known one', async () => {
    const known = await member();
    const disabled = await member();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));

    const answers = [
      await ask(known.email),
      await ask('nobody.here@starline.example'),
      await ask(disabled.email),
      // Any case and spaces around: the same account.
      await ask(`  ${known.email.toUpperCase()} `),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(SENT);
      expect(res.headers['cache-control']).toBe('no-store');
    }

    const queued = await t.db.select().from(emails);
    expect(queued.map((email) => [email.kind, email.recipients])).toEqual([
      ['password_reset', [known.email]],
      ['password_reset', [known.email]],
    ]);
    expect(queued.every((email) => email.inquiryId === null && email.userId === known.id)).toBe(true);
    // No link exists until its e-mail is sent (mail/secret-links.ts).
    expect(await t.db.select().from(passwordResetTokens)).toEqual([]);
    await t.app.outbox.runOnce();
    const tokens = await t.db.select().from(passwordResetTokens);
    expect(tokens.map((row) => row.userId)).toEqual([known.id, known.id]);
  });

  it('answers before any work on the account, so its time says nothing about whether one exists', async () => {
    // The account lookup and the e-mail's queueing come after the answer: with the tables they
    // need held by another transaction, both answers still arrive, and the e-mail follows.
    const known = await member();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, emails in access exclusive mode`);
      held();
      await gate;
    });
    await holding;
    const noAnswer = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000).unref());
    const post = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    try {
      for (const email of [known.email, 'nobody.timing@starline.example']) {
        const answer = await Promise.race([post(email), noAnswer]);
        expect(answer === 'no answer' ? answer : answer.statusCode, email).toBe(202);
      }
    } finally {
      release();
      await holder;
    }
    await t.app.afterAnswersSettled();
    const queued = await t.db.select().from(emails);
    expect(queued.map((email) => email.recipients)).toEqual([[known.email]]);
  });

  it('sends exactly one e-mail per request through the mail server, with a working one-time link', async () => {
    const user = await member();
    const started = Date.now();
    expect((await ask(user.email)).statusCode).toBe(202);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0, unsent: 0 });
    const [mail, ...others] = await sink.waitFor(1);
    expect(others).toHaveLength(0);
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.parsed.subject).toBe('Choose a new password for the Starline Talent admin panel');
    expect(mail?.parsed.text).toContain('30 minutes');
    expect(mail?.parsed.text).toContain(user.email);
    const link = LINK.exec(mail?.parsed.text ?? '');
    expect(link, 'the plain-text part carries the link').not.toBeNull();
    expect(mail?.parsed.html).toContain(link?.[0]);
    const token = link?.[1] ?? '';

    // Stored only as a SHA-256, for 30 minutes.
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.usedAt).toBeNull();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - started;
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    // Nothing else went out: the e-mail was sent once.
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0, unsent: 0 });

    const res = await confirm(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { passwordReset: true } });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses a malformed e-mail on its field (the same for everybody)', async () => {
    const res = await ask('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it('limits links per e-mail, whether or not it has an account', async () => {
    for (const email of [(await member()).email, 'ghost.account@starline.example']) {
      for (let i = 0; i < 5; i += 1) expect((await ask(email)).statusCode).toBe(202);
      const limited = await ask(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('limits links per address', async () => {
    const limited = await createTestApp({ passwordResetMaxPerHour: 2 });
    try {
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email },
          remoteAddress: '203.0.113.9',
        });
      expect((await send('one@starline.example')).statusCode).toBe(202);
      expect((await send('two@starline.example')).statusCode).toBe(202);
      const third = await send('three@starline.example');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session of the user, and works only once', async () => {
    const user = await member();
    const second = await login(user.email, user.password);
    const token = await linkFor(user.email);

    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second.json().data.token}` })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const again = await confirm(token, 'Another-Harbour-7781');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: INVALID_LINK,
      errors: [{ path: 'token', message: INVALID_LINK }],
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, user.id), eq(auditEntries.kind, 'account')));
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction.password_reset_requested).toMatchObject({ actorId: null, actorName: 'Website visitor' });
    expect(byAction.password_reset).toMatchObject({
      actorId: user.id,
      subjectLabel: expect.stringMatching(/^Reset Member \d+$/),
      before: null,
      after: { sessionsEnded: 2 },
    });
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain(hashToken(token));
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await member();
    const token = await linkFor(user.email);
    const answers = await Promise.all([confirm(token, 'First-Harbour-4471'), confirm(token, 'Second-Harbour-9902')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'First-Harbour-4471' : 'Second-Harbour-9902';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it('refuses a link past its 30 minutes', async () => {
    const user = await member();
    const token = await linkFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await confirm(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('kills the earlier unused links of the user once one is used', async () => {
    const user = await member();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(first).not.toBe(second);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await confirm(first, 'Older-Link-Pass-6620');
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(INVALID_LINK);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('kills an unused link when the password is changed otherwise, or the account disabled', async () => {
    const changer = await member();
    const link = await linkFor(changer.email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: changer.headers,
      payload: { currentPassword: changer.password, password: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await confirm(link, 'Sneaky-Harbour-2218')).statusCode).toBe(400);

    const leaver = await member();
    const leaverLink = await linkFor(leaver.email);
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/staff/${leaver.id}/disable`,
      headers: admin.headers,
    });
    expect(disable.statusCode).toBe(200);
    expect((await confirm(leaverLink, 'Sneaky-Harbour-2218')).statusCode).toBe(400);
    // Enabled again, the old link stays dead.
    await t.app.inject({ method: 'POST', url: `/api/staff/${leaver.id}/enable`, headers: admin.headers });
    expect((await confirm(leaverLink, 'Sneaky-Harbour-2218')).statusCode).toBe(400);
  });

  it('holds the new password to the rule without using up the link', async () => {
    const user = await member();
    const token = await linkFor(user.email);
    const weak = await confirm(token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: 'password', message: expect.stringMatching(/^Password is too easy/) }]);
    const short = await confirm(token, 'short');
    expect(short.json().errors).toEqual([{ path: 'password', message: 'Password must be at least 12 characters' }]);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a made-up or malformed token like a used one', async () => {
    for (const token of ['A'.repeat(43), 'not a token!', '']) {
      const res = await confirm(token, NEW_PASSWORD);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(INVALID_LINK);
    }
  });
});

describe('the outbox and reset links', () => {
  it('shows reset e-mails to admins only', async () => {
    const user = await member();
    await linkFor(user.email);
    const staff = await member();
    const [row] = await t.db.select().from(emails).where(eq(emails.kind, 'password_reset'));
    const id = row?.id ?? '';

    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/emails', headers: admin.headers });
    expect(asAdmin.json().data.map((email: { _id: string }) => email._id)).toContain(id);
    const previewAdmin = await t.app.inject({ method: 'GET', url: `/api/emails/${id}`, headers: admin.headers });
    expect(previewAdmin.statusCode).toBe(200);
    expect(previewAdmin.json().data).toMatchObject({ kind: 'password_reset', inquiry: null });
    // Even admins read the link only as it is stored: without its token.
    expect(previewAdmin.json().data.text).toContain('/admin/reset-password?token=[hidden]');
    expect(previewAdmin.json().data.text).not.toMatch(LINK);

    const asStaff = await t.app.inject({ method: 'GET', url: '/api/emails', headers: staff.headers });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().data.map((email: { _id: string }) => email._id)).not.toContain(id);
    const previewStaff = await t.app.inject({ method: 'GET', url: `/api/emails/${id}`, headers: staff.headers });
    expect(previewStaff.statusCode).toBe(404);
  });
});
