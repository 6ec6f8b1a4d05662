import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FastAnswer, FastAnswers } from '#server/lib/fast-answers';
import { requestIdOf } from '#server/lib/request-id';
import { encodedBody, etagMatches, ResponseCache } from '#server/lib/response-cache';

/** PostgreSQL NOTIFY channel: any process that writes to the catalogue outside a request sends it too. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CatalogueCache {
  /**
   * What the cache holds now (answers and their bytes, compressed copies included) and, since the
   * start, the answers it gave (`hits`, fast answers among them) and those it had to make (`misses`).
   */
  stats(): { entries: number; bytes: number; fastAddresses: number; fastAnswers: number; hits: number; misses: number };
  /**
   * Answers a GET the framework has answered from this cache before, straight from the HTTP
   * server (lib/fast-answers.ts), and says what it sent; undefined when it must go the long way.
   */
  answerFast(request: IncomingMessage, response: ServerResponse): FastAnswer | undefined;
  /** Drops one answer here (a bound on some kind of answer), leaving the rest. */
  drop(key: string): void;
  /** Drops every cached catalogue answer here and, through NOTIFY, on every instance. */
  invalidate(): Promise<void>;
  /**
   * Runs a write that may change a cached answer (the catalogue; a confirmed booking or a
   * blackout, which the listing's "Free on" reads) and then invalidates, whether the write
   * succeeded or failed part-way, before the answer is sent: what it may have changed is never
   * served stale, not even to the client that made it.
   */
  writing<T>(write: () => Promise<T>): Promise<T>;
  /**
   * Answers from the cache, or runs `produce`, checks its answer against `schema` (the route's
   * response contract: cached bytes bypass Fastify's serializer), sends the JSON and keeps the
   * bytes. `key` must identify the answer completely (path and normalised query).
   */
  send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ): Promise<FastifyReply>;
  /**
   * The same for any text, such as a page's HTML or the sitemap. Only 200 answers are kept;
   * other statuses are sent as they are.
   */
  sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    produce: () => Promise<{ status: number; body: string }>,
  ): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/**
 * Public catalogue reads served from memory as ready-to-send bytes with an ETag. Browsers
 * revalidate every time (`no-cache`), so a write is visible on the very next read.
 */
export const catalogueCachePlugin = fp(async (app: FastifyInstance, options: { maxBytes: number }) => {
  const cache = new ResponseCache(options.maxBytes);
  const fast = new FastAnswers(cache);
  const clear = () => {
    cache.clear();
    fast.clear();
  };
  // Each notification names the instance that sent it. An instance has cleared its own cache
  // before it notifies, and its reads' generation check keeps a read begun before the write
  // from storing old bytes; so its own notice, arriving a moment later, must not clear again:
  // on PostgreSQL it came after the next read had refilled the cache and taught the fast path,
  // and threw both away (a flaky test found it).
  const origin = randomUUID();
  await app.database.listen(CATALOGUE_CHANNEL, (from) => {
    if (from !== origin) clear();
  });

  // A GET answered from the cache teaches the fast path its address once the answer is written
  // (what the framework sent, headers and all, is what it will repeat). It learns on the
  // response's 'prefinish', which Node emits within the call that writes the last bytes: a
  // client that has the answer and asks again at once finds the address known. (`onResponse`
  // waits for the socket's 'finish', and the next request could be read before it.)
  const learnWhenWritten = (request: FastifyRequest, reply: FastifyReply, key: string) => {
    reply.raw.once('prefinish', () => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      fast.remember(request.url, key, reply.getHeaders(), request.routeOptions.url ?? request.url);
    });
  };
  const logAnswers = ['trace', 'debug', 'info'].includes(app.log.level);
  let hits = 0;
  let misses = 0;

  const catalogueCache: CatalogueCache = {
    stats: () => ({
      entries: cache.size,
      bytes: cache.bytes,
      fastAddresses: fast.size,
      fastAnswers: fast.answered,
      hits: hits + fast.answered,
      misses,
    }),
    answerFast(request, response) {
      const started = logAnswers ? performance.now() : 0;
      const answered = fast.answer(request, response, () => requestIdOf(request.headers));
      if (answered && logAnswers) {
        // The framework's "request completed" line, for an answer it never saw.
        app.log.info(
          {
            reqId: answered.requestId,
            req: { method: 'GET', url: answered.url },
            res: { statusCode: answered.status },
            responseTime: performance.now() - started,
          },
          'request completed from the cache',
        );
      }
      return answered;
    },
    drop(key) {
      cache.delete(key);
    },
    async invalidate() {
      clear();
      try {
        await app.database.notify(CATALOGUE_CHANNEL, origin);
      } catch (error) {
        // The write itself is done; the other instances' LISTEN connections are down as well
        // if the database is, and they drop their caches when they reconnect.
        app.log.warn({ err: error }, 'could not notify other instances of a catalogue change');
      }
    },
    async writing(write) {
      try {
        return await write();
      } finally {
        await catalogueCache.invalidate();
      }
    },
    async send(request, reply, key, schema, produce) {
      return catalogueCache.sendText(request, reply, key, 'application/json; charset=utf-8', async () => ({
        status: 200,
        body: JSON.stringify(schema.parse(await produce())),
      }));
    },
    async sendText(request, reply, key, contentType, produce) {
      let entry = cache.get(key);
      if (entry) hits += 1;
      else misses += 1;
      if (!entry) {
        const generation = cache.generation;
        const produced = await produce();
        const body = Buffer.from(produced.body);
        if (produced.status !== 200) {
          const { body: encoded, encoding } = encodedBody(
            { status: produced.status, contentType, body, etag: '' },
            request.headers['accept-encoding'],
          );
          if (encoding) void reply.header('Content-Encoding', encoding);
          return reply.status(produced.status).type(contentType).header('Vary', 'Accept-Encoding').send(encoded);
        }
        entry = cache.set(key, 200, body, generation, contentType);
      }
      if (request.method === 'GET') learnWhenWritten(request, reply, key);
      void reply
        .header('ETag', entry.etag)
        .header('Cache-Control', 'public, no-cache')
        .header('Vary', 'Accept-Encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      const { body, encoding } = cache.encode(key, entry, request.headers['accept-encoding']);
      if (encoding) void reply.header('Content-Encoding', encoding);
      return reply.status(entry.status).type(entry.contentType).send(body);
    },
  };
  app.decorate('catalogueCache', catalogueCache);
});
