import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  talentBlackoutRequestSchema,
  talentCalendarQuerySchema,
  talentCelebrityQuerySchema,
} from '#shared/schemas/talent';
import {
  blackoutRequestSchema,
  talentBookingSchema,
  talentCalendarSchema,
  talentMeSchema,
} from '#shared/schemas/talent-responses';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { okOrNotFound } from '#server/lib/route-answers';
import { requestBlackout } from './blackout-requests.js';
import { coveredCelebrities, talentBookings, talentCalendar } from './talent-portal.js';
import { TALENT_MESSAGES } from './talent-messages.js';
import { celebrityIdsOf, talentMe } from './talent-users.js';

/** A talent's answers are theirs alone: never kept by a cache. */
function privateAnswer(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-store');
}

/**
 * The talent portal's calls (issue 39): only a talent account reaches them (`requireUser(['talent'])`),
 * and each answers only of the celebrities bound to it; any other celebrity's id answers 404.
 */
export const talentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const talentOnly = app.requireUser(['talent']);

  app.get(
    '/talent/me',
    { schema: { response: { 200: envelopeOf(talentMeSchema) } }, onRequest: talentOnly },
    async (request, reply) => {
      privateAnswer(reply);
      return okOrNotFound(await talentMe(app.db, currentUser(request).id), TALENT_MESSAGES.talentUserNotFound);
    },
  );

  app.get(
    '/talent/bookings',
    {
      schema: { querystring: talentCelebrityQuerySchema, response: { 200: envelopeOf(z.array(talentBookingSchema)) } },
      onRequest: talentOnly,
    },
    async (request, reply) => {
      const mine = await celebrityIdsOf(app.db, currentUser(request).id);
      privateAnswer(reply);
      return ok(await talentBookings(app.db, coveredCelebrities(mine, request.query.celebrity)));
    },
  );

  app.get(
    '/talent/calendar',
    {
      schema: { querystring: talentCalendarQuerySchema, response: { 200: envelopeOf(talentCalendarSchema) } },
      onRequest: talentOnly,
    },
    async (request, reply) => {
      const mine = await celebrityIdsOf(app.db, currentUser(request).id);
      privateAnswer(reply);
      return ok(await talentCalendar(app.db, coveredCelebrities(mine, request.query.celebrity), request.query));
    },
  );

  app.post(
    '/talent/blackout-requests',
    {
      schema: { body: talentBlackoutRequestSchema, response: { 201: envelopeOf(blackoutRequestSchema) } },
      onRequest: talentOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const mine = await celebrityIdsOf(app.db, user.id);
      const created = await requestBlackout(app.db, user, mine, request.body);
      return reply.status(201).send(ok(created));
    },
  );
};
