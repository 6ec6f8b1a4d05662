import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { eventually } from '#server/test/eventually';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  // A short window, so the test need not drown the loop for long.
  t = await createTestApp({ overloadEventLoopDelayMs: 200, overloadUtilisation: 0.9, overloadWindowSeconds: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Over a real socket, where cached answers are sent before the framework (catalogue-cache-fast.test.ts). */
async function statusOverSocket(path: string): Promise<number> {
  const { port } = t.app.server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
}
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an overloaded process', () => {
  it('answers 503 with Retry-After, in the envelope for the API and as a page for a page, and serves again after', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const celebrity = await insertCelebrity(t.db, { name: 'Busy Star' });
    // The second read of the listing would be answered from the cache before the framework.
    expect(await statusOverSocket('/api/celebrities/featured')).toBe(200);
    const fastBefore = t.app.catalogueCache.stats().fastAnswers;
    expect(await statusOverSocket('/api/celebrities/featured')).toBe(200);
    expect(t.app.catalogueCache.stats().fastAnswers).toBe(fastBefore + 1);
    await hogEventLoop(4, 1300);
    expect(t.app.overload?.overloaded).toBe(true);
    const [refused, write, page] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/celebrities' }),
      t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(celebrity.id) }),
      t.app.inject({ method: 'GET', url: '/admin/login', headers: { accept: 'text/html' } }),
    ]);
    expect(write.statusCode).toBe(503);
    // Even a cached answer is refused: the guard comes before the fast path too.
    expect(await statusOverSocket('/api/celebrities/featured')).toBe(503);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    // The app's own files are not refused: they belong to pages already served (this test app
    // has none built, so the answer is the not-found one).
    expect((await t.app.inject({ method: 'GET', url: '/assets/start-app-abc123.js' })).statusCode).toBe(404);
    expect(refused.json()).toEqual({
      success: false,
      message: 'The service is busy or briefly unavailable. Please try again in a moment.',
    });
    // A person loading a page sees a page in the site's style, never raw JSON.
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>We are busy right now</h1>');
    expect(page.body).toContain('<a href="/admin/login">Try again</a>');
    expect(page.body).not.toContain('"success"');
    // A calm window later, it serves again.
    expect(await eventually(() => t.app.overload?.overloaded === false, 10_000)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/celebrities' })).statusCode).toBe(200);
    // The refused write was not carried out behind the 503, then or since.
    expect(await t.db.select().from(inquiries)).toEqual([]);
  });

  it('keeps serving while other programs load the machine: a late but idle loop is not overload', async () => {
    // Twice as many spinning processes as cores, for a few seconds, killed by their PIDs.
    const burners: ChildProcess[] = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['-e', 'const end = Date.now() + 8000; while (Date.now() < end) {}'], {
        stdio: 'ignore',
      }),
    );
    try {
      for (let i = 0; i < 10; i += 1) {
        const res = await t.app.inject({ method: 'GET', url: '/api/celebrities' });
        expect(res.statusCode).toBe(200);
        expect(t.app.overload?.overloaded).toBe(false);
        await pause(400); // Requests spread over the seconds the burners run, not a wait for anything.
      }
    } finally {
      for (const burner of burners) if (burner.pid !== undefined && burner.exitCode === null) burner.kill('SIGKILL');
    }
  });
});
