import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { emailListQuerySchema } from '#shared/schemas/email';
import { emailSchema, emailSummarySchema, envelopeOf, listEnvelopeOf } from '#shared/schemas/responses';
import { okOrNotFound, privateList } from '../lib/route-answers.js';
import { getEmail, listEmails } from '../services/outbox.js';

/** Staff and admins work the desk, so both may read what it sent. */
const READERS = ['staff', 'admin'] as const;

/** The outbox: every e-mail with its state, and each one's content for a preview. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emails',
    {
      schema: { querystring: emailListQuerySchema, response: { 200: listEnvelopeOf(emailSummarySchema) } },
      onRequest: app.requireUser(READERS),
    },
    async (request, reply) => privateList(reply, await listEmails(app.db, request.query)),
  );

  app.get(
    '/emails/:id',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(emailSchema) } },
      onRequest: app.requireUser(READERS),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getEmail(app.db, request.params.id), MESSAGES.emailNotFound);
    },
  );
};
