import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '#server/accounts/accounts-tables';
import { auditEntries } from '#server/audit/audit-tables';
import { emails } from '#server/mail/mail-tables';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { insertCelebrity } from '#server/test/rows';
import type { SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';

/**
 * Inviting a celebrity's team to the talent portal (issue 39): the account is made without a
 * password anyone knows, the e-mail's link sets one on the reset page with the reset call and
 * lasts a week, then the person signs in on the same sign-in page. Inviting again re-sends (the
 * earlier link dies); a staff e-mail is refused; a forgotten password works as for staff.
 */

const LINK = /https:\/\/starline\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const PASSWORD = 'Monsoon-Verandah-7721';

let sink: SmtpSink;
let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let celebrity: { id: string };
let other: { id: string };

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ passwordResetMaxPerHour: 1000 }));
  admin = await t.createUser('admin', { name: 'Asha Admin' });
  staff = await t.createUser('staff');
  celebrity = await insertCelebrity(t.db, { name: 'Aarav Kapoor' });
  other = await insertCelebrity(t.db, { name: 'Meera Sen' });
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

function invite(payload: Record<string, unknown>, headers = admin.headers) {
  return t.app.inject({ method: 'POST', url: '/api/talent-invitations', headers, payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Sends the outbox and reads the link of the one e-mail it sent to `email`. */
async function sentLink(email: string): Promise<{ token: string; text: string; subject: string }> {
  sink.received.length = 0;
  expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0, unsent: 0 });
  const [mail] = await sink.waitFor(1);
  expect(mail?.to).toEqual([email]);
  const text = mail?.parsed.text ?? '';
  const token = LINK.exec(text)?.[1];
  expect(token, 'the e-mail carries the link').toBeDefined();
  return { token: token ?? '', text, subject: mail?.parsed.subject ?? '' };
}

describe('POST /api/talent-invitations', () => {
  it('makes a talent account that signs in only once its link has set a password', async () => {
    const email = 'manager.aarav@talent.example';
    const res = await invite({ email, name: 'Rohan Manager', celebrityIds: [celebrity.id], shareFees: true });
    expect(res.statusCode, res.body).toBe(201);
    const { talentUser, resent } = res.json().data;
    expect(resent).toBe(false);
    expect(talentUser).toMatchObject({
      email,
      name: 'Rohan Manager',
      state: 'invited',
      status: 'active',
      shareFees: true,
      celebrities: [{ _id: celebrity.id, name: 'Aarav Kapoor' }],
      invitedByName: 'Asha Admin',
      acceptedAt: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'talent', activatedAt: null });

    const { token, text, subject } = await sentLink(email);
    expect(subject).toBe('Your invitation to the Starline Talent portal');
    expect(text).toContain('Aarav Kapoor');
    expect(text).toContain('within 7 days');
    // The link lasts a week, not a reset's 30 minutes.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, talentUser._id));
    const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7 * 24 - 1);
    expect(hours).toBeLessThanOrEqual(7 * 24);

    // Nobody can sign in to the account before the link is used, whatever they try.
    expect((await login(email, PASSWORD)).statusCode).toBe(401);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email, role: 'talent' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/talent/me',
      headers: { authorization: `Bearer ${signedIn.json().data.token}` },
    });
    expect(me.json().data).toEqual({
      _id: talentUser._id,
      name: 'Rohan Manager',
      email,
      shareFees: true,
      celebrities: [{ _id: celebrity.id, name: 'Aarav Kapoor', slug: expect.any(String) }],
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/talent-users', headers: admin.headers });
    const listed = (list.json().data as { _id: string; state: string; acceptedAt: string | null }[]).find(
      (item) => item._id === talentUser._id,
    );
    expect(listed).toMatchObject({ state: 'active', acceptedAt: expect.any(String) });
    const [audited] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'talent'), eq(auditEntries.subjectId, talentUser._id)));
    expect(audited).toMatchObject({ action: 'invited', actorName: 'Asha Admin' });
  });

  it('sends the invitation again to a talent e-mail, with the terms given now, and the earlier link dies', async () => {
    const email = 'twice@talent.example';
    expect((await invite({ email, name: 'Twice', celebrityIds: [celebrity.id] })).statusCode).toBe(201);
    const first = await sentLink(email);
    const again = await invite({ email, name: 'Twice Again', celebrityIds: [celebrity.id, other.id], shareFees: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      resent: true,
      talentUser: { name: 'Twice Again', shareFees: true, state: 'invited' },
    });
    expect(again.json().data.talentUser.celebrities).toHaveLength(2);
    const second = await sentLink(email);
    const confirm = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: PASSWORD } });
    expect((await confirm(first.token)).statusCode).toBe(400);
    expect((await confirm(second.token)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a staff member’s e-mail, an unknown celebrity, and anyone but an admin', async () => {
    const staffEmail = await invite({ email: staff.email, name: 'Staff', celebrityIds: [celebrity.id] });
    expect(staffEmail.statusCode).toBe(409);
    expect(staffEmail.json()).toMatchObject({
      message: 'This e-mail belongs to a staff account: a staff member cannot be invited as talent',
      errors: [{ path: 'email' }],
    });
    const [still] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(still?.role).toBe('staff');

    const unknown = await invite({
      email: 'nobody@talent.example',
      name: 'Nobody',
      celebrityIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody@talent.example'))).toEqual([]);

    const byStaff = await invite({ email: 'x@talent.example', name: 'X', celebrityIds: [celebrity.id] }, staff.headers);
    expect(byStaff.statusCode).toBe(403);
    const none = await invite({ email: 'y@talent.example', name: 'Y', celebrityIds: [] });
    expect(none.statusCode).toBe(400);
    expect(await t.db.select().from(emails)).toEqual([]);
  });

  it('lets a talent ask for a password reset as staff do', async () => {
    const email = 'forgetful@talent.example';
    expect((await invite({ email, name: 'Forgetful', celebrityIds: [celebrity.id] })).statusCode).toBe(201);
    const invitation = await sentLink(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: invitation.token, password: PASSWORD },
    });
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    expect(asked.statusCode).toBe(202);
    await t.app.afterAnswersSettled();
    const reset = await sentLink(email);
    const newPassword = 'Cardamom-Lantern-4402';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: reset.token, password: newPassword },
    });
    expect(done.statusCode).toBe(200);
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });
});
