import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '#server/mail/outbox';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { parseSamples, sampleValue, type Sample } from './scrape';

const TOKEN = 'metrics-token-for-the-tests-0001';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await insertCelebrity(t.db, { name: 'Metered Star' });
  await t.app.catalogueCache.invalidate();
});
afterAll(() => t.close());

/** A scrape as Prometheus on this machine makes it (inject comes from 127.0.0.1). */
async function scrape(): Promise<Sample[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseSamples(answer.body);
}

/** A GET over a real socket: only there can a cached answer take the fast path before the framework. */
function socketGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

const requestsOf = (samples: Sample[], route: string, status: string, method = 'GET') =>
  sampleValue(samples, 'http_requests_total', { method, route, status });

describe('GET /metrics', () => {
  it('counts exactly the requests made, by route pattern and status, with their latency', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/api/celebrities/no-such-celebrity' });
    expect(missing.statusCode).toBe(404);
    const after = await scrape();

    expect(requestsOf(after, '/api/health', '200') - requestsOf(before, '/api/health', '200')).toBe(3);
    expect(
      requestsOf(after, '/api/celebrities/:idOrSlug', '404') - requestsOf(before, '/api/celebrities/:idOrSlug', '404'),
    ).toBe(1);
    const latencyCount = (samples: Sample[]) =>
      sampleValue(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      });
    expect(latencyCount(after) - latencyCount(before)).toBe(3);
    // Every answer falls in the last bucket.
    expect(
      sampleValue(after, 'http_request_duration_seconds_bucket', {
        route: '/api/health',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(latencyCount(after));
  });

  it('counts the cached answers sent before the framework, and the cache hits and misses', async () => {
    await t.app.catalogueCache.invalidate();
    const before = await scrape();
    for (let i = 0; i < 4; i += 1) expect(await socketGet('/api/celebrities?limit=5')).toBe(200);
    const after = await scrape();

    expect(requestsOf(after, '/api/celebrities', '200') - requestsOf(before, '/api/celebrities', '200')).toBe(4);
    // The first was made, the second came from the cache through the framework (which taught
    // the fast path), the last two from the fast path.
    expect(
      sampleValue(after, 'catalogue_cache_misses_total') - sampleValue(before, 'catalogue_cache_misses_total'),
    ).toBe(1);
    expect(sampleValue(after, 'catalogue_cache_hits_total') - sampleValue(before, 'catalogue_cache_hits_total')).toBe(
      3,
    );
    expect(sampleValue(after, 'catalogue_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'catalogue_cache_bytes')).toBeGreaterThan(0);
  });

  it('counts refused sign-ins', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i += 1) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@starline.example', password: 'Wrong#12345' },
      });
      expect(refused.statusCode).toBe(401);
    }
    const after = await scrape();
    const refusals = (samples: Sample[]) => sampleValue(samples, 'login_refusals_total', { reason: 'credentials' });
    expect(refusals(after) - refusals(before)).toBe(2);
    expect(sampleValue(after, 'login_refusals_total', { reason: 'rate_limited' })).toBe(0);
  });

  it("shows the outbox: what waits, its oldest one's age, and what this process's sender did", async () => {
    await t.app.outbox.runOnce();
    const before = await scrape();
    expect(sampleValue(before, 'outbox_queued')).toBe(0);
    expect(sampleValue(before, 'outbox_oldest_unsent_age_seconds')).toBe(0);

    await queueEmail(
      t.db,
      {
        kind: 'team_new_inquiry',
        recipients: ['metrics@starline.example'],
        subject: 'Waiting',
        html: '<p>x</p>',
        text: 'x',
      },
      new Date(Date.now() - 90_000),
    );
    const waiting = await scrape();
    expect(sampleValue(waiting, 'outbox_queued')).toBe(1);
    expect(sampleValue(waiting, 'outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(90);

    // Without a mail server the sender keeps it, unsent.
    await t.app.outbox.runOnce();
    const after = await scrape();
    expect(sampleValue(after, 'outbox_queued')).toBe(0);
    const unsent = (samples: Sample[]) => sampleValue(samples, 'outbox_emails_total', { outcome: 'unsent' });
    expect(unsent(after) - unsent(before)).toBe(1);
  });

  it("carries the process's figures: the event-loop delay among them", async () => {
    const samples = await scrape();
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    // The pool's use where there is a pool: PostgreSQL's, not the embedded database's one connection.
    const pooled = samples.some((sample) => sample.name === 'db_pool_connections');
    expect(pooled).toBe(t.database.kind === 'postgres');
    if (pooled) expect(sampleValue(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('is not there for an address not allowed, unless it brings the token', async () => {
    const stranger = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: 'Not found' });
    expect(stranger.body).not.toContain('http_requests_total');

    const wrongToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrongToken.statusCode).toBe(404);

    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_requests_total');
  });
});

describe('the metrics address', () => {
  it('is exactly /metrics: a trailing slash or a percent-encoding is an unknown path like any other', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-path' });
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/metrics/', '/%6Detrics', '/%6detrics', '/metric%73', '/metrics/?name=x', '//metrics']) {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).toBe(unknown.body);
      }
    }
    // A query is no other address: a proxy's `location = /metrics` covers it.
    expect((await t.app.inject({ method: 'GET', url: '/metrics?name=x' })).statusCode).toBe(200);
  });
});

