import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingRoutes } from './booking-routes.js';
import { customerBooking } from './bookings.js';

/**
 * The bookings domain (issue 22): a booking follows an accepted quote (or a deal agreed by
 * phone), awaits its advance with its days held, and takes them for good once confirmed; the
 * customer's status link shows it with its schedule and payments.
 */
export const bookingsDomain = fp(
  async (app: FastifyInstance) => {
    app.statusLinkSections.booking = (db, inquiryId) => customerBooking(db, inquiryId);
    await app.register(bookingRoutes, { prefix: '/api' });
  },
  { name: 'bookings', dependencies: ['accounts', 'inquiries', 'calendar', 'site', 'mail'] },
);
