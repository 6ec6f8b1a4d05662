import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blackoutInputSchema, calendarQuerySchema } from '#shared/schemas/calendar';
import { idParamsSchema } from '#shared/schemas/common';
import { calendarEntrySchema, envelopeOf } from '#shared/schemas/responses';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { addBlackout, CALENDAR_MESSAGES, listCalendar, removeBlackout } from './calendar.js';

/** The celebrities' calendar for staff (issue 22): the entries of a span of days, and blackouts. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      schema: { querystring: calendarQuerySchema, response: { 200: envelopeOf(z.array(calendarEntrySchema)) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await listCalendar(app.db, request.query));
    },
  );

  app.post(
    '/celebrities/:id/blackouts',
    {
      schema: { params: idParamsSchema, body: blackoutInputSchema, response: { 201: envelopeOf(calendarEntrySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const entry = await addBlackout(app.db, request.params.id, request.body, currentUser(request));
      if (!entry) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      return reply.status(201).send(ok(entry));
    },
  );

  app.delete('/calendar/:id', { schema: { params: idParamsSchema }, onRequest: app.requireUser() }, async (request) => {
    await removeBlackout(app.db, request.params.id, currentUser(request));
    return ok({ _id: request.params.id });
  });
};
