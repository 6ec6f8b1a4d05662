import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { sessions, users } from './accounts-tables.js';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

/**
 * Accounts (issue 12): My account (details, password, signing out everywhere), an admin
 * disabling and re-enabling a member, and the audit entries each of these and every staff
 * change leaves.
 */

const NOT_SIGNED_IN = { success: false, message: 'Please sign in to continue' };
const FORBIDDEN = { success: false, message: 'You do not have permission to do this' };
const UNKNOWN_ID = '3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21';
const NEW_PASSWORD = 'Marigold-Vista-4417';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  // Three guesses at a current password per e-mail and address, to reach the limit quickly.
  t = await createTestApp({ loginMaxFailures: 3 });
  admin = await t.createUser('admin', { name: 'Asha Admin', email: 'asha.admin@starline.example' });
  reader = await t.createUser('staff', { name: 'Ravi Reader', email: 'ravi.reader@starline.example' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function call(method: Method, url: string, headers: Headers = {}, payload?: unknown) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function login(email: string, password: string) {
  return call('POST', '/api/auth/login', {}, { email, password });
}

async function signIn(email: string, password: string): Promise<Headers> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ data: { token: string } }>().data.token}` };
}

function me(headers: Headers) {
  return call('GET', '/api/auth/me', headers);
}

async function auditOf(subjectId: string) {
  const rows = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, subjectId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A member of their own for a test, signed in once (createUser's session). */
async function member(name: string) {
  return t.createUser('staff', { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@starline.example` });
}

describe('My account: details', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/auth/account')).json()).toEqual(NOT_SIGNED_IN);
    const patch = await call('PATCH', '/api/auth/account', {}, { name: 'X', phone: '' });
    expect(patch.statusCode).toBe(401);
    expect(patch.json()).toEqual(NOT_SIGNED_IN);
  });

  it('shows a staff member their own account, phone included, never a hash', async () => {
    const res = await call('GET', '/api/auth/account', reader.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      _id: reader.id,
      name: 'Ravi Reader',
      email: 'ravi.reader@starline.example',
      phone: '',
      role: 'staff',
      status: 'active',
      joinDate: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('saves their own name and phone only, and logs the change with the values before and after', async () => {
    const user = await member('Kavita Menon');
    const res = await call('PATCH', '/api/auth/account', user.headers, {
      name: '  Kavita M. Menon ',
      phone: '+91 98200 55667',
      // Not theirs to change: dropped.
      role: 'admin',
      email: 'someone.else@starline.example',
      status: 'disabled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Kavita M. Menon',
      phone: '+91 98200 55667',
      role: 'staff',
      status: 'active',
      email: user.email,
    });
    expect((await me(user.headers)).json().data.name).toBe('Kavita M. Menon');

    const [entry, ...rest] = await auditOf(user.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      kind: 'account',
      action: 'updated',
      actorId: user.id,
      actorName: 'Kavita Menon',
      subjectLabel: 'Kavita M. Menon',
      before: { name: 'Kavita Menon', phone: '' },
      after: { name: 'Kavita M. Menon', phone: '+91 98200 55667' },
    });

    // Saving the same again is no change, and leaves no entry.
    await call('PATCH', '/api/auth/account', user.headers, { name: 'Kavita M. Menon', phone: '+91 98200 55667' });
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('refuses a blank name or a bad phone number on its field', async () => {
    const res = await call('PATCH', '/api/auth/account', reader.headers, { name: ' ', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'phone', message: 'Please enter a valid phone number' },
      ]),
    );
  });
});

