import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGES } from '#shared/pages';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { gatewayNotificationResultSchema, paymentLinkSchema } from '#shared/schemas/payment-gateway-responses';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { statusUrlOf } from '#server/mail/secret-links';
import { privateAnswer, statusLinkInquiry } from '#server/quotes/quote-answer-routes';
import { handleGatewayNotification } from './gateway-notifications.js';
import { eventIdOf, signatureIsValid } from './gateway-signature.js';
import { PAYMENT_LINK_MESSAGES, paymentLinkFor } from './payment-links.js';
import type { GatewayResolver } from './effective-gateway.js';
import { GatewayUnavailableError } from './razorpay-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway that applies now (issue 38): the environment's, the saved one, or none. */
    paymentGateway: GatewayResolver;
  }
}

export const WEBHOOK_MESSAGES = {
  badSignature: 'The signature is not valid',
  badBody: 'The notification is not valid JSON',
  off: 'The payment gateway is not configured',
} as const;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A native form's post (the page before its script runs), answered with a redirect, not JSON. */
const isNativeForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);

/**
 * "Pay online" from the status link (issue 38): `POST /api/inquiry-status/:token/payment-link`
 * answers `{url}` to the page's script, and a native form's post with a 303 to that address
 * (or back to the status page when no link can be made). Counted like the quote's answers.
 */
const paymentLinkRoute: FastifyPluginAsyncZod = async (app) => {
  // The native form's body (nothing but its button) is read and set aside, in this scope only.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  app.post(
    '/inquiry-status/:token/payment-link',
    {
      schema: { params: statusTokenParamsSchema, response: { 200: envelopeOf(paymentLinkSchema) } },
      onSend: privateAnswer,
    },
    async (request, reply) => {
      const { token } = request.params;
      const inquiryId = await statusLinkInquiry(app.db, request, token, app.rateLimits.quoteAnswers);
      const native = isNativeForm(request);
      try {
        const gateway = await app.paymentGateway.current();
        if (!gateway) throw new HttpError(404, PAYMENT_LINK_MESSAGES.off);
        const returnUrl = statusUrlOf(app.config.siteUrl, token);
        const link = await paymentLinkFor(app.db, gateway.client, inquiryId, returnUrl);
        if (native) return reply.redirect(link.url, 303);
        return ok(link);
      } catch (error) {
        // Without a script the page cannot show a message: back to it, which shows what is due and how else to pay.
        if (native) {
          request.log.info({ err: error }, 'payment link not made for a native form');
          return reply.redirect(PAGES.inquiryStatus.getHref(token), 303);
        }
        if (error instanceof GatewayUnavailableError) {
          request.log.warn({ err: error.cause }, 'payment gateway unavailable');
          throw new HttpError(503, PAYMENT_LINK_MESSAGES.gatewayDown);
        }
        throw error;
      }
    },
  );
};

/**
 * The gateway's notifications (issue 38): `POST /api/payments/razorpay/webhook`. JSON is kept
 * as the bytes that arrived (this scope's own parser), since the signature is over exactly
 * those; a wrong or missing signature is 400 and nothing is recorded.
 */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/razorpay/webhook',
    { schema: { response: { 200: envelopeOf(gatewayNotificationResultSchema) } } },
    async (request) => {
      const secret = (await app.paymentGateway.current())?.webhookSecret;
      if (!secret) throw new HttpError(404, WEBHOOK_MESSAGES.off);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureIsValid(raw, request.headers['x-razorpay-signature'], secret)) {
        app.metrics.recordPaymentEvent('bad_signature');
        request.log.warn('payment gateway notification with a wrong or missing signature');
        throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, WEBHOOK_MESSAGES.badBody);
      }
      const eventId = eventIdOf(request.headers['x-razorpay-event-id'], raw);
      const result = await handleGatewayNotification(app.db, app.desk, eventId, body);
      app.metrics.recordPaymentEvent(result);
      if (result === 'recorded' || result === 'refund_due') app.outbox.wake();
      request.log.info({ eventId, result }, 'payment gateway notification');
      return ok({ result });
    },
  );
};

/** The gateway's routes, each in a scope of its own (their bodies are parsed their own way). */
export async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  await app.register(paymentLinkRoute);
  await app.register(webhookRoute);
}
