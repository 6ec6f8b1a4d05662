import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indianDay } from '#shared/format';
import { moneyDocumentsQuerySchema, moneyDocumentsSpan } from '#shared/schemas/money-documents';
import { moneyDocumentsAnswerSchema } from '#shared/schemas/money-documents-responses';
import { moneyDocuments } from './money-documents.js';

/**
 * GET /api/money-documents?kind=&from=&to=&q=&limit=&offset= (issue 41), staff and admins alike
 * (the rest of the reports are the admins'): the receipts, refunds, invoices and credit notes of
 * a span (the year up to today by default), newest first, each with its state, its booking and
 * its PDF's address; `meta.totals` of every row the filters pick, received net of refunds.
 */
export const moneyDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/money-documents',
    {
      schema: { querystring: moneyDocumentsQuerySchema, response: { 200: moneyDocumentsAnswerSchema } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { kind, from, to, q, limit, offset } = request.query;
      const range = moneyDocumentsSpan({ from, to }, indianDay());
      const { rows, total, totals } = await moneyDocuments(app.db, { kinds: kind, range, q, limit, offset });
      return { success: true as const, data: rows, meta: { total, limit, offset, ...range, totals } };
    },
  );
};
