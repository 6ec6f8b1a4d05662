import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, createCelebrity, deleteCelebrity, login, signIn } from './harness/api.js';
import type { ServerProcess } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { call, summary } from './harness/http.js';
import { startInstancesSharingRedis } from './harness/instance-pair.js';
import { eventually } from './harness/wait.js';

/**
 * Two instances behind one load balancer: one PostgreSQL database (a fresh one on the machine's
 * server) and one Redis (a private redis-server). Sessions, catalogue caches and login limits
 * must behave as if there were a single server.
 */
const cleanup = new Cleanup();
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  ({ a, b } = await startInstancesSharingRedis(
    'two',
    { REDIS_KEY_PREFIX: `fault-two-${randomBytes(4).toString('hex')}:`, LOGIN_MAX_FAILURES: '4' },
    cleanup,
  ));
});

afterAll(() => cleanup.run());

describe('two instances on one database and one Redis', () => {
  it('accepts a token from A on B, and refuses it on B once A signed it out', async () => {
    const token = await signIn(a.url);
    const me = await call(b.url, 'GET', '/api/auth/me', { token });
    expect(me.status, summary(me)).toBe(200);

    const logout = await call(a.url, 'POST', '/api/auth/logout', { token });
    expect(logout.status, summary(logout)).toBe(200);
    const after = await call(b.url, 'GET', '/api/auth/me', { token });
    expect(after.status, summary(after)).toBe(401);
    const onA = await call(a.url, 'GET', '/api/auth/me', { token });
    expect(onA.status, summary(onA)).toBe(401);
  });

  it('shows a catalogue edit made on A in B within 2 s', async () => {
    const token = await signIn(a.url);
    // B caches its answer first, so only the cross-instance invalidation can update it.
    const before = (await catalogue(b.url)).total;
    const id = await createCelebrity(a.url, token, 'Seen Everywhere');
    expect(await eventually(async () => (await catalogue(b.url)).total === before + 1, 2_000, 50)).toBe(true);
    await deleteCelebrity(a.url, token, id);
    expect(await eventually(async () => (await catalogue(b.url)).total === before, 2_000, 50)).toBe(true);
  });

  it.each([
    ['A', 'A, B, A, B, then A'],
    ['B', 'B, A, B, A, then B'],
  ])('counts failed logins across both instances, starting on %s (%s is refused)', async (first) => {
    const email = `shared-${randomBytes(4).toString('hex')}@starline.example`;
    const [one, two] = first === 'A' ? [a, b] : [b, a];
    const order = [one, two, one, two];
    for (const [attempt, server] of order.entries()) {
      const answer = await login(server.url, email, 'Wrong-Password-123!');
      expect(answer.status, `attempt ${attempt + 1}: ${summary(answer)}`).toBe(401);
    }
    const fifth = await login(one.url, email, 'Wrong-Password-123!');
    expect(fifth.status, summary(fifth)).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    // And the other instance refuses it too.
    const sixth = await login(two.url, email, 'Wrong-Password-123!');
    expect(sixth.status, summary(sixth)).toBe(429);
  });
});
