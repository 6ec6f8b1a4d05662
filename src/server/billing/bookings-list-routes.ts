import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianDay } from '#shared/format';
import { bookingListQuerySchema } from '#shared/schemas/bookings-list';
import { bookingListEnvelopeSchema } from '#shared/schemas/bookings-list-responses';
import { allListedBookings, listBookings } from './bookings-list.js';
import { bookingsListCsv } from './bookings-list-csv.js';

/**
 * The bookings' list for staff (issue 41): by event date, filtered by state, money due,
 * celebrity, days and text, with the totals of every filtered row; `format=csv` for the file.
 */
export const bookingsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings',
    {
      schema: {
        querystring: bookingListQuerySchema,
        // The CSV is sent as its text; the JSON answer is checked against the contract.
        response: { 200: z.union([bookingListEnvelopeSchema, z.string()]) },
      },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // India's day, the agency's: what is overdue, and the file's name.
      const today = indianDay();
      if (request.query.format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="bookings-${today}.csv"`)
          .send(bookingsListCsv(await allListedBookings(app.db, request.query, today)));
      }
      const { items, meta } = await listBookings(app.db, request.query, today);
      return { success: true as const, data: items, meta };
    },
  );
};
