import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendServiceUnavailable } from '#server/lib/service-unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a close: nothing new is taken. */
    readonly isClosing: boolean;
  }
}

/**
 * A closing server (SIGTERM, a deploy) finishes what it has started and takes nothing new:
 * - a request that arrives on an open keep-alive connection meanwhile answers 503 with
 *   Retry-After, in the envelope or as a page (a proxy retries it on another instance);
 * - every answer sent meanwhile says `Connection: close`, so keep-alive connections end with
 *   their last answer instead of holding the process open until the grace period kills it.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.decorate('isClosing', {
    getter: () => closing,
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return sendServiceUnavailable(request, reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('Connection', 'close');
  });
});
