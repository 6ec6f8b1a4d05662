import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiFailure } from '#shared/schemas/common';
import { RETRY_AFTER_SECONDS } from './overload.js';
import { SERVER_MESSAGES } from '../lib/server-messages.js';

/**
 * A closing server (SIGTERM, a deploy) finishes what it has started and takes nothing new:
 * - a request that arrives on an open keep-alive connection meanwhile answers 503 in the
 *   envelope with Retry-After (a proxy retries it on another instance);
 * - every answer sent meanwhile says `Connection: close`, so keep-alive connections end with
 *   their last answer instead of holding the process open until the grace period kills it.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    const body: ApiFailure = { success: false, message: SERVER_MESSAGES.serviceUnavailable };
    return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });
});
