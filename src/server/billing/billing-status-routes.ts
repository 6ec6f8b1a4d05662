import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { privateAnswer, statusLinkInquiry } from '#server/quotes/quote-answer-routes';
import { taxDocumentPdf } from './billing-attachments.js';
import { inquiryInvoiceDocument } from './invoices.js';

export const NO_INVOICE = 'There is no tax invoice for this inquiry yet';

/** The customer's tax invoice from their status link (issue 22): counted with the status lookups. */
export const billingStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inquiry-status/:token/invoice.pdf',
    { schema: { params: statusTokenParamsSchema }, onSend: privateAnswer },
    async (request, reply) => {
      const inquiryId = await statusLinkInquiry(
        app.db,
        request,
        request.params.token,
        app.rateLimits.inquiryStatusLookups,
      );
      const document = await inquiryInvoiceDocument(app.db, inquiryId);
      if (!document) throw new HttpError(404, NO_INVOICE);
      const { filename, content } = await taxDocumentPdf(document);
      return sendPdf(reply, filename, content);
    },
  );
};
