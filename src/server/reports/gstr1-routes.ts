import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/reports/gstr1: the GSTR-1 return of a month or quarter, as JSON or a zip of the offline tool's CSVs (issue 40). */
export const gstr1Routes: FastifyPluginAsyncZod = async () => {};
