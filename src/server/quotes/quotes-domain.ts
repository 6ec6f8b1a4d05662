import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quoteRoutes } from './quote-routes.js';

/** The quotes domain (issue 21): GST quotes drafted on an inquiry, numbered when sent. */
export const quotesDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(quoteRoutes, { prefix: '/api' });
  },
  { name: 'quotes', dependencies: ['accounts', 'inquiries', 'site'] },
);
