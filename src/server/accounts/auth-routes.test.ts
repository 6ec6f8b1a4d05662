import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './accounts-tables.js';
import { hashToken } from '#server/lib/tokens';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

const GENERIC_401 = { success: false, message: 'Invalid email or password' };
const NOT_SIGNED_IN = { success: false, message: 'Please sign in to continue' };

const t = useSignedInApp({ staff: { name: 'Priya Sharma', email: 'priya.sharma@starline.example' } });

function login(payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function me(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe('POST /api/auth/login', () => {
  it('answers a token and the public user, never the password hash', async () => {
    const res = await login({ email: t.staff.email, password: t.staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        user: { _id: t.staff.id, name: 'Priya Sharma', email: 'priya.sharma@starline.example', role: 'staff' },
      },
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    // Only the token's hash is stored, with the configured lifetime (7 days by default).
    const token = body.data.token as string;
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.userId).toBe(t.staff.id);
    expect((await t.db.select().from(sessions).where(eq(sessions.tokenHash, token))).length).toBe(0);
    expect(Math.abs(session!.expiresAt.getTime() - (Date.now() + 7 * 24 * 3_600_000))).toBeLessThan(60_000);
    // The token is a working session.
    const check = await me(bearer(body.data.token));
    expect(check.statusCode).toBe(200);
    expect(check.json().data._id).toBe(t.staff.id);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ email: '  Priya.SHARMA@Starline.Example ', password: t.staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe('priya.sharma@starline.example');
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrongPassword = await login({ email: t.staff.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@starline.example', password: t.staff.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(GENERIC_401);
    expect(unknownEmail.json()).toEqual(GENERIC_401);
  });

  it('does not treat the password case-insensitively', async () => {
    const res = await login({ email: t.staff.email, password: t.staff.password.toUpperCase() });
    expect(res.statusCode).toBe(401);
  });

  it('answers missing fields with 400 naming each field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    const paths = body.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.errors.find((error: { path: string }) => error.path === 'email').message).toBe('Email is required');
  });

  it('answers empty fields with 400 naming each field', async () => {
    const res = await login({ email: '   ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('answers an empty or a poisoned JSON body with 400', async () => {
    for (const payload of ['', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}']) {
      const res = await t.postJsonText('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers a body of the wrong type with 400, not 500', async () => {
    for (const payload of [{ email: 42, password: ['x'] }, [], 'text']) {
      const res = await t.postJsonText('/api/auth/login', JSON.stringify(payload));
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers an e-mail with a NUL character with 400 or 401, never 500', async () => {
    const res = await login({ email: 'a\u0000b@starline.example', password: 'whatever-it-is' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('email');
  });

  it('refuses a disabled user with the same generic 401', async () => {
    const disabled = await t.createUser('staff');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const res = await login({ email: disabled.email, password: disabled.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(GENERIC_401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const res = await me(t.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { _id: t.admin.id, name: expect.any(String), email: t.admin.email, role: 'admin' },
    });
  });

  it('answers 401 without a token, with WWW-Authenticate', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_SIGNED_IN);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('reads the Bearer scheme name case-insensitively, but not the token', async () => {
    expect((await me({ authorization: `bearer ${t.admin.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `BEARER  ${t.admin.token} ` })).statusCode).toBe(200);
    const flipped = t.admin.token.replace(/[a-z]/, (c) => c.toUpperCase());
    expect(flipped).not.toBe(t.admin.token);
    expect((await me({ authorization: `Bearer ${flipped}` })).statusCode).toBe(401);
  });

  it('answers 401 for a garbage, an unknown or a non-Bearer token', async () => {
    for (const authorization of [
      'Bearer garbage',
      'Bearer !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `Bearer ${'A'.repeat(43)}`,
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const res = await me({ authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_SIGNED_IN);
    }
  });

  it('refuses an expired session', async () => {
    const user = await t.createUser('staff');
    expect((await me(user.headers)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await me(user.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_SIGNED_IN);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token at once, and only that token', async () => {
    const first = (await login({ email: t.staff.email, password: t.staff.password })).json().data.token as string;
    const second = (await login({ email: t.staff.email, password: t.staff.password })).json().data.token as string;

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { loggedOut: true } });

    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await me(bearer(second))).statusCode).toBe(200);
    // The revoked token cannot log out again either.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(again.statusCode).toBe(401);
  });

  it('accepts the JSON content type with an empty body, as the web client sends it', async () => {
    const token = (await login({ email: t.staff.email, password: t.staff.password })).json().data.token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { loggedOut: true } });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 anonymously', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_SIGNED_IN);
  });
});

describe('disabling a user', () => {
  it('ends their sessions at once, and they stay ended after re-enabling', async () => {
    const member = await t.createUser('staff', { name: 'Arjun Mehta' });
    expect((await me(member.headers)).statusCode).toBe(200);
    const body = { name: 'Arjun Mehta', email: member.email, role: 'staff' };

    const disable = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${member.id}`,
      headers: t.admin.headers,
      payload: { ...body, status: 'disabled' },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().data.status).toBe('disabled');
    expect((await me(member.headers)).statusCode).toBe(401);

    const enable = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${member.id}`,
      headers: t.admin.headers,
      payload: { ...body, status: 'active' },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.json().data.status).toBe('active');
    expect((await me(member.headers)).statusCode).toBe(401);
    // A fresh login works again.
    expect((await login({ email: member.email, password: member.password })).statusCode).toBe(200);
  });
});

describe('failed-login rate limit', () => {
  let limited: TestApp;
  let victim: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    limited = await createTestApp({ loginMaxFailures: 3 });
    victim = await limited.createUser('staff');
    other = await limited.createUser('staff');
  });
  afterAll(async () => limited.close());

  function attempt(email: string, password: string, remoteAddress = '127.0.0.1') {
    return limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  }

  it('answers the 4th failure with 429 and Retry-After, per e-mail and address', async () => {
    for (let i = 0; i < 3; i += 1) {
      // Differently cased e-mails count as the same account.
      const res = await attempt(i === 1 ? victim.email.toUpperCase() : victim.email, 'wrong-password');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(victim.email, 'wrong-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Even the right password is refused while blocked.
    expect((await attempt(victim.email, victim.password)).statusCode).toBe(429);
    // Another e-mail from the same address still works, and so does the same e-mail elsewhere.
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
    expect((await attempt(victim.email, victim.password, '203.0.113.7')).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success clears the failures', async () => {
    const user = await limited.createUser('staff');
    for (let i = 0; i < 4; i += 1) expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(429);
  });

  it('counts unknown e-mails too', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('ghost@starline.example', 'x')).statusCode).toBe(401);
    expect((await attempt('ghost@starline.example', 'x')).statusCode).toBe(429);
  });
});

describe('login limits under attack', () => {
  let guarded: TestApp;
  let victim: TestUser;

  beforeAll(async () => {
    guarded = await createTestApp({ loginMaxFailures: 10, loginMaxFailuresPerAddress: 25 });
    victim = await guarded.createUser('staff');
  });
  afterAll(async () => guarded.close());

  function attempt(email: string, password: string, remoteAddress: string) {
    return guarded.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  }

  it('lets no more than the limit of parallel guesses through to the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => attempt(victim.email, 'wrong-password', '198.51.100.1')),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('limits one address trying many e-mails (password spraying)', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < 25; i += 1) {
      expect((await attempt(`sprayed-${i}@starline.example`, 'Summer2026!', address)).statusCode).toBe(401);
    }
    const blocked = await attempt('one-more@starline.example', 'Summer2026!', address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password of a real account from that address waits too; elsewhere it works.
    expect((await attempt(victim.email, victim.password, address)).statusCode).toBe(429);
    expect((await attempt(victim.email, victim.password, '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    for (let i = 0; i < 10; i += 1) {
      const address = `2001:db8:aa:bb:${i.toString(16)}::${i + 1}`;
      expect((await attempt(victim.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect((await attempt(victim.email, 'wrong-password', '2001:db8:aa:bb:ffff::1')).statusCode).toBe(429);
    expect((await attempt(victim.email, victim.password, '2001:db8:aa:cc::1')).statusCode).toBe(200);
  });

  it('gives a successful login its points back', async () => {
    const address = '198.51.100.4';
    for (let i = 0; i < 40; i += 1)
      expect((await attempt(victim.email, victim.password, address)).statusCode).toBe(200);
  });
});

describe('idle sessions', () => {
  it('ends a session unused for SESSION_IDLE_MINUTES, and renews one in use', async () => {
    const idle = await createTestApp({ sessionIdleMinutes: 30 });
    try {
      const user = await idle.createUser('staff');
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      const meOn = () => idle.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });

      await idle.db
        .update(sessions)
        .set({ lastSeenAt: ago(20) })
        .where(eq(sessions.id, user.sessionId));
      expect((await meOn()).statusCode).toBe(200);
      const [renewed] = await idle.db.select().from(sessions).where(eq(sessions.id, user.sessionId));
      expect(Date.now() - (renewed?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);

      await idle.db
        .update(sessions)
        .set({ lastSeenAt: ago(31) })
        .where(eq(sessions.id, user.sessionId));
      expect((await meOn()).statusCode).toBe(401);
      expect(await idle.app.maintenance.purgeSessions()).toBe(1);
    } finally {
      await idle.close();
    }
  });
});
