import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentClaimFormAnswer } from '#shared/constants/billing';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { inquiryStatusViewSchema } from '#shared/schemas/inquiry-responses';
import { paymentClaimFormSchema, paymentClaimSchema } from '#shared/schemas/payment-claim';
import { ok } from '#server/lib/envelope';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { acceptFormPosts, isFormPost } from '#server/lib/form-posts';
import { HttpError } from '#server/lib/http-error';
import { privateAnswer, statusLinkInquiry } from '#server/quotes/quote-answer-routes';
import { statusLinkView } from '#server/inquiries/status-link-view';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { PAYMENT_CLAIM_MESSAGES } from '#shared/messages';
import { claimPayment } from './payment-claims.js';

/** Where a form post lands: the status page, at its "Pay now", saying how it went. */
function statusPageAfter(token: string, answer: PaymentClaimFormAnswer): string {
  return `/inquiry/${encodeURIComponent(token)}?claim=${answer}#pay-now`;
}

/** A refused form post in the page's words: a code the page turns into its sentence (never the text itself). */
function answerOfRefusal(error: unknown): PaymentClaimFormAnswer {
  if (error instanceof DomainRefusal) {
    if (error.fields?.some((field) => field.path === 'reference')) return 'taken';
    if (error.message === PAYMENT_CLAIM_MESSAGES.nothingDue) return 'nothing-due';
  }
  if (error instanceof HttpError && error.statusCode === 429) return 'busy';
  return 'invalid';
}

/**
 * "I have paid" from the status link (issue 38): `POST /api/inquiry-status/:token/payment-claims`,
 * limited per client address as the quote's answers are. The page's script sends JSON (paise)
 * and gets 201 with the page's view; a tap before the script has started posts the form itself
 * (rupees as typed), and is answered with a redirect back to the page saying how it went, so it
 * is never lost.
 */
export const paymentClaimStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin's scope: no other route takes a form's post, and none from another site.
  acceptFormPosts(app, app.config.siteUrl);

  app.post(
    '/inquiry-status/:token/payment-claims',
    {
      schema: { params: statusTokenParamsSchema, response: { 201: envelopeOf(inquiryStatusViewSchema) } },
      onSend: privateAnswer,
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        const { token } = request.params as { token?: string };
        // A form post goes back to its page, whatever went wrong; the script's call gets the envelope.
        if (isFormPost(request) && token && statusTokenParamsSchema.safeParse({ token }).success) {
          request.log.info({ answer: answerOfRefusal(error) }, 'payment claim form refused');
          void reply.redirect(statusPageAfter(token, answerOfRefusal(error)), 303);
          return;
        }
        throw error;
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const form = isFormPost(request);
      const inquiryId = await statusLinkInquiry(app.db, request, token, app.rateLimits.quoteAnswers);
      const input = (form ? paymentClaimFormSchema : paymentClaimSchema).safeParse(request.body ?? {});
      if (!input.success) {
        const errors = input.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw new HttpError(400, errors[0]?.message ?? 'Check the payment’s details', errors);
      }
      try {
        await claimPayment(app.db, app.desk, inquiryId, input.data);
      } catch (error) {
        if (answerOfRefusal(error) === 'taken') app.metrics.recordPaymentClaim('reference_taken');
        throw error;
      }
      app.metrics.recordPaymentClaim('claimed');
      app.outbox.wake();
      if (form) return reply.redirect(statusPageAfter(token, 'sent'), 303);
      return reply.status(201).send(ok(await statusLinkView(app.db, token, inquiryClosedAt, app.statusLinkSections)));
    },
  );
};
