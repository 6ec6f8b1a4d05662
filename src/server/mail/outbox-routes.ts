import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { emailListQuerySchema } from '#shared/schemas/email';
import { emailSchema, emailSummarySchema } from '#shared/schemas/email-responses';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { okOrNotFound, privateList } from '#server/lib/route-answers';
import { currentUser } from '#server/lib/current-user';
import { getEmail, listEmails, type OutboxReader } from './outbox.js';

/** Password reset links are for admins' eyes only (mail/outbox.ts, ACCOUNT_EMAIL_KINDS). */
function readerOf(request: FastifyRequest): OutboxReader {
  return { accountEmails: currentUser(request).role === 'admin' };
}

/** The outbox: every e-mail with its state, and each one's content for a preview. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emails',
    {
      schema: { querystring: emailListQuerySchema, response: { 200: listEnvelopeOf(emailSummarySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => privateList(reply, await listEmails(app.db, request.query, readerOf(request))),
  );

  app.get(
    '/emails/:id',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(emailSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getEmail(app.db, request.params.id, readerOf(request)), MESSAGES.emailNotFound);
    },
  );
};
