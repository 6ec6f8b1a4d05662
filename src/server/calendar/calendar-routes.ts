import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityQuerySchema, availabilitySettingSchema, blackoutInputSchema } from '#shared/schemas/calendar';
import { idParamsSchema } from '#shared/schemas/common';
import {
  availabilitySchema,
  calendarEntrySchema,
  calendarFeedIssuedSchema,
  calendarFeedSentSchema,
  calendarFeedStateSchema,
} from '#shared/schemas/calendar-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { currentUser } from '#server/lib/current-user';
import { okOrNotFound } from '#server/lib/route-answers';
import { calendarFeedState, calendarFeedUrl, renewCalendarFeed } from './calendar-feed.js';
import { sendCalendarFeed } from './calendar-feed-mail.js';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import {
  addBlackout,
  CALENDAR_MESSAGES,
  removeBlackout,
  availabilityShown,
  setAvailabilityShown,
  takenDays,
} from './calendar.js';

/**
 * The celebrities' calendar for staff (issue 22): blackouts, the public's taken days, and the
 * feeds' addresses. Reading the entries (the staff's list, a feed's document) is calendar-views'.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/celebrities/:id/blackouts',
    {
      schema: { params: idParamsSchema, body: blackoutInputSchema, response: { 201: envelopeOf(calendarEntrySchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      // The listing's "Free on" reads blackouts: cached answers go with the write.
      const entry = await app.catalogueCache.writing(() =>
        addBlackout(app.db, request.params.id, request.body, currentUser(request)),
      );
      if (!entry) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      return reply.status(201).send(ok(entry));
    },
  );

  app.delete('/calendar/:id', { schema: { params: idParamsSchema }, onRequest: app.requireUser() }, async (request) => {
    await app.catalogueCache.writing(() => removeBlackout(app.db, request.params.id, currentUser(request)));
    return ok({ _id: request.params.id });
  });

  // Public: the days a published celebrity is taken, for the inquiry form's warning (never by
  // whom or why); none when staff keep the diary private.
  app.get(
    '/celebrities/:id/availability',
    {
      schema: {
        params: idParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: envelopeOf(availabilitySchema) },
      },
    },
    async (request, reply) => {
      const found = await takenDays(app.db, request.params.id, request.query.from, request.query.to);
      if (!found) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      // Asked afresh each time: a blackout or a private diary shows on the very next pick of a date.
      void reply.header('Cache-Control', 'no-cache');
      return ok(found);
    },
  );

  app.get(
    '/celebrities/:id/availability-setting',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(availabilitySettingSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const shown = await availabilityShown(app.db, request.params.id);
      if (shown === null) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      void reply.header('Cache-Control', 'no-store');
      return ok({ shown });
    },
  );

  app.put(
    '/celebrities/:id/availability-setting',
    {
      schema: {
        params: idParamsSchema,
        body: availabilitySettingSchema,
        response: { 200: envelopeOf(availabilitySettingSchema) },
      },
      onRequest: app.requireUser(),
    },
    async (request) => {
      const { shown } = request.body;
      // The listing's "Free on" reads the setting: cached answers go with the write.
      const found = await app.catalogueCache.writing(() =>
        setAvailabilityShown(app.db, request.params.id, shown, currentUser(request)),
      );
      if (!found) {
        throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      }
      return ok({ shown });
    },
  );

  // A celebrity's calendar as an iCalendar feed, for the manager's phone. Whether it has one is
  // staff's to read (they e-mail it to the manager); issuing or renewing it, which stops the old
  // address, stays the admins' (decision 0038).
  app.get(
    '/celebrities/:id/calendar-feed',
    {
      schema: { params: idParamsSchema, response: { 200: envelopeOf(calendarFeedStateSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await calendarFeedState(app.db, request.params.id), CALENDAR_MESSAGES.celebrityNotFound);
    },
  );

  app.post(
    '/celebrities/:id/calendar-feed',
    {
      schema: { params: idParamsSchema, response: { 201: envelopeOf(calendarFeedIssuedSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      const issued = await renewCalendarFeed(app.db, request.params.id, currentUser(request), app.outbox.linkKey);
      if (!issued) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      void reply.header('Cache-Control', 'no-store');
      return reply
        .status(201)
        .send(ok({ url: calendarFeedUrl(app.config.siteUrl, issued.token), issuedAt: issued.issuedAt }));
    },
  );

  // Staff e-mail the feed's address to the celebrity's manager (issue 39): the answer names whom
  // it went to, never the address, which the sender makes when the e-mail leaves.
  app.post(
    '/celebrities/:id/calendar-feed/send',
    {
      schema: { params: idParamsSchema, response: { 202: envelopeOf(calendarFeedSentSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      const sent = await sendCalendarFeed(app.db, request.params.id, currentUser(request), {
        key: app.outbox.linkKey,
        siteUrl: app.config.siteUrl,
      });
      if (!sent) throw new HttpError(404, CALENDAR_MESSAGES.celebrityNotFound);
      app.outbox.wake();
      return reply.status(202).send(ok(sent));
    },
  );
};
