import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../lib/envelope.js';
import { getDashboard } from '../services/dashboard.js';
import { dashboardSchema, envelopeOf } from '#shared/schemas/responses';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { schema: { response: { 200: envelopeOf(dashboardSchema) } }, onRequest: app.requireUser(['staff', 'admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getDashboard(app.db, { responseHours: app.desk.responseHours }));
    },
  );
};
