import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDetailsSchema } from '#shared/schemas/business-details';
import { businessDetailsStateSchema } from '#shared/schemas/business-details-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from '#server/lib/envelope';
import { currentUser } from '#server/lib/current-user';
import { getBusinessDetailsState, saveBusinessDetails } from './business-details.js';

const BUSINESS_DETAILS = envelopeOf(businessDetailsStateSchema);

/**
 * The agency's business details: every signed-in member of staff reads them (a quote is built
 * from them); only admins change them (staff ask the admins to through the accounts domain,
 * accounts/admins-request-routes.ts, since only it knows who the admins are). Never cached,
 * never public.
 */
export const businessDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/business',
    { schema: { response: { 200: BUSINESS_DETAILS } }, onRequest: app.requireUser() },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getBusinessDetailsState(app.db));
    },
  );

  app.put(
    '/site/business',
    {
      schema: { body: businessDetailsSchema, response: { 200: BUSINESS_DETAILS } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await saveBusinessDetails(app.db, request.body, currentUser(request)));
    },
  );
};
