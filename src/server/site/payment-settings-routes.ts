import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSettingsSchema } from '#shared/schemas/payment-settings';
import { paymentSettingsStateSchema } from '#shared/schemas/payment-settings-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from '#server/lib/envelope';
import { currentUser } from '#server/lib/current-user';
import { getPaymentSettingsState, savePaymentSettings } from './payment-settings.js';

const PAYMENT_SETTINGS = envelopeOf(paymentSettingsStateSchema);

/** Settings → Payments (issue 38): admins only, read and written whole; never cached. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The environment's gateway wins over the saved one; the form shows its key id, never a secret.
  const environmentKeyId = app.config.gateway?.keyId ?? null;
  app.get(
    '/site/payments',
    { schema: { response: { 200: PAYMENT_SETTINGS } }, onRequest: app.requireUser(['admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getPaymentSettingsState(app.db, environmentKeyId));
    },
  );

  app.put(
    '/site/payments',
    {
      schema: { body: paymentSettingsSchema, response: { 200: PAYMENT_SETTINGS } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const saved = await savePaymentSettings(app.db, request.body, currentUser(request), environmentKeyId);
      // The gateway's credentials may have changed: the next payment, webhook and page use them.
      app.savedGateway.forget();
      return ok(saved);
    },
  );
};
