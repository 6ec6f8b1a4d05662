import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { inquiryAssigneeInputSchema, inquiryNoteInputSchema } from '#shared/schemas/inquiry';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  inquiryActivitySchema,
  inquiryNoteSchema,
  inquirySchema,
  statusLinkSentSchema,
  statusLinksRevokedSchema,
} from '#shared/schemas/inquiry-responses';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { okOrNotFound } from '#server/lib/route-answers';
import { currentUser } from '#server/lib/current-user';
import { getInquiry } from './inquiries.js';
import {
  addInquiryNote,
  assignInquiry,
  inquiryActivity,
  revokeStatusLinksAndResend,
  sendStatusLinkAgain,
} from './inquiry-desk.js';

/** A new assignee answers the inquiry as it now is. */
const updatedSchema = envelopeOf(inquirySchema);

/**
 * The desk's calls on one inquiry: its notes and timeline, a new note, the assignee, and the
 * customer's status link sent again. Its quotes have routes of their own (quotes/quote-routes.ts).
 */
export const inquiryDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inquiries/:id/activity',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(inquiryActivitySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await inquiryActivity(app.db, request.params.id), MESSAGES.inquiryNotFound);
    },
  );

  app.post(
    '/inquiries/:id/notes',
    {
      schema: {
        params: idParamsSchema,
        body: inquiryNoteInputSchema,
        response: { 201: envelopeOf(inquiryNoteSchema) },
      },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const note = await addInquiryNote(app.db, request.params.id, request.body.body, currentUser(request));
      if (!note) throw new HttpError(404, MESSAGES.inquiryNotFound);
      return reply.status(201).send(ok(note));
    },
  );

  app.put(
    '/inquiries/:id/assignee',
    {
      schema: { params: idParamsSchema, body: inquiryAssigneeInputSchema, response: { 200: updatedSchema } },
      onRequest: app.requireUser(),
    },
    async (request) => {
      const { id } = request.params;
      const found = await assignInquiry(app.db, id, request.body.assigneeId, currentUser(request));
      return okOrNotFound(found ? await getInquiry(app.db, id) : null, MESSAGES.inquiryNotFound);
    },
  );

  // The customer lost their status link: a new one by e-mail (staff never see it).
  app.post(
    '/inquiries/:id/status-link',
    {
      schema: { params: idParamsSchema, response: { 202: envelopeOf(statusLinkSentSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const sent = await sendStatusLinkAgain(app.db, app.desk, request.params.id, currentUser(request));
      if (!sent) throw new HttpError(404, MESSAGES.inquiryNotFound);
      app.outbox.wake();
      return reply.status(202).send(ok(sent));
    },
  );

  // A link may have reached someone else: every link stops working, and a new one goes by e-mail.
  app.post(
    '/inquiries/:id/status-link/revoke',
    {
      schema: { params: idParamsSchema, response: { 202: envelopeOf(statusLinksRevokedSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const done = await revokeStatusLinksAndResend(app.db, app.desk, request.params.id, currentUser(request));
      if (!done) throw new HttpError(404, MESSAGES.inquiryNotFound);
      app.outbox.wake();
      return reply.status(202).send(ok(done));
    },
  );
};
