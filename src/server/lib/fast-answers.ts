import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { etagMatches, type ResponseCache } from './response-cache.js';

/** Headers that differ from one answer to the next: written afresh each time, never remembered. */
const PER_ANSWER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/** What the framework did for one address: the cache key it answered from and its fixed headers. */
interface KnownAddress {
  key: string;
  /** The route that answered it first (its pattern, such as `/api/celebrities/:id`), for the metrics. */
  route: string;
  /** Name, value, name, value…: the form `writeHead` takes fastest. */
  headers: readonly string[];
}

export interface FastAnswer {
  status: number;
  url: string;
  route: string;
  requestId: string;
}

/**
 * Cached public answers sent straight from the HTTP server's request listener, before the
 * framework routes, validates and runs its hooks (decision 0016). It answers only an address the
 * framework itself has answered from the response cache: the first request for each address goes
 * the long way, and `remember` notes the cache key it used and the headers it sent. Every later
 * GET of the very same address (the raw request target, query and all) is then answered here from
 * that key's entry, with the same headers, ETag revalidation and encodings, as long as the entry is
 * still cached. Anything else (another method, a request with a body, an address not seen, an
 * entry dropped by a write) is left alone and goes the long way.
 *
 * Sound because the address decides the key and the headers: a cached answer depends on nothing
 * else of the request (the routes that read a session or a header are never cached).
 */
export class FastAnswers {
  private readonly addresses: LRUCache<string, KnownAddress>;
  /** Equal header lists are kept once: thousands of addresses share a handful of lists. */
  private readonly headerLists = new Map<string, readonly string[]>();
  /** Answers sent here since the start (for the statistics, and for tests to see which way one went). */
  answered = 0;

  constructor(
    private readonly cache: ResponseCache,
    maxAddresses = 5_000,
  ) {
    this.addresses = new LRUCache({ max: maxAddresses });
  }

  /**
   * Notes that the framework answered GET `url` (status 200 or 304) from the cache entry `key`
   * with `headers`. An answer with a header that is not a plain value (a cookie list) is not
   * noted: no cached answer sends one, and such an answer must never be repeated to another client.
   */
  remember(
    url: string,
    key: string,
    headers: Record<string, string | number | string[] | undefined>,
    route: string,
  ): void {
    const flat: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_ANSWER_HEADERS.has(name)) continue;
      if (value === undefined) continue;
      if (typeof value === 'string') flat.push(name, value);
      else if (typeof value === 'number') flat.push(name, String(value));
      else return;
    }
    const signature = flat.join('\n');
    let shared = this.headerLists.get(signature);
    if (!shared) {
      shared = flat;
      this.headerLists.set(signature, shared);
    }
    this.addresses.set(url, { key, route, headers: shared });
  }

  /** Forgets every address (with the cache's own clear, so both start again from the framework). */
  clear(): void {
    this.addresses.clear();
    this.headerLists.clear();
  }

  get size(): number {
    return this.addresses.size;
  }

  /**
   * Sends the cached answer for this request if there is one, as the framework would have sent
   * it, and says so; otherwise touches nothing and returns undefined.
   */
  answer(request: IncomingMessage, response: ServerResponse, requestId: () => string): FastAnswer | undefined {
    if (request.method !== 'GET' || request.url === undefined) return undefined;
    // A GET with a body is unusual enough to leave to the framework's rules.
    const { headers } = request;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
    const known = this.addresses.get(request.url);
    if (!known) return undefined;
    const entry = this.cache.get(known.key);
    if (!entry) return undefined;

    const id = requestId();
    if (etagMatches(headers['if-none-match'], entry.etag)) {
      response.writeHead(304, [...known.headers, 'etag', entry.etag, 'x-request-id', id]);
      response.end();
      this.answered += 1;
      return { status: 304, url: request.url, route: known.route, requestId: id };
    }
    const { body, encoding } = this.cache.encode(known.key, entry, headers['accept-encoding']);
    const sent = [...known.headers, 'etag', entry.etag, 'content-type', entry.contentType];
    if (encoding) sent.push('content-encoding', encoding);
    sent.push('x-request-id', id, 'content-length', String(body.length));
    response.writeHead(entry.status, sent);
    response.end(body);
    this.answered += 1;
    return { status: entry.status, url: request.url, route: known.route, requestId: id };
  }
}
