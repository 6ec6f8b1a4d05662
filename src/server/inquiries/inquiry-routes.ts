import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indianDay } from '#shared/format';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import {
  type InquiryFilter,
  inquiryExportQuerySchema,
  inquiryInputSchema,
  inquiryListQuerySchema,
  inquiryStatusUpdateSchema,
} from '#shared/schemas/inquiry';
import { ok } from '#server/lib/envelope';
import { fieldError } from '#server/lib/http-error';
import { DELETE_BY_ID_SCHEMA, deletedOrNotFound, okOrNotFound, privateList } from '#server/lib/route-answers';
import { clientAddressKey } from '#server/lib/client-address';
import { currentUser } from '#server/lib/current-user';
import { consumeOrThrow } from '#server/plugins/rate-limits';
import { celebrityName } from '#server/celebrities/celebrities';
import {
  allInquiries,
  createInquiry,
  deleteInquiry,
  getInquiry,
  listInquiries,
  updateInquiryStatus,
} from './inquiries.js';
import { inquiriesCsv } from './inquiries-csv.js';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { inquirySchema } from '#shared/schemas/inquiry-responses';

/** The filters with "Assigned to me" read as the signed-in user's id. */
function resolveAssignee<T extends InquiryFilter>(filter: T, userId: string): T {
  return filter.assignee === 'me' ? { ...filter, assignee: userId } : filter;
}

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiries',
    { schema: { body: inquiryInputSchema, response: { 201: envelopeOf(inquirySchema) } } },
    async (request, reply) => {
      // A booking names a celebrity that must exist; a general inquiry names none.
      const { celebrity } = request.body;
      const name = celebrity === undefined ? '' : await celebrityName(app.db, celebrity);
      if (name === null) throw fieldError('celebrity', MESSAGES.celebrityNotFound);
      // Counted once the form is known to be valid (schema and celebrity): a rejected form
      // stores nothing, so it costs no allowance.
      await consumeOrThrow(app.rateLimits.inquiries, clientAddressKey(request.ip));
      const inquiry = await createInquiry(app.db, app.desk, request.body, name);
      if (inquiry) app.outbox.wake();
      if (!inquiry) throw fieldError('celebrity', MESSAGES.celebrityNotFound);
      return reply.status(201).send(ok(inquiry));
    },
  );

  app.get(
    '/inquiries',
    {
      schema: { querystring: inquiryListQuerySchema, response: { 200: listEnvelopeOf(inquirySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) =>
      privateList(reply, await listInquiries(app.db, resolveAssignee(request.query, currentUser(request).id))),
  );

  app.get(
    '/inquiries/export.csv',
    {
      schema: { querystring: inquiryExportQuerySchema },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      // India's day, the agency's: at 01:00 in India, UTC's day is still yesterday.
      const day = indianDay();
      const csv = inquiriesCsv(allInquiries(app.db, resolveAssignee(request.query, currentUser(request).id)));
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

  app.get(
    '/inquiries/:id',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(inquirySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getInquiry(app.db, request.params.id), MESSAGES.inquiryNotFound);
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
      onRequest: app.requireUser(),
    },
    async (request) => {
      const updated = await updateInquiryStatus(app.db, request.params.id, request.body, currentUser(request));
      if (request.body.notifyCustomer) app.outbox.wake();
      return okOrNotFound(updated, MESSAGES.inquiryNotFound);
    },
  );

  app.delete('/inquiries/:id', { schema: DELETE_BY_ID_SCHEMA, onRequest: app.requireUser() }, async (request) => {
    const { id } = request.params;
    // Its bookings go with it, and a confirmed one's days are free again for "Free on".
    return deletedOrNotFound(
      await app.catalogueCache.writing(() => deleteInquiry(app.db, id, currentUser(request))),
      id,
      MESSAGES.inquiryNotFound,
    );
  });
};
