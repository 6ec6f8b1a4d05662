import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { privacyRequestRoutes } from './privacy-routes.js';

/** The privacy domain: a person's data found, exported and erased everywhere (admins). */
export const privacyDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(privacyRequestRoutes, { prefix: '/api' });
  },
  { name: 'privacy', dependencies: ['accounts'] },
);
