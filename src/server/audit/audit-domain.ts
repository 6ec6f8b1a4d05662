import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit-routes.js';

/** The audit domain: the audit log's API (the entries are written by every other domain). */
export const auditDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(auditRoutes, { prefix: '/api' });
  },
  { name: 'audit', dependencies: ['accounts'] },
);
