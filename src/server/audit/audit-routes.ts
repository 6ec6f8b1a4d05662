import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema } from '#shared/schemas/audit';
import { auditEntrySchema } from '#shared/schemas/audit-responses';
import { listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { privateList } from '#server/lib/route-answers';
import { listAuditEntries } from './audit-log.js';

/**
 * The audit log (admins): every change to celebrities, settings, staff, accounts and inquiries,
 * with who made it, when, and the values before and after; by person, kind, days and text.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: { querystring: auditListQuerySchema, response: { 200: listEnvelopeOf(auditEntrySchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => privateList(reply, await listAuditEntries(app.db, request.query)),
  );
};
