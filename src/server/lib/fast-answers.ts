import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { type CachedResponse, etagMatches, type ResponseCache } from './response-cache.js';

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
  /** The whole header lists last sent from `entry`, by what was sent (see ReadyHeaders). */
  ready?: { entry: CachedResponse; lists: Partial<Record<Sent, ReadyHeaders>> };
}

/** What an answer from an entry sends: a 304, or the body in one of its encodings. */
type Sent = '304' | 'identity' | 'br' | 'gzip';

/**
 * Every header of one answer from one cache entry, in one encoding (or the 304), as `writeHead`
 * takes them, but for the request id, written into place `idAt` just before each answer. Made
 * once per entry rather than copied out for every request: the copy was a measurable share of a
 * small answer's cost (docs/performance-log.md, issue 42). `writeHead` reads the list at once
 * and keeps no reference to it, so the next answer may write its own id into the same list.
 */
interface ReadyHeaders {
  list: string[];
  idAt: number;
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
      response.writeHead(304, this.readyHeaders(known, entry, '304', undefined, id));
      response.end();
      this.answered += 1;
      return { status: 304, url: request.url, route: known.route, requestId: id };
    }
    const { body, encoding } = this.cache.encode(known.key, entry, headers['accept-encoding']);
    response.writeHead(entry.status, this.readyHeaders(known, entry, encoding ?? 'identity', body, id));
    response.end(body);
    this.answered += 1;
    return { status: entry.status, url: request.url, route: known.route, requestId: id };
  }

  /**
   * The headers of an answer of `known` from `entry`, sent as `sent` (304, or a 200 of `body` in
   * that encoding), with `id` in its place: the remembered headers, the ETag, for a 200 the type
   * and encoding, the request id, and for a 200 the length. Made again once the entry changed.
   */
  private readyHeaders(known: KnownAddress, entry: CachedResponse, sent: Sent, body: Buffer | undefined, id: string) {
    if (known.ready?.entry !== entry) known.ready = { entry, lists: {} };
    let ready = known.ready.lists[sent];
    if (!ready) {
      const list = [...known.headers, 'etag', entry.etag];
      if (body) list.push('content-type', entry.contentType);
      if (body && sent !== 'identity') list.push('content-encoding', sent);
      const idAt = list.length + 1;
      list.push('x-request-id', id);
      if (body) list.push('content-length', String(body.length));
      ready = { list, idAt };
      known.ready.lists[sent] = ready;
    }
    ready.list[ready.idAt] = id;
    return ready.list;
  }
}
