import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/reports/tally.xml: the period's vouchers for Tally (issue 40). */
export const tallyRoutes: FastifyPluginAsyncZod = async () => {};
