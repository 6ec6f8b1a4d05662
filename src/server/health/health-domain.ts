import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes.js';

/** The health domain: `GET /api/health`. */
export const healthDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health' },
);
