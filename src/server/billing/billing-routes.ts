import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationInputSchema,
  cancellationQuerySchema,
  creditNoteInputSchema,
  refundInputSchema,
} from '#shared/schemas/billing';
import { idParamsSchema } from '#shared/schemas/common';
import {
  cancellationTermsSchema,
  creditNoteSchema,
  invoiceSchema,
  refundSchema,
} from '#shared/schemas/billing-responses';
import { bookingSchema } from '#shared/schemas/booking-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { BOOKING_MESSAGES } from '#server/bookings/bookings';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { okOrNotFound } from '#server/lib/route-answers';
import { taxDocumentPdf } from './billing-attachments.js';
import { getBooking } from './booking-answers.js';
import { cancelBooking, cancellationPreview } from './cancellation.js';
import {
  bookingInvoice,
  creditNoteDocumentOf,
  INVOICE_MESSAGES,
  invoiceDocumentOf,
  issueCreditNote,
  issueInvoice,
} from './invoices.js';
import { bookingRefunds, recordRefund } from './refunds.js';
import type { TaxDocument } from './tax-document.js';
import { voucherDocument } from './vouchers.js';

const VOUCHER_NOT_FOUND = 'Voucher not found';

/**
 * A booking's money after its payments (issue 22): vouchers' PDFs, cancelling, refunds, the tax
 * invoice and credit notes. Staff read them, record payments and issue invoices; admins cancel,
 * refund and issue credit notes.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireUser(['admin']);

  async function pdfOf(reply: Parameters<typeof sendPdf>[0], document: TaxDocument | null, notFound: string) {
    if (!document) throw new HttpError(404, notFound);
    const { filename, content } = await taxDocumentPdf(document);
    return sendPdf(reply, filename, content);
  }

  app.get(
    '/vouchers/:id/pdf',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser() },
    async (request, reply) => pdfOf(reply, await voucherDocument(app.db, request.params.id), VOUCHER_NOT_FOUND),
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      schema: {
        params: idParamsSchema,
        querystring: cancellationQuerySchema,
        response: { 200: envelopeOf(cancellationTermsSchema) },
      },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(
        await cancellationPreview(app.db, request.params.id, request.query.by),
        BOOKING_MESSAGES.notFound,
      );
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        params: idParamsSchema,
        body: cancellationInputSchema,
        response: {
          200: envelopeOf(
            z.object({
              booking: bookingSchema,
              terms: cancellationTermsSchema,
              keptPaise: z.number().int(),
              refundDuePaise: z.number().int(),
            }),
          ),
        },
      },
      onRequest: admins,
    },
    async (request) => {
      // Its days come free: the cached "Free on" answers go too.
      const done = await app.catalogueCache.writing(() =>
        cancelBooking(app.db, request.params.id, request.body, currentUser(request), app.desk),
      );
      if (!done) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      app.outbox.wake();
      return ok({ ...done, keptPaise: done.terms.keptPaise, refundDuePaise: done.terms.refundDuePaise });
    },
  );

  app.get(
    '/bookings/:id/refunds',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(z.array(refundSchema)) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await bookingRefunds(app.db, request.params.id), BOOKING_MESSAGES.notFound);
    },
  );

  app.post(
    '/bookings/:id/refunds',
    {
      schema: {
        params: idParamsSchema,
        body: refundInputSchema,
        response: {
          201: envelopeOf(
            z.object({ number: z.string(), voucherId: z.uuid(), refund: refundSchema, booking: bookingSchema }),
          ),
        },
      },
      onRequest: admins,
    },
    async (request, reply) => {
      const recorded = await recordRefund(app.db, request.params.id, request.body, currentUser(request), app.desk);
      if (!recorded) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      app.outbox.wake();
      return reply.status(201).send(ok(recorded));
    },
  );

  app.get(
    '/bookings/:id/invoice',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(invoiceSchema.nullable()) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (!(await getBooking(app.db, request.params.id))) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      return ok(await bookingInvoice(app.db, request.params.id));
    },
  );

  app.post(
    '/bookings/:id/invoice',
    { schema: { params: idParamsSchema, response: { 201: envelopeOf(invoiceSchema) } }, onRequest: app.requireUser() },
    async (request, reply) => {
      const invoice = await issueInvoice(app.db, request.params.id, currentUser(request), app.desk);
      if (!invoice) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      app.outbox.wake();
      return reply.status(201).send(ok(invoice));
    },
  );

  app.get(
    '/invoices/:id/pdf',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser() },
    async (request, reply) =>
      pdfOf(reply, await invoiceDocumentOf(app.db, request.params.id), INVOICE_MESSAGES.notFound),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      schema: {
        params: idParamsSchema,
        body: creditNoteInputSchema,
        response: {
          201: envelopeOf(z.object({ number: z.string(), creditNote: creditNoteSchema, invoice: invoiceSchema })),
        },
      },
      onRequest: admins,
    },
    async (request, reply) => {
      const issued = await issueCreditNote(app.db, request.params.id, request.body, currentUser(request), app.desk);
      if (!issued) throw new HttpError(404, INVOICE_MESSAGES.notFound);
      app.outbox.wake();
      return reply.status(201).send(ok(issued));
    },
  );

  app.get(
    '/credit-notes/:id/pdf',
    { schema: { params: idParamsSchema }, onRequest: app.requireUser() },
    async (request, reply) =>
      pdfOf(reply, await creditNoteDocumentOf(app.db, request.params.id), INVOICE_MESSAGES.creditNoteNotFound),
  );
};
