import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    await hogEventLoop(4, 1300);
    const refused = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
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
