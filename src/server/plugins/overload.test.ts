import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../db/schema.js';
import { inquiryBody } from '../test/fixtures.js';
import { insertCelebrity } from '../test/rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overloadEventLoopDelayMs: 1000 });
});
afterAll(async () => t.close());

/** Keeps the event loop busy in slices of `sliceMs`, as a process drowning in work would. */
async function hogEventLoop(slices: number, sliceMs: number): Promise<void> {
  for (let i = 0; i < slices; i += 1) {
    const until = Date.now() + sliceMs;
    while (Date.now() < until) {
      // Busy on purpose.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('an overloaded process', () => {
  it('answers 503 with Retry-After in the envelope while its event loop lags, and serves again after', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const celebrity = await insertCelebrity(t.db, { name: 'Busy Star' });
    await hogEventLoop(4, 1300);
    const [refused, write] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/celebrities' }),
      t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(celebrity.id) }),
    ]);
    // A refused write is not carried out behind the 503.
    expect(write.statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.db.select().from(inquiries)).toEqual([]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      success: false,
      message: 'The service is busy or briefly unavailable. Please try again in a moment.',
    });
    // The next samples see an idle loop again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await t.app.inject({ method: 'GET', url: '/api/celebrities' })).statusCode).toBe(200);
  });
});
