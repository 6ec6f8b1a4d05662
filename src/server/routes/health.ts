import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';
import { ok } from '../lib/envelope.js';

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return ok({ status: 'ok' });
  });

  app.get('/ready', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      throw new HttpError(503, 'Database unavailable');
    }
    return ok({ status: 'ready', database: app.database.kind });
  });
};
