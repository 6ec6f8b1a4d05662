import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blackoutRequestRoutes } from './blackout-request-routes.js';
import { talentPortalRoutes } from './talent-portal-routes.js';
import { talentUserRoutes } from './talent-user-routes.js';

/**
 * The talent domain (issue 39): talent accounts the admins invite (users with the role
 * `talent`, bound to celebrities), the portal's calls only they reach, and their blackout
 * requests that staff approve through the calendar. It reads bookings, holds and blackouts of
 * its celebrities and writes blackouts through the calendar, so it sits before them in the
 * domain order (decision 0029).
 */
export const talentDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(talentUserRoutes, { prefix: '/api' });
    await app.register(blackoutRequestRoutes, { prefix: '/api' });
    await app.register(talentPortalRoutes, { prefix: '/api' });
  },
  { name: 'talent', dependencies: ['accounts', 'mail'] },
);
