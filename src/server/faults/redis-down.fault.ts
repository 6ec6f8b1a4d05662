import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type ServerProcess } from './harness/built-server.js';
import { login } from './harness/api.js';
import { Cleanup } from './harness/cleanup.js';
import { type Answer, call, summary } from './harness/http.js';
import { startInstancesSharingRedis } from './harness/instance-pair.js';
import type { PrivateRedis } from './harness/private-redis.js';
import { eventually, sleep } from './harness/wait.js';

/**
 * Redis holds the shared rate-limit counters. When it dies, sign-in must keep working and no
 * request may hang on it; when it comes back on the same port, the limits are shared again.
 */
const MAX_FAILURES = 4;
/** Nothing may wait on a dead Redis longer than this. */
const ANSWER_MS = 3_000;

const cleanup = new Cleanup();
const prefix = `fault-redis-${randomBytes(4).toString('hex')}:`;
let redis: PrivateRedis;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  ({ a, b, redis } = await startInstancesSharingRedis(
    'redis',
    { REDIS_KEY_PREFIX: prefix, LOGIN_MAX_FAILURES: String(MAX_FAILURES) },
    cleanup,
  ));
});

afterAll(() => cleanup.run());

/** A request that must answer within ANSWER_MS; the abort makes a hang fail instead of wait. */
async function quick(request: Promise<Answer>): Promise<Answer> {
  const answer = await request;
  expect(answer.ms, summary(answer)).toBeLessThan(ANSWER_MS);
  return answer;
}

const freshEmail = () => `redis-${randomBytes(4).toString('hex')}@starline.example`;

/** Fails MAX_FAILURES times alternating A and B, then returns the next attempt's status on A. */
async function statusAfterAlternatingFailures(): Promise<number> {
  const email = freshEmail();
  for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
    await login((attempt % 2 === 0 ? a : b).url, email, 'Wrong-Password-123!');
  }
  return (await login(a.url, email, 'Wrong-Password-123!')).status;
}

describe('Redis down and back', () => {
  it('shares the login limit between the instances while Redis is up', async () => {
    expect(await statusAfterAlternatingFailures()).toBe(429);
  });

  describe('while Redis is stalled (it keeps its connections but answers nothing)', () => {
    beforeAll(() => redis.pause());
    afterAll(() => redis.resume());

    it('lets staff sign in and answers wrong passwords, each within 3 s', async () => {
      for (const server of [a, b]) {
        const answer = await quick(login(server.url, ADMIN.email, ADMIN.password, ANSWER_MS));
        expect(answer.status, summary(answer)).toBe(200);
        const wrong = await quick(login(server.url, freshEmail(), 'Wrong-Password-123!', ANSWER_MS));
        expect(wrong.status, summary(wrong)).toBe(401);
      }
    });
  });

  describe('while Redis is down', () => {
    beforeAll(async () => {
      await redis.kill();
    });

    it('lets staff sign in on both instances, each within 3 s', async () => {
      for (const server of [a, b]) {
        const answer = await quick(login(server.url, ADMIN.email, ADMIN.password, ANSWER_MS));
        expect(answer.status, summary(answer)).toBe(200);
      }
    });

    it('answers wrong passwords 401, or 429 once over the limit, each within 3 s', async () => {
      const email = freshEmail();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < MAX_FAILURES + 2; attempt += 1) {
        const server = attempt % 2 === 0 ? a : b;
        statuses.push((await quick(login(server.url, email, 'Wrong-Password-123!', ANSWER_MS))).status);
      }
      expect(
        statuses.every((status) => status === 401 || status === 429),
        statuses.join(' '),
      ).toBe(true);
      expect(statuses.slice(0, MAX_FAILURES / 2)).toEqual(Array(MAX_FAILURES / 2).fill(401));
    });

    it('answers the public site and the API within 3 s', async () => {
      const token = (await login(a.url, ADMIN.email, ADMIN.password, ANSWER_MS)).json as { data: { token: string } };
      for (const [method, path] of [
        ['GET', '/api/health'],
        ['GET', '/api/ready'],
        ['GET', '/api/celebrities'],
        ['GET', '/'],
      ] as const) {
        const answer = await quick(call(b.url, method, path, { timeoutMs: ANSWER_MS }));
        expect(answer.status, `${method} ${path}: ${summary(answer)}`).toBe(200);
      }
      const me = await quick(call(b.url, 'GET', '/api/auth/me', { token: token.data.token, timeoutMs: ANSWER_MS }));
      expect(me.status, summary(me)).toBe(200);
      const inquiry = await quick(call(b.url, 'POST', '/api/inquiries', { json: { name: 'x' }, timeoutMs: ANSWER_MS }));
      expect(inquiry.status, summary(inquiry)).toBe(400);
    });
  });

  describe('after Redis is back on the same port', () => {
    beforeAll(async () => {
      await redis.start();
      // The clients reconnect with a backoff of a second or two.
      await sleep(3_000);
    });

    it('shares the login limit between the instances again', async () => {
      // Allowed a few more seconds in case a client's backoff is longer: each round uses a new e-mail.
      expect(await eventually(async () => (await statusAfterAlternatingFailures()) === 429, 10_000, 500)).toBe(true);
    });

    it(`keeps its counters in Redis under REDIS_KEY_PREFIX`, async () => {
      const ours = await redis.keys(`${prefix}*`);
      const all = await redis.keys('*');
      expect(ours.length, `keys in redis: ${all.slice(0, 10).join(', ')}`).toBeGreaterThan(0);
      expect(all.filter((key) => !key.startsWith(prefix))).toEqual([]);
    });
  });
});
