import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { tdsRegisterQuerySchema } from '#shared/schemas/payouts';
import { tdsRegisterSchema } from '#shared/schemas/payouts-responses';
import { ok } from '#server/lib/envelope';
import { tdsRegister, tdsRegisterCsv, tdsRegisterFileName } from './tds-register.js';

/**
 * The TDS register (issue 39), admins only: it prints every payee's PAN whole, which other staff
 * read masked (decision 0036). `format=csv` for the accountant's file.
 */
export const tdsRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/tds',
    {
      schema: {
        querystring: tdsRegisterQuerySchema,
        // The CSV is sent as its text; the JSON answer is checked against the contract.
        response: { 200: z.union([envelopeOf(tdsRegisterSchema), z.string()]) },
      },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const register = await tdsRegister(app.db, request.query);
      if (request.query.format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${tdsRegisterFileName(request.query)}"`)
          .send(tdsRegisterCsv(register));
      }
      return ok(register);
    },
  );
};
