import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarViewRoutes } from './calendar-view-routes.js';

/**
 * The calendar as it is read (issue 22): the staff's entries with each one's inquiry and booking,
 * and a celebrity's iCalendar feed. Both leave out the holds whose quote has lapsed, and name the
 * inquiry through its booking or quote, so this domain sits before quotes and bookings in the
 * domain order (decision 0029); the calendar domain keeps the entries and their writes.
 */
export const calendarViewsDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(calendarViewRoutes, { prefix: '/api' });
  },
  { name: 'calendar-views', dependencies: ['accounts', 'celebrities'] },
);
