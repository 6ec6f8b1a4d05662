import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let port: number;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  // Enough celebrities for a list past the compression threshold.
  for (let i = 0; i < 6; i += 1) slug = (await insertCelebrity(t.db, { name: `Fast Star ${i}` })).slug;
  await t.app.catalogueCache.invalidate();
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A real request over a socket: `inject` calls the framework directly and would never meet the fast path. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const fastAnswers = () => t.app.catalogueCache.stats().fastAnswers;

/** Headers that rightly differ between two answers. */
function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

/** The second GET of an address, answered before the framework, and the first, answered by it. */
async function twice(path: string, headers: Record<string, string> = {}) {
  const first = await get(path, headers);
  const before = fastAnswers();
  const second = await get(path, headers);
  return { first, second, fast: fastAnswers() - before };
}

describe('cached public answers sent before the framework', () => {
  it.each([
    ['the listing', '/api/celebrities', {}],
    ['a search with a campaign parameter', '/api/celebrities?q=star&limit=3', {}],
    ['the listing in brotli', '/api/celebrities?limit=5', { 'accept-encoding': 'br' }],
    ['the listing in gzip', '/api/celebrities?limit=4', { 'accept-encoding': 'gzip, deflate' }],
    ['the featured list', '/api/celebrities/featured', {}],
    ["the agency's content", '/api/site', {}],
    ['the sitemap', '/sitemap.xml', {}],
  ])('%s: the same status, headers and bytes as the framework sent', async (_name, path, headers) => {
    const { first, second, fast } = await twice(path, headers);
    expect(first.status).toBe(200);
    expect(fast).toBe(1);
    expect(second.status).toBe(200);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('one celebrity by slug, and a 304 for a tag the client already holds, as the framework answers it', async () => {
    const path = `/api/celebrities/${slug}`;
    const first = await get(path);
    const etag = String(first.headers.etag);
    const slow304 = await get(`${path}?fresh=1`, { 'if-none-match': etag });
    expect(slow304.status).toBe(304);
    const before = fastAnswers();
    const fast304 = await get(`${path}?fresh=1`, { 'if-none-match': `W/${etag}, "other"` });
    expect(fastAnswers() - before).toBe(1);
    expect(fast304.status).toBe(304);
    expect(fast304.body.length).toBe(0);
    expect(comparable(fast304.headers)).toEqual(comparable(slow304.headers));
    // And the full answer again for a client without the tag.
    const full = await get(`${path}?fresh=1`);
    expect(full.status).toBe(200);
    expect(full.body.equals(first.body)).toBe(true);
  });

  it("sends the client's request id back, and a new one to a client without", async () => {
    await get('/api/celebrities?limit=2');
    const mine = await get('/api/celebrities?limit=2', { 'x-request-id': 'proxy-id-12345' });
    expect(mine.headers['x-request-id']).toBe('proxy-id-12345');
    const [a, b] = [await get('/api/celebrities?limit=2'), await get('/api/celebrities?limit=2')];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('after a catalogue write, the next read goes to the framework and shows the change, then is fast again', async () => {
    const path = '/api/celebrities?limit=50';
    await twice(path);
    await insertCelebrity(t.db, { name: 'Newly Added Star' });
    await t.app.catalogueCache.invalidate();
    const before = fastAnswers();
    const afresh = await get(path);
    expect(fastAnswers()).toBe(before);
    expect(afresh.body.toString()).toContain('Newly Added Star');
    const again = await get(path);
    expect(fastAnswers()).toBe(before + 1);
    expect(again.body.equals(afresh.body)).toBe(true);
  });

  it('never answers a HEAD, a draft read for staff, or an address the framework refused', async () => {
    const staff = await t.createUser('staff');
    const before = fastAnswers();
    await get('/api/celebrities', {}, 'HEAD');
    expect((await get('/api/celebrities', {}, 'HEAD')).status).toBe(200);
    // Drafts are staff-only and never cached: each read is checked again.
    expect((await get('/api/celebrities?status=draft', staff.headers)).status).toBe(200);
    expect((await get('/api/celebrities?status=draft', staff.headers)).status).toBe(200);
    expect((await get('/api/celebrities?status=draft')).status).toBe(401);
    // Invalid queries and unknown celebrities are refused each time.
    expect((await get('/api/celebrities?limit=0')).status).toBe(400);
    expect((await get('/api/celebrities?limit=0')).status).toBe(400);
    expect((await get('/api/celebrities/no-such-star')).status).toBe(404);
    expect((await get('/api/celebrities/no-such-star')).status).toBe(404);
    expect(fastAnswers()).toBe(before);
  });
});
