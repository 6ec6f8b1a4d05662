import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarRoutes } from './calendar-routes.js';

/**
 * The calendar domain (issue 22): each celebrity's holds, confirmed bookings and blackouts, with
 * the database's guard that no day is taken twice.
 */
export const calendarDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(calendarRoutes, { prefix: '/api' });
  },
  { name: 'calendar', dependencies: ['accounts', 'celebrities'] },
);
