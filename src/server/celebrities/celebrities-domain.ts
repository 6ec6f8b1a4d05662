import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageDeps } from '#server/images/image-references';
import type { CatalogueCalendar } from './catalogue-calendar.js';
import { celebrityManagerRoutes } from './celebrity-manager-routes.js';
import { celebrityRoutes } from './celebrity-routes.js';

/** The celebrities domain: the catalogue's API, reads cached and writes with their uploads. */
export const celebritiesDomain = fp(
  async (
    app: FastifyInstance,
    options: { images: Pick<ImageDeps, 'store' | 'references'>; calendar: CatalogueCalendar },
  ) => {
    await app.register(celebrityRoutes, {
      prefix: '/api',
      ...options.images,
      calendar: options.calendar,
      uploadMaxBytes: app.config.uploadMaxBytes,
    });
    await app.register(celebrityManagerRoutes, { prefix: '/api' });
  },
  { name: 'celebrities', dependencies: ['accounts'] },
);
