import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageStore } from '#server/images/images';
import { celebrityRoutes } from './celebrity-routes.js';

/** The celebrities domain: the catalogue's API, reads cached and writes with their uploads. */
export const celebritiesDomain = fp(
  async (app: FastifyInstance, options: { store: ImageStore }) => {
    await app.register(celebrityRoutes, {
      prefix: '/api',
      store: options.store,
      uploadMaxBytes: app.config.uploadMaxBytes,
    });
  },
  { name: 'celebrities', dependencies: ['accounts'] },
);
