import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgersSchema } from '#shared/schemas/reports';
import { ledgersStateSchema } from '#shared/schemas/reports-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from '#server/lib/envelope';
import { currentUser } from '#server/lib/current-user';
import { getLedgersState, saveLedgers } from './ledgers.js';

const LEDGERS = envelopeOf(ledgersStateSchema);

/** GET and PUT /api/site/ledgers: the Tally ledger names (admins) (issue 40), read and written whole; never cached. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/ledgers',
    { schema: { response: { 200: LEDGERS } }, onRequest: app.requireUser(['admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getLedgersState(app.db));
    },
  );

  app.put(
    '/site/ledgers',
    { schema: { body: ledgersSchema, response: { 200: LEDGERS } }, onRequest: app.requireUser(['admin']) },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await saveLedgers(app.db, request.body, currentUser(request)));
    },
  );
};
