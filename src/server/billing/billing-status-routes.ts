import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { bookings } from '#server/bookings/bookings-tables';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { privateAnswer, statusLinkInquiry } from '#server/quotes/quote-answer-routes';
import { payments } from './billing-tables.js';
import { taxDocumentPdf } from './billing-attachments.js';
import { customerBooking } from './booking-answers.js';
import { payableNowPaise, upiUriFor } from './customer-payment.js';
import { inquiryInvoiceDocument } from './invoices.js';
import { upiQrSvg } from '#server/lib/upi-qr';
import { voucherDocument } from './vouchers.js';

export const NO_INVOICE = 'There is no tax invoice for this inquiry yet';
export const NO_RECEIPT = 'There is no such receipt voucher for this inquiry';
export const NO_UPI_QR = 'There is nothing to pay by UPI on this inquiry now';

const receiptQuerySchema = z.object({ number: z.string().min(1).max(40) });

/**
 * The customer's documents from their status link (issues 22 and 38): the tax invoice, each
 * payment's receipt voucher (by its number), and the UPI QR for what is due now. Counted with
 * the status lookups.
 */
export const billingStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiryOf = (request: Parameters<typeof statusLinkInquiry>[1], token: string) =>
    statusLinkInquiry(app.db, request, token, app.rateLimits.inquiryStatusLookups);

  app.get(
    '/inquiry-status/:token/invoice.pdf',
    { schema: { params: statusTokenParamsSchema }, onSend: privateAnswer },
    async (request, reply) => {
      const inquiryId = await inquiryOf(request, request.params.token);
      const document = await inquiryInvoiceDocument(app.db, inquiryId);
      if (!document) throw new HttpError(404, NO_INVOICE);
      const { filename, content } = await taxDocumentPdf(document);
      return sendPdf(reply, filename, content);
    },
  );

  app.get(
    '/inquiry-status/:token/receipt.pdf',
    { schema: { params: statusTokenParamsSchema, querystring: receiptQuerySchema }, onSend: privateAnswer },
    async (request, reply) => {
      const inquiryId = await inquiryOf(request, request.params.token);
      const [payment] = await app.db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.receiptNumber, request.query.number), eq(bookings.inquiryId, inquiryId)));
      const document = payment && (await voucherDocument(app.db, payment.id));
      if (!document) throw new HttpError(404, NO_RECEIPT);
      const { filename, content } = await taxDocumentPdf(document);
      return sendPdf(reply, filename, content);
    },
  );

  // An image to scan from another phone, not a link to tap (decision 0033).
  app.get(
    '/inquiry-status/:token/upi-qr.svg',
    { schema: { params: statusTokenParamsSchema }, onSend: privateAnswer },
    async (request, reply) => {
      const inquiryId = await inquiryOf(request, request.params.token);
      const booking = await customerBooking(app.db, inquiryId);
      const amountPaise = booking ? payableNowPaise(booking) : 0;
      const upiUri = booking && amountPaise > 0 ? await upiUriFor(app.db, booking.number, amountPaise) : null;
      if (!upiUri) throw new HttpError(404, NO_UPI_QR);
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').send(await upiQrSvg(upiUri));
    },
  );
};
