import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postponementInputSchema } from '#shared/schemas/booking-postponement';
import { idParamsSchema } from '#shared/schemas/common';
import { bookingSchema } from '#shared/schemas/booking-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { currentUser } from '#server/lib/current-user';
import { okOrNotFound } from '#server/lib/route-answers';
import { BOOKING_MESSAGES } from '#server/bookings/bookings';
import { postponeBooking } from '#server/bookings/postponement';
import { toBookingDto } from './booking-answers.js';
import { queuePostponementEmail } from './postponement-email.js';

/**
 * Postponing a booking (staff, issue 41): its days are the bookings domain's, its answer and the
 * customer's e-mail billing's (decision 0031), so billing serves it.
 */
export const bookingPostponementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/postpone',
    {
      schema: { params: idParamsSchema, body: postponementInputSchema, response: { 200: envelopeOf(bookingSchema) } },
      onRequest: app.requireUser(),
    },
    async (request) => {
      // A confirmed booking's days leave the listing's "Free on" and others join it: cached answers go.
      const moved = await app.catalogueCache.writing(() =>
        postponeBooking(app.db, request.params.id, request.body, currentUser(request), {
          mail: (tx, before, after, reason, now) => queuePostponementEmail(tx, app.desk, before, after, reason, now),
          answer: toBookingDto,
        }),
      );
      app.outbox.wake();
      return okOrNotFound(moved, BOOKING_MESSAGES.notFound);
    },
  );
};
