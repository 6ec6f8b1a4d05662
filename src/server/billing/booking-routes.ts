import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentInputSchema } from '#shared/schemas/billing';
import { bookingInputSchema } from '#shared/schemas/calendar';
import { idParamsSchema } from '#shared/schemas/common';
import { saleInputSchema } from '#shared/schemas/quote';
import { paymentSchema, recordedPaymentSchema } from '#shared/schemas/billing-responses';
import { bookingSchema } from '#shared/schemas/booking-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { okOrNotFound } from '#server/lib/route-answers';
import { BOOKING_MESSAGES, confirmBooking, createBooking } from '#server/bookings/bookings';
import { getInquiry } from '#server/inquiries/inquiries';
import { getBooking, inquiryBookings, toBookingDto } from './booking-answers.js';
import { enterBookingSale } from './booking-lines.js';
import { saleOfInput } from './booking-sale.js';
import { bookingPayments, recordPayment } from './payments.js';

const BOOKING = envelopeOf(bookingSchema);

/**
 * Bookings for staff (issue 22): made for a deal agreed by phone, read, confirmed, paid. Billing
 * serves them because every answer shows the booking's money (decision 0031); their days and
 * states are the bookings domain's services.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    { schema: { body: bookingInputSchema, response: { 201: BOOKING } }, onRequest: app.requireUser() },
    async (request, reply) => {
      const { body } = request;
      const made = await createBooking(app.db, body, currentUser(request), {
        saleOf: (tx, business, today, now) => saleOfInput(tx, body, business, today, now),
        answer: toBookingDto,
      });
      return reply.status(201).send(ok(made));
    },
  );

  app.get(
    '/bookings/:id',
    { schema: { params: idParamsSchema, response: { 200: BOOKING } }, onRequest: app.requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getBooking(app.db, request.params.id), BOOKING_MESSAGES.notFound);
    },
  );

  app.get(
    '/inquiries/:id/bookings',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(z.array(bookingSchema)) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      if (!(await getInquiry(app.db, request.params.id))) throw new HttpError(404, BOOKING_MESSAGES.inquiryNotFound);
      return ok(await inquiryBookings(app.db, request.params.id));
    },
  );

  // An older phone booking's lines, entered once so that it can be invoiced (decision 0024).
  app.put(
    '/bookings/:id/sale',
    {
      schema: { params: idParamsSchema, body: saleInputSchema, response: { 200: BOOKING } },
      onRequest: app.requireUser(),
    },
    async (request) =>
      okOrNotFound(
        await enterBookingSale(app.db, request.params.id, request.body, currentUser(request)),
        BOOKING_MESSAGES.notFound,
      ),
  );

  app.post(
    '/bookings/:id/confirm',
    { schema: { params: idParamsSchema, response: { 200: BOOKING } }, onRequest: app.requireUser() },
    async (request) =>
      okOrNotFound(
        // A confirmed booking takes its days from the listing's "Free on": cached answers go.
        await app.catalogueCache.writing(() =>
          confirmBooking(app.db, request.params.id, currentUser(request), toBookingDto),
        ),
        BOOKING_MESSAGES.notFound,
      ),
  );

  app.post(
    '/bookings/:id/payments',
    {
      schema: {
        params: idParamsSchema,
        body: paymentInputSchema,
        response: {
          201: envelopeOf(recordedPaymentSchema),
        },
      },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      // The payment that reaches the advance confirms the booking: as confirming does, it drops
      // the cached "Free on" answers.
      const recorded = await app.catalogueCache.writing(() =>
        recordPayment(app.db, request.params.id, request.body, currentUser(request), app.desk),
      );
      if (!recorded) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      app.outbox.wake();
      return reply.status(201).send(ok(recorded));
    },
  );

  app.get(
    '/bookings/:id/payments',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(z.array(paymentSchema)) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await bookingPayments(app.db, request.params.id), BOOKING_MESSAGES.notFound);
    },
  );
};