describe('METRICS_ALLOW behind a proxy (TRUST_PROXY)', () => {
  const PROXY = '192.0.2.1';
  let behindOne: TestApp;
  let behindNamed: TestApp;
  beforeAll(async () => {
    behindOne = await createTestApp({ trustProxy: 1, metricsAllow: ['10.20.0.0/16'], inquiryStatusMaxPer10Minutes: 2 });
    behindNamed = await createTestApp({ trustProxy: [PROXY], metricsAllow: ['10.20.0.0/16'] });
  });
  afterAll(async () => {
    await behindOne.close();
    await behindNamed.close();
  });

  /** A request through the proxy: it appends the address it saw to whatever the client sent. */
  const viaProxy = (app: TestApp, url: string, client: string, claimed?: string) =>
    app.app.inject({
      method: 'GET',
      url,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
    });

  it('counts the address the proxy saw, never one the client wrote itself', async () => {
    // A scraper in the allowed network, through the proxy.
    expect((await viaProxy(behindOne, '/metrics', '10.20.0.5')).statusCode).toBe(200);
    // A stranger claiming an allowed address.
    expect((await viaProxy(behindOne, '/metrics', '203.0.113.9', '10.20.0.5')).statusCode).toBe(404);
    expect((await viaProxy(behindOne, '/metrics', '203.0.113.9', '127.0.0.1, 10.20.0.5')).statusCode).toBe(404);
    // Named proxies: only a request from one of them may say where it came from.
    expect((await viaProxy(behindNamed, '/metrics', '10.20.0.5')).statusCode).toBe(200);
    expect((await viaProxy(behindNamed, '/metrics', '203.0.113.9', '10.20.0.5')).statusCode).toBe(404);
    const direct = await behindNamed.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '10.20.0.5' },
    });
    expect(direct.statusCode).toBe(404);
  });

  it('keeps a per-address rate limit on the client, whatever address it claims each time', async () => {
    const lookUp = (claimed: string) =>
      viaProxy(behindOne, `/api/inquiry-status/${'A'.repeat(43)}`, '203.0.113.9', claimed);
    expect((await lookUp('198.51.100.1')).statusCode).toBe(404);
    expect((await lookUp('198.51.100.2')).statusCode).toBe(404);
    expect((await lookUp('198.51.100.3')).statusCode).toBe(429);
    expect((await lookUp('10.20.0.5, 198.51.100.4')).statusCode).toBe(429);
    // Another visitor through the same proxy has an allowance of their own.
    expect((await viaProxy(behindOne, `/api/inquiry-status/${'A'.repeat(43)}`, '203.0.113.10')).statusCode).toBe(404);
  });
});

describe('METRICS_ALLOW', () => {
  let scoped: TestApp;
  beforeAll(async () => {
    scoped = await createTestApp({ metricsAllow: ['10.20.0.0/16'], loginMaxFailures: 1 });
  });
  afterAll(() => scoped.close());

  it('opens the metrics to the blocks it names and closes them to loopback', async () => {
    const inside = await scoped.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.3.4' });
    expect(inside.statusCode).toBe(200);
    const outside = await scoped.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.21.3.4' });
    expect(outside.statusCode).toBe(404);
    const local = await scoped.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(404);
  });

  it('counts a sign-in refused for too many attempts apart from a wrong password', async () => {
    const attempt = () =>
      scoped.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guesser@starline.example', password: 'Wrong#12345' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    const answer = await scoped.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.20.0.1' });
    const samples = parseSamples(answer.body);
    expect(sampleValue(samples, 'login_refusals_total', { reason: 'credentials' })).toBe(1);
    expect(sampleValue(samples, 'login_refusals_total', { reason: 'rate_limited' })).toBe(1);
  });
});