describe('My account: password', () => {
  it('needs a signed-in user', async () => {
    const res = await call('POST', '/api/auth/password', {}, { currentPassword: 'x', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('ends every other session of the user and keeps this one', async () => {
    const user = await member('Nikhil Bose');
    const other = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);

    const res = await call('POST', '/api/auth/password', user.headers, {
      currentPassword: user.password,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { passwordChanged: true, sessionsEnded: 2 } });

    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((session) => session.id)).toEqual([user.sessionId]);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      kind: 'account',
      action: 'password_changed',
      actorId: user.id,
      subjectLabel: 'Nikhil Bose',
      before: null,
      after: { otherSessionsEnded: 2 },
    });
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const user = await member('Farah Siddiqui');
    const res = await call('POST', '/api/auth/password', user.headers, {
      currentPassword: 'Not-My-Password-123',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Your current password is not correct',
      errors: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toHaveLength(0);
  });

  it('holds the new password to the password rule, on its field', async () => {
    const user = await member('Gautam Iyer');
    const cases: [string, RegExp][] = [
      ['short-1', /^Password must be at least 12 characters$/],
      ['password1234', /^Password is too easy to guess/],
      ['GautamIyer2026', /^Password is too easy to guess/],
      [user.password, /^Choose a password different from your current one$/],
    ];
    for (const [password, message] of cases) {
      const res = await call('POST', '/api/auth/password', user.headers, { currentPassword: user.password, password });
      expect(res.statusCode, password).toBe(400);
      const errors = res.json<{ errors: { path: string; message: string }[] }>().errors;
      expect(errors.map((error) => error.path)).toEqual(['password']);
      expect(errors[0]?.message).toMatch(message);
    }
    const missing = await call('POST', '/api/auth/password', user.headers, { password: NEW_PASSWORD });
    expect(missing.json().errors).toEqual([{ path: 'currentPassword', message: 'Current password is required' }]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: past the limit, 429', async () => {
    const user = await member('Harsh Vardhan');
    const guess = () =>
      call('POST', '/api/auth/password', user.headers, {
        currentPassword: 'Guess-Number-One-1',
        password: NEW_PASSWORD,
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).statusCode).toBe(400);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Even the right one waits for the window, as at the sign-in page.
    const right = await call('POST', '/api/auth/password', user.headers, {
      currentPassword: user.password,
      password: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('My account: sign out everywhere', () => {
  it('needs a signed-in user', async () => {
    expect((await call('POST', '/api/auth/logout-everywhere')).statusCode).toBe(401);
  });

  it('ends every session of the user, this one included, and logs it', async () => {
    const user = await member('Ishita Ghosh');
    const other = await signIn(user.email, user.password);
    const res = await call('POST', '/api/auth/logout-everywhere', user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { loggedOut: true, sessionsEnded: 2 } });
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Someone else's sessions are untouched.
    expect((await me(reader.headers)).statusCode).toBe(200);
    // The password still works: signing out is not a lock-out.
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      kind: 'account',
      action: 'signed_out_everywhere',
      actorId: user.id,
      after: { sessionsEnded: 2 },
    });
  });
});

describe('POST /api/staff/:id/disable and /enable', () => {
  it('are for admins only', async () => {
    const target = await member('Jaya Kulkarni');
    for (const action of ['disable', 'enable']) {
      const anonymous = await call('POST', `/api/staff/${target.id}/${action}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(NOT_SIGNED_IN);
      const asStaff = await call('POST', `/api/staff/${target.id}/${action}`, reader.headers);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json()).toEqual(FORBIDDEN);
    }
    expect((await me(target.headers)).statusCode).toBe(200);
  });

  it('answer 404 for an unknown member and 400 for a malformed id', async () => {
    const unknown = await call('POST', `/api/staff/${UNKNOWN_ID}/disable`, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Staff member not found' });
    expect((await call('POST', '/api/staff/not-an-id/enable', admin.headers)).statusCode).toBe(400);
  });

  it('never let admins disable themselves', async () => {
    const res = await call('POST', `/api/staff/${admin.id}/disable`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'You cannot disable your own account' });
    expect((await me(admin.headers)).statusCode).toBe(200);
  });

  it('disabling ends the sessions at once and sign-in reads like a wrong password; enabling lets them back', async () => {
    const target = await member('Kabir Malhotra');
    const other = await signIn(target.email, target.password);

    const res = await call('POST', `/api/staff/${target.id}/disable`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: target.id, status: 'disabled', role: 'staff' });
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);

    // The right password and a wrong one get exactly the same answer.
    const right = await login(target.email, target.password);
    const wrong = await login(target.email, 'Wrong-Password-991');
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(right.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);

    // The team list shows the status.
    const list = await call('GET', `/api/staff?q=${encodeURIComponent(target.email)}`, reader.headers);
    expect(list.json().data).toEqual([expect.objectContaining({ _id: target.id, status: 'disabled' })]);

    // Disabling again changes nothing and logs nothing.
    expect((await call('POST', `/api/staff/${target.id}/disable`, admin.headers)).json().data.status).toBe('disabled');

    const enabled = await call('POST', `/api/staff/${target.id}/enable`, admin.headers);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data).toMatchObject({ _id: target.id, status: 'active' });
    // The old sessions stay ended; the password works again.
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(target.email, target.password)).statusCode).toBe(200);

    const entries = await auditOf(target.id);
    expect(entries.map((entry) => [entry.kind, entry.action, entry.actorId])).toEqual([
      ['staff', 'disabled', admin.id],
      ['staff', 'enabled', admin.id],
    ]);
    expect(entries[0]).toMatchObject({
      actorName: 'Asha Admin',
      subjectLabel: 'Kabir Malhotra',
      before: { status: 'active', email: target.email },
      after: { status: 'disabled', email: target.email },
    });
  });

  it('the staff form can still disable through PUT, with the same effect', async () => {
    const target = await member('Lata Pillai');
    const res = await call('PUT', `/api/staff/${target.id}`, admin.headers, {
      name: 'Lata Pillai',
      email: target.email,
      role: 'staff',
      status: 'disabled',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await login(target.email, target.password)).statusCode).toBe(401);
  });
});

describe('the audit log of staff changes', () => {
  it('records who added, edited and removed a member, with the member as the API shows them', async () => {
    const created = await call('POST', '/api/staff', admin.headers, {
      name: 'Meher Contractor',
      email: 'meher.contractor@starline.example',
      phone: '+91 98200 11223',
      password: 'Saffron#Kite-2291',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;

    await call('PUT', `/api/staff/${id}`, admin.headers, {
      name: 'Meher R. Contractor',
      email: 'meher.contractor@starline.example',
      phone: '+91 98200 11223',
      role: 'admin',
    });
    await call('PUT', `/api/staff/${id}`, admin.headers, {
      name: 'Meher R. Contractor',
      email: 'meher.contractor@starline.example',
      phone: '+91 98200 11223',
      password: 'Another#Kite-8823',
    });
    expect((await call('DELETE', `/api/staff/${id}`, admin.headers)).statusCode).toBe(200);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
    for (const entry of entries) expect(entry).toMatchObject({ kind: 'staff', actorId: admin.id });
    const [add, promote, newPassword, remove] = entries;
    expect(add).toMatchObject({
      subjectLabel: 'Meher Contractor',
      before: null,
      after: { _id: id, name: 'Meher Contractor', role: 'staff', status: 'active' },
    });
    expect(promote).toMatchObject({ before: { role: 'staff' }, after: { role: 'admin', name: 'Meher R. Contractor' } });
    expect(promote?.after).not.toHaveProperty('passwordChanged');
    expect(newPassword?.after).toMatchObject({ passwordChanged: true });
    // Kept after the member is gone.
    expect(remove).toMatchObject({ before: { _id: id, name: 'Meher R. Contractor' }, after: null });
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
  });

  it('never holds a password, a hash or a token', async () => {
    const all = await t.db.select().from(auditEntries);
    expect(all.length).toBeGreaterThan(5);
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/argon2|Kite-|Marigold|Secret#|passwordHash|tokenHash/);
    expect(text).not.toContain(admin.token);
  });

  it('leaves nothing when a change is refused', async () => {
    const before = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'staff')));
    await call('POST', `/api/staff/${admin.id}/disable`, admin.headers);
    await call('DELETE', `/api/staff/${admin.id}`, admin.headers);
    await call('POST', '/api/staff', reader.headers, { name: 'Nope', email: 'nope@starline.example', password: 'x' });
    const after = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'staff')));
    expect(after).toHaveLength(before.length);
  });
});
