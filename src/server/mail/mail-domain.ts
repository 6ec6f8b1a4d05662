import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailRoutes } from './outbox-routes.js';

/** The mail domain's API: the outbox, read by staff (its sender runs in the inquiry desk). */
export const mailDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(emailRoutes, { prefix: '/api' });
  },
  { name: 'mail', dependencies: ['accounts'] },
);
