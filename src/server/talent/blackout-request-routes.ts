import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { blackoutRejectSchema, blackoutRequestListQuerySchema } from '#shared/schemas/talent';
import { blackoutRequestSchema } from '#shared/schemas/talent-responses';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { privateList } from '#server/lib/route-answers';
import { approveBlackoutRequest, listBlackoutRequests, rejectBlackoutRequest } from './blackout-requests.js';

/** The talents' blackout requests, for staff to approve or reject (issue 39). */
export const blackoutRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blackout-requests',
    {
      schema: { querystring: blackoutRequestListQuerySchema, response: { 200: listEnvelopeOf(blackoutRequestSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => privateList(reply, await listBlackoutRequests(app.db, request.query)),
  );

  app.post(
    '/blackout-requests/:id/approve',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(blackoutRequestSchema) } },
      onRequest: app.requireUser(),
    },
    async (request) => {
      // The listing's "Free on" reads blackouts: cached answers go with the write.
      const approved = await app.catalogueCache.writing(() =>
        approveBlackoutRequest(app.db, request.params.id, currentUser(request), app.config.siteUrl),
      );
      app.outbox.wake();
      return ok(approved);
    },
  );

  app.post(
    '/blackout-requests/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: blackoutRejectSchema,
        response: { 200: envelopeOf(blackoutRequestSchema) },
      },
      onRequest: app.requireUser(),
    },
    async (request) => {
      const rejected = await rejectBlackoutRequest(
        app.db,
        request.params.id,
        request.body.reason,
        currentUser(request),
        app.config.siteUrl,
      );
      app.outbox.wake();
      return ok(rejected);
    },
  );
};
