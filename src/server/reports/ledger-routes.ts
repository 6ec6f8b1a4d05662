import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET and PUT /api/site/ledgers: the Tally ledger names (admins) (issue 40). */
export const ledgerRoutes: FastifyPluginAsyncZod = async () => {};
