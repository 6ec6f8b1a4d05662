import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastAnswers } from './fast-answers.js';
import { ResponseCache } from './response-cache.js';

const cache = new ResponseCache(1024 * 1024);
const fast = new FastAnswers(cache, 3);
let port: number;
/** The id the next fast answer is given (the app's is the client's own or a new UUID). */
let nextId = 'id-0000001';
/** Stands for the framework: what the fast path does not answer is answered 'long way'. */
const server = http.createServer((request, response) => {
  if (fast.answer(request, response, () => nextId)) return;
  response.writeHead(299, { 'content-type': 'text/plain' });
  response.end('long way');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, method = 'GET', headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('FastAnswers', () => {
  it('repeats a remembered address from its cache entry, with the remembered headers and a fresh id', async () => {
    cache.set('k1', 200, Buffer.from('{"one":1}'), cache.generation);
    fast.remember(
      '/one?a=1',
      'k1',
      {
        'cache-control': 'public, no-cache',
        'x-request-id': 'old',
        'content-length': 9,
      },
      '/one',
    );
    const answer = await get('/one?a=1');
    expect(answer).toMatchObject({ status: 200, body: '{"one":1}' });
    expect(answer.headers).toMatchObject({
      'cache-control': 'public, no-cache',
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': 'id-0000001',
      'content-length': '9',
    });
    // Only that very address: another query is another address.
    expect((await get('/one?a=2')).body).toBe('long way');
    expect((await get('/one')).body).toBe('long way');
  });

  it('leaves other methods, requests with a body and dropped entries to the framework', async () => {
    cache.set('k2', 200, Buffer.from('two'), cache.generation);
    fast.remember('/two', 'k2', {}, '/two');
    expect((await get('/two')).body).toBe('two');
    expect((await get('/two', 'HEAD')).status).toBe(299);
    expect((await get('/two', 'GET', { 'content-type': 'text/plain', 'content-length': '6' }, 'a body')).body).toBe(
      'long way',
    );
    cache.clear();
    expect((await get('/two')).body).toBe('long way');
  });

  it('never remembers an answer with a list-valued header such as cookies', async () => {
    cache.set('k3', 200, Buffer.from('three'), cache.generation);
    fast.remember('/three', 'k3', { 'set-cookie': ['session=abc'] }, '/three');
    expect((await get('/three')).body).toBe('long way');
  });

  it('gives each answer its own id, and the tag and length of the entry as it is now', async () => {
    cache.set('k4', 200, Buffer.from('four'), cache.generation);
    fast.remember('/four', 'k4', { vary: 'Accept-Encoding' }, '/four');
    const ids = ['id-first-1', 'id-second-2'];
    const answers = [];
    for (const id of ids) {
      nextId = id;
      answers.push(await get('/four'));
    }
    expect(answers.map((answer) => answer.headers['x-request-id'])).toEqual(ids);
    const etag = String(answers[0]?.headers.etag);
    nextId = 'id-third-3';
    const notModified = await get('/four', 'GET', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toMatchObject({ etag, vary: 'Accept-Encoding', 'x-request-id': 'id-third-3' });
    // The entry made again with other bytes: its own tag and length, the old tag no longer matches.
    cache.set('k4', 200, Buffer.from('four, again'), cache.generation);
    nextId = 'id-fourth-4';
    const changed = await get('/four', 'GET', { 'if-none-match': etag });
    expect(changed).toMatchObject({ status: 200, body: 'four, again' });
    expect(changed.headers).toMatchObject({ 'content-length': '11', 'x-request-id': 'id-fourth-4' });
    expect(changed.headers.etag).not.toBe(etag);
    // Compressed and plain copies of one entry, each with its own length.
    const long = Buffer.from('a compressible answer '.repeat(100));
    cache.set('k4', 200, long, cache.generation);
    const gzip = await get('/four', 'GET', { 'accept-encoding': 'gzip' });
    const plain = await get('/four');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBeLessThan(long.length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(long.length));
    expect(plain.body).toBe(long.toString());
  });

  it('holds a bounded number of addresses, however many are made up, sharing equal header lists', () => {
    const bounded = new FastAnswers(cache, 3);
    for (let i = 0; i < 100; i += 1) bounded.remember(`/made-up?n=${i}`, 'k', { vary: 'Accept-Encoding' }, '/made-up');
    expect(bounded.size).toBe(3);
  });
});
