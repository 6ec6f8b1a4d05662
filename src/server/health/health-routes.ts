import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { withTimeout } from '#server/lib/with-timeout';
import { RETRY_AFTER_SECONDS } from '#server/lib/service-unavailable';

const healthSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  invalidation: z.literal('up'),
});

/** A readiness probe answers within this time, whatever the database does. */
const READY_TIMEOUT_MS = 1_500;

function notReady(message: string): HttpError {
  return new HttpError(503, message, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/**
 * Liveness (the process answers) and readiness: the database answers, and notifications from
 * other instances arrive (without them this instance could serve a stale catalogue).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: envelopeOf(healthSchema) } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return ok({ status: 'ok' as const });
  });

  app.get('/ready', { schema: { response: { 200: envelopeOf(readinessSchema) } } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(app.database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database');
      throw notReady('Database unavailable');
    }
    if (!app.database.invalidationUp()) {
      request.log.warn('readiness check failed: cache invalidation down');
      throw notReady('Cache invalidation unavailable: reconnecting to the database');
    }
    return ok({ status: 'ready' as const, database: app.database.kind, invalidation: 'up' as const });
  });
};
