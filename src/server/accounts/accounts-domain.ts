import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminsRequestRoutes } from './admins-request-routes.js';
import { authPlugin } from './auth-plugin.js';
import { authRoutes } from './auth-routes.js';
import { staffRoutes } from './staff-routes.js';

/**
 * The accounts domain: `app.requireUser`, which guards every other domain's routes (so it is
 * registered before them), sign-in and one's own account, the staff, and staff asking the admins
 * for the business details.
 */
export const accountsDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(authPlugin, { sessionIdleMinutes: app.config.sessionIdleMinutes });
    await app.register(authRoutes, { prefix: '/api', sessionTtlHours: app.config.sessionTtlHours });
    await app.register(staffRoutes, { prefix: '/api' });
    await app.register(adminsRequestRoutes, { prefix: '/api' });
  },
  { name: 'accounts' },
);
