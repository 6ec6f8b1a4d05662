import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/reports/sales-register and /receipts-register: the registers as CSV (issue 40). */
export const registerRoutes: FastifyPluginAsyncZod = async () => {};
