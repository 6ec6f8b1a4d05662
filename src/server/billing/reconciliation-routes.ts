import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { reconciliationQuerySchema } from '#shared/schemas/payment-gateway';
import { reconciliationSchema } from '#shared/schemas/payment-gateway-responses';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { GatewayUnavailableError } from './razorpay-gateway.js';
import { reconcile } from './reconciliation.js';

export const RECONCILIATION_MESSAGES = {
  gatewayDown: 'The payment gateway is not answering just now. Try again in a few minutes.',
} as const;

/** The days a reconciliation covers when none are asked for: the last seven, today included. */
const DEFAULT_DAYS = 7;

/**
 * `GET /api/payments/reconciliation?from=&to=` (staff, issue 38): the payments seen only at the
 * gateway or only in the product between two days, the money kept to refund, and the last
 * nightly check. Read from the gateway each time: 503 while it does not answer.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/reconciliation',
    {
      schema: { querystring: reconciliationQuerySchema, response: { 200: envelopeOf(reconciliationSchema) } },
      onRequest: app.requireUser(),
    },
    async (request) => {
      const today = indianDay();
      const to = request.query.to ?? today;
      const from = request.query.from ?? addCalendarDays(to, -(DEFAULT_DAYS - 1));
      if (from > to) throw new HttpError(400, 'To must be on or after From');
      try {
        return ok(await reconcile(app.db, (await app.paymentGateway.current())?.client ?? null, from, to));
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, 'payment gateway unavailable for the reconciliation');
        throw new HttpError(503, RECONCILIATION_MESSAGES.gatewayDown);
      }
    },
  );
};
