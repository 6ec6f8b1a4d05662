import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { quoteInputSchema } from '#shared/schemas/quote';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { quoteSchema } from '#shared/schemas/quote-responses';
import { z } from 'zod';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { okOrNotFound } from '#server/lib/route-answers';
import { currentUser } from '#server/lib/current-user';
import {
  createQuote,
  getQuote,
  getQuoteForPdf,
  inquiryQuotes,
  QUOTE_MESSAGES,
  reviseQuote,
  sendQuote,
  updateQuote,
} from './quotes.js';
import { quotePdfFile } from './quote-pdf-file.js';
import { getInquiry } from '#server/inquiries/inquiries';

const QUOTE = envelopeOf(quoteSchema);

/** Staff and admins draft an inquiry's quote, change the draft, read it (also as its PDF), send and revise it (issue 21). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiries/:id/quotes',
    {
      schema: { params: idParamsSchema, body: quoteInputSchema, response: { 201: QUOTE } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const quote = await createQuote(app.db, request.params.id, request.body, currentUser(request));
      if (!quote) throw new HttpError(404, MESSAGES.inquiryNotFound);
      return reply.status(201).send(ok(quote));
    },
  );

  app.get(
    '/inquiries/:id/quotes',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(z.array(quoteSchema)) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (!(await getInquiry(app.db, request.params.id))) throw new HttpError(404, MESSAGES.inquiryNotFound);
      return ok(await inquiryQuotes(app.db, request.params.id));
    },
  );

  app.get(
    '/quotes/:id',
    { schema: { params: idParamsSchema, response: { 200: QUOTE } }, onRequest: app.requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getQuote(app.db, request.params.id), QUOTE_MESSAGES.notFound);
    },
  );

  app.get(
    '/quotes/:id/pdf',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser() },
    async (request, reply) => {
      const found = await getQuoteForPdf(app.db, request.params.id);
      if (!found) throw new HttpError(404, QUOTE_MESSAGES.notFound);
      const { filename, content } = await quotePdfFile(app.db, found);
      return sendPdf(reply, filename, content);
    },
  );

  app.put(
    '/quotes/:id',
    {
      schema: { params: idParamsSchema, body: quoteInputSchema, response: { 200: QUOTE } },
      onRequest: app.requireUser(),
    },
    async (request) =>
      okOrNotFound(
        await updateQuote(app.db, request.params.id, request.body, currentUser(request)),
        QUOTE_MESSAGES.notFound,
      ),
  );

  app.post(
    '/quotes/:id/revise',
    { schema: { params: idParamsSchema, response: { 201: QUOTE } }, onRequest: app.requireUser() },
    async (request, reply) => {
      const revision = await reviseQuote(app.db, request.params.id, currentUser(request));
      if (!revision) throw new HttpError(404, QUOTE_MESSAGES.notFound);
      return reply.status(201).send(ok(revision));
    },
  );

  app.post(
    '/quotes/:id/send',
    { schema: { params: idParamsSchema, response: { 200: QUOTE } }, onRequest: app.requireUser() },
    async (request) => {
      const sent = await sendQuote(app.db, app.desk, request.params.id, currentUser(request));
      if (!sent) throw new HttpError(404, QUOTE_MESSAGES.notFound);
      app.outbox.wake();
      return ok(sent);
    },
  );
};
