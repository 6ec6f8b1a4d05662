import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDetailsStateSchema } from '#shared/schemas/business-details-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from '#server/lib/envelope';
import { currentUser } from '#server/lib/current-user';
import { getBusinessDetailsState } from '#server/site/business-details';
import { askAdminsForBusinessDetails } from './admins-request.js';

/**
 * Staff cannot set the business details (site/business-details-routes.ts); they ask the active
 * admins to, at most once an hour (admins-request.ts). Here because the accounts domain owns who
 * the admins are; it answers as the details' GET does.
 */
export const adminsRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/site/business/notify-admins',
    { schema: { response: { 200: envelopeOf(businessDetailsStateSchema) } }, onRequest: app.requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      await askAdminsForBusinessDetails(app.db, currentUser(request), app.config.siteUrl);
      return ok(await getBusinessDetailsState(app.db));
    },
  );
};
