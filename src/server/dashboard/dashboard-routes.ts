import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope';
import { getDashboard } from './dashboard.js';
import { dashboardQuerySchema } from '#shared/schemas/dashboard';
import { dashboardSchema } from '#shared/schemas/dashboard-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: { querystring: dashboardQuerySchema, response: { 200: envelopeOf(dashboardSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getDashboard(app.db, { responseHours: app.desk.responseHours }, new Date(), request.query.days));
    },
  );
};
