import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dashboardRoutes } from './dashboard-routes.js';

/**
 * The dashboard domain: the staff's figures of the business at a glance (inquiries, quotes,
 * bookings, money). It reads the tables of all those domains, so it comes before them all in the
 * domain order (decision 0029), and reads the desk's reply clock from `app.desk`.
 */
export const dashboardDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(dashboardRoutes, { prefix: '/api' });
  },
  { name: 'dashboard', dependencies: ['accounts', 'inquiries'] },
);
