import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacyRequestSchema } from '#shared/schemas/privacy';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  privacyErasureResultSchema,
  privacyErasureSchema,
  privacyExportSchema,
} from '#shared/schemas/privacy-responses';
import { ok } from '#server/lib/envelope';
import { currentUser } from '#server/lib/current-user';
import { exportPersonData } from './privacy-export.js';
import { erasePersonData, listErasures } from './privacy-requests.js';

/**
 * One person's data on request (India's DPDP Act 2023), for admins: everything stored about the
 * person with an e-mail address (and a phone number, when given), to hand over, or to erase
 * (recorded, by the address's hash). Where they are looked for: privacy/personal-data-map.ts.
 */
export const privacyRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/privacy/export',
    {
      schema: { body: privacyRequestSchema, response: { 200: envelopeOf(privacyExportSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await exportPersonData(app.db, request.body));
    },
  );

  app.post(
    '/privacy/erase',
    {
      schema: { body: privacyRequestSchema, response: { 200: envelopeOf(privacyErasureResultSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    // The person's inquiries go, their bookings with them: a confirmed one's days are free again
    // for the listing's "Free on", so cached answers go too.
    async (request) =>
      ok(await app.catalogueCache.writing(() => erasePersonData(app.db, request.body, currentUser(request)))),
  );

  app.get(
    '/privacy/erasures',
    { schema: { response: { 200: envelopeOf(z.array(privacyErasureSchema)) } }, onRequest: app.requireUser(['admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await listErasures(app.db));
    },
  );
};
