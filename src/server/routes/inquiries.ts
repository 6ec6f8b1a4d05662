import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { inquiryInputSchema, inquiryListQuerySchema, inquiryStatusUpdateSchema } from '#shared/schemas/inquiry';
import { ok } from '../lib/envelope.js';
import { fieldError, HttpError } from '../lib/http-error.js';
import { clientAddressKey } from '../lib/client-address.js';
import { consumeOrThrow } from '../plugins/rate-limits.js';
import { celebrityName } from '../services/celebrities.js';
import {
  allInquiries,
  createInquiry,
  deleteInquiry,
  listInquiries,
  updateInquiryStatus,
} from '../services/inquiries.js';
import { inquiriesCsv } from '../services/inquiries-csv.js';
import { deletedSchema, envelopeOf, inquirySchema, listEnvelopeOf } from '#shared/schemas/responses';

const READERS = ['staff', 'admin'] as const;

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiries',
    { schema: { body: inquiryInputSchema, response: { 201: envelopeOf(inquirySchema) } } },
    async (request, reply) => {
      const name = await celebrityName(app.db, request.body.celebrity);
      if (name === null) throw fieldError('celebrity', MESSAGES.celebrityNotFound);
      // Counted once the form is known to be valid (schema and celebrity): a rejected form
      // stores nothing, so it costs no allowance.
      await consumeOrThrow(app.rateLimits.inquiries, clientAddressKey(request.ip));
      const inquiry = await createInquiry(app.db, request.body, name);
      if (!inquiry) throw fieldError('celebrity', MESSAGES.celebrityNotFound);
      return reply.status(201).send(ok(inquiry));
    },
  );

  app.get(
    '/inquiries',
    {
      schema: { querystring: inquiryListQuerySchema, response: { 200: listEnvelopeOf(inquirySchema) } },
      onRequest: app.requireUser(READERS),
    },
    async (request, reply) => {
      const { items, meta } = await listInquiries(app.db, request.query);
      void reply.header('Cache-Control', 'no-store');
      return ok(items, meta);
    },
  );

  app.get(
    '/inquiries/export.csv',
    {
      schema: { querystring: inquiryListQuerySchema.pick({ q: true, status: true }) },
      onRequest: app.requireUser(READERS),
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = inquiriesCsv(allInquiries(app.db, request.query));
      // Rows are read in batches while the file is sent; if a later batch fails, the connection
      // is cut so the download fails visibly. Ending the response (or a compressed stream)
      // cleanly would hand over a truncated file that looks complete.
      csv.once('error', (error) => {
        request.log.error({ err: error }, 'CSV export failed midway; connection cut off');
        reply.raw.destroy();
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="inquiries-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.put(
    '/inquiries/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: inquiryStatusUpdateSchema,
        response: { 200: envelopeOf(inquirySchema) },
      },
      onRequest: app.requireUser(READERS),
    },
    async (request) => {
      const updated = await updateInquiryStatus(app.db, request.params.id, request.body.status);
      if (!updated) throw new HttpError(404, MESSAGES.inquiryNotFound);
      return ok(updated);
    },
  );

  app.delete(
    '/inquiries/:id',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(deletedSchema) } },
      onRequest: app.requireUser(READERS),
    },
    async (request) => {
      if (!(await deleteInquiry(app.db, request.params.id))) throw new HttpError(404, MESSAGES.inquiryNotFound);
      return ok({ _id: request.params.id });
    },
  );
};
