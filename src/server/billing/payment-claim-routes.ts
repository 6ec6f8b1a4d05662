import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordedPaymentSchema } from '#shared/schemas/billing-responses';
import { idParamsSchema } from '#shared/schemas/common';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { paymentClaimListQuerySchema, paymentClaimRejectSchema } from '#shared/schemas/payment-claim';
import { paymentClaimSchema } from '#shared/schemas/payment-claim-responses';
import { BOOKING_MESSAGES } from '#server/bookings/bookings';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { okOrNotFound } from '#server/lib/route-answers';
import {
  bookingPaymentClaims,
  CLAIM_DECISION_MESSAGES,
  confirmPaymentClaim,
  listPaymentClaims,
  rejectPaymentClaim,
} from './payment-claim-decisions.js';
import { listOfBooking } from './booking-money.js';

const CLAIMS = envelopeOf(z.array(paymentClaimSchema));

/**
 * The payments customers reported from their status links (issue 38), for staff: the list to
 * confirm (the desk), a booking's, Confirm (it becomes a payment, answered as
 * `POST /bookings/:id/payments` is) and Not received (the customer is told why).
 */
export const paymentClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-claims',
    { schema: { querystring: paymentClaimListQuerySchema, response: { 200: CLAIMS } }, onRequest: app.requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await listPaymentClaims(app.db, request.query.state));
    },
  );

  app.get(
    '/bookings/:id/payment-claims',
    { schema: { params: idParamsSchema, response: { 200: CLAIMS } }, onRequest: app.requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { id } = request.params;
      return okOrNotFound(
        await listOfBooking(app.db, id, () => bookingPaymentClaims(app.db, id)),
        BOOKING_MESSAGES.notFound,
      );
    },
  );

  app.post(
    '/payment-claims/:id/confirm',
    {
      schema: {
        params: idParamsSchema,
        response: {
          201: envelopeOf(recordedPaymentSchema),
        },
      },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      // As recording a payment does: reaching the advance confirms the booking's days.
      const recorded = await app.catalogueCache.writing(() =>
        confirmPaymentClaim(app.db, request.params.id, currentUser(request), app.desk),
      );
      const answer = okOrNotFound(recorded, CLAIM_DECISION_MESSAGES.notFound);
      app.metrics.recordPaymentClaim('confirmed');
      app.outbox.wake();
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/payment-claims/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: paymentClaimRejectSchema,
        response: { 200: envelopeOf(paymentClaimSchema) },
      },
      onRequest: app.requireUser(),
    },
    async (request) => {
      const rejected = await rejectPaymentClaim(
        app.db,
        request.params.id,
        request.body.reason,
        currentUser(request),
        app.desk,
      );
      const answer = okOrNotFound(rejected, CLAIM_DECISION_MESSAGES.notFound);
      app.metrics.recordPaymentClaim('rejected');
      app.outbox.wake();
      return answer;
    },
  );
};
