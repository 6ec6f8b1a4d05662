import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedParamsSchema, calendarQuerySchema } from '#shared/schemas/calendar';
import { calendarEntrySchema } from '#shared/schemas/calendar-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { CALENDAR_MESSAGES } from '#server/calendar/calendar';
import { clientAddressKey } from '#server/lib/client-address';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { consumeOrThrow } from '#server/plugins/rate-limits';
import { listCalendar } from './calendar-list.js';
import { calendarFeedDocument } from './calendar-feed-document.js';

/** The calendar as it is read: the staff's entries of a span of days, and a celebrity's feed. */
export const calendarViewRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get('/calendar-feeds/:file', { schema: { params: calendarFeedParamsSchema } }, async (request, reply) => {
    // Counted like a status link's lookup: the secret cannot be guessed, but each try costs a query.
    await consumeOrThrow(app.rateLimits.inquiryStatusLookups, clientAddressKey(request.ip));
    const feed = await calendarFeedDocument(app.db, request.params.file.slice(0, -'.ics'.length), app.config.siteUrl);
    if (!feed) throw new HttpError(404, CALENDAR_MESSAGES.feedNotFound);
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer')
      .send(feed);
  });
};
