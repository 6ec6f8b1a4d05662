import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/schemas/common';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  commissionInputSchema,
  costInputSchema,
  payeeInputSchema,
  payoutInputSchema,
  payoutPreviewInputSchema,
} from '#shared/schemas/payouts';
import {
  payeeSchema,
  payoutPreviewSchema,
  recordedPayoutSchema,
  settlementSchema,
} from '#shared/schemas/payouts-responses';
import { BOOKING_MESSAGES } from '#server/bookings/bookings';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { okOrNotFound } from '#server/lib/route-answers';
import { getPayee, savePayee } from './payees.js';
import { payoutVoucherOf, payoutVoucherPdf } from './payout-voucher.js';
import { previewPayout, recordPayout } from './payouts.js';
import { PAYOUT_MESSAGES } from './settlement-figures.js';
import { addCost, deleteCost, getSettlement, setCommission } from './settlements.js';

const CELEBRITY_NOT_FOUND = 'Celebrity not found';

const costParamsSchema = z.object({ id: z.uuid('Invalid id'), costId: z.uuid('Invalid id') });

/**
 * Paying the artists (issue 39): a celebrity's payee details (admins write, staff read masked),
 * a booking's settlement, its commission and costs, payouts with their TDS preview, and the
 * payout voucher's PDF (staff).
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireUser(['admin']);
  const staff = app.requireUser();
  const isAdmin = (request: Parameters<typeof currentUser>[0]) => currentUser(request).role === 'admin';

  app.get(
    '/celebrities/:id/payee',
    { schema: { params: idParamsSchema, response: { 200: envelopeOf(payeeSchema.nullable()) } }, onRequest: staff },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const found = await getPayee(app.db, request.params.id, isAdmin(request));
      if (!found) throw new HttpError(404, CELEBRITY_NOT_FOUND);
      return ok(found.payee);
    },
  );

  app.put(
    '/celebrities/:id/payee',
    {
      schema: { params: idParamsSchema, body: payeeInputSchema, response: { 200: envelopeOf(payeeSchema) } },
      onRequest: admins,
    },
    async (request) =>
      okOrNotFound(await savePayee(app.db, request.params.id, request.body, currentUser(request)), CELEBRITY_NOT_FOUND),
  );

  app.get(
    '/bookings/:id/settlement',
    { schema: { params: idParamsSchema, response: { 200: envelopeOf(settlementSchema) } }, onRequest: staff },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getSettlement(app.db, request.params.id, isAdmin(request)), BOOKING_MESSAGES.notFound);
    },
  );

  app.put(
    '/bookings/:id/commission',
    {
      schema: { params: idParamsSchema, body: commissionInputSchema, response: { 200: envelopeOf(settlementSchema) } },
      onRequest: staff,
    },
    async (request) =>
      okOrNotFound(
        await setCommission(app.db, request.params.id, request.body, currentUser(request), isAdmin(request)),
        BOOKING_MESSAGES.notFound,
      ),
  );

  app.post(
    '/bookings/:id/costs',
    {
      schema: { params: idParamsSchema, body: costInputSchema, response: { 201: envelopeOf(settlementSchema) } },
      onRequest: staff,
    },
    async (request, reply) => {
      const settlement = await addCost(app.db, request.params.id, request.body, currentUser(request), isAdmin(request));
      if (!settlement) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      return reply.status(201).send(ok(settlement));
    },
  );

  app.delete(
    '/bookings/:id/costs/:costId',
    { schema: { params: costParamsSchema, response: { 200: envelopeOf(settlementSchema) } }, onRequest: staff },
    async (request) =>
      okOrNotFound(
        await deleteCost(app.db, request.params.id, request.params.costId, currentUser(request), isAdmin(request)),
        PAYOUT_MESSAGES.costNotFound,
      ),
  );

  app.post(
    '/bookings/:id/payouts/preview',
    {
      schema: {
        params: idParamsSchema,
        body: payoutPreviewInputSchema,
        response: { 200: envelopeOf(payoutPreviewSchema) },
      },
      onRequest: staff,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await previewPayout(app.db, request.params.id, request.body), BOOKING_MESSAGES.notFound);
    },
  );

  app.post(
    '/bookings/:id/payouts',
    {
      schema: { params: idParamsSchema, body: payoutInputSchema, response: { 201: envelopeOf(recordedPayoutSchema) } },
      onRequest: staff,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const recorded = await recordPayout(app.db, request.params.id, request.body, {
        id: user.id,
        name: user.name,
        admin: user.role === 'admin',
      });
      if (!recorded) throw new HttpError(404, BOOKING_MESSAGES.notFound);
      if (recorded.emailQueued) app.outbox.wake();
      return reply.status(201).send(ok(recorded));
    },
  );

  app.get('/payouts/:id/pdf', { schema: { params: idParamsSchema }, onRequest: staff }, async (request, reply) => {
    const document = await payoutVoucherOf(app.db, request.params.id);
    if (!document) throw new HttpError(404, PAYOUT_MESSAGES.payoutNotFound);
    const { filename, content } = await payoutVoucherPdf(document);
    return sendPdf(reply, filename, content);
  });
};
