import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  talentBlackoutRequestSchema,
  talentCalendarQuerySchema,
  talentCelebrityQuerySchema,
  talentStatementQuerySchema,
} from '#shared/schemas/talent';
import {
  blackoutRequestSchema,
  talentBookingSchema,
  talentCalendarSchema,
  talentEarningsSchema,
  talentMeSchema,
  talentStatementSchema,
} from '#shared/schemas/talent-responses';
import { sendPdf } from '#server/lib/pdf-reply';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { statementOf } from '#server/payouts/earnings';
import { statementCsv, statementFileName, statementPdf } from '#server/payouts/statement-files';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { okOrNotFound } from '#server/lib/route-answers';
import { requestBlackout } from './blackout-requests.js';
import { coveredCelebrities, talentBookings, talentCalendar } from './talent-portal.js';
import { TALENT_MESSAGES } from './talent-messages.js';
import { talentEarnings } from './talent-earnings.js';
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

  /** The celebrities a money call covers, once the agency shares fees with this talent (404 otherwise). */
  async function feesShared(userId: string, asked: string | undefined): Promise<string[]> {
    const me = await talentMe(app.db, userId);
    if (!me?.shareFees) throw new DomainRefusal('not-found', TALENT_MESSAGES.feesNotShared);
    return coveredCelebrities(
      me.celebrities.map((celebrity) => celebrity._id),
      asked,
    );
  }

  app.get(
    '/talent/earnings',
    {
      schema: { querystring: talentCelebrityQuerySchema, response: { 200: envelopeOf(talentEarningsSchema) } },
      onRequest: talentOnly,
    },
    async (request, reply) => {
      const covered = await feesShared(currentUser(request).id, request.query.celebrity);
      privateAnswer(reply);
      return ok(await talentEarnings(app.db, covered));
    },
  );

  app.get(
    '/talent/statement',
    {
      schema: {
        querystring: talentStatementQuerySchema,
        // The CSV is sent as its text and the PDF as its bytes; the JSON answer is checked.
        response: { 200: z.union([envelopeOf(talentStatementSchema), z.string()]) },
      },
      onRequest: talentOnly,
    },
    async (request, reply) => {
      const covered = await feesShared(currentUser(request).id, request.query.celebrity);
      const statement = await statementOf(app.db, { celebrityIds: covered, financialYear: request.query.fy });
      privateAnswer(reply);
      if (request.query.format === 'pdf') {
        return sendPdf(reply, statementFileName(statement, 'pdf'), await statementPdf(app.db, statement));
      }
      if (request.query.format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${statementFileName(statement, 'csv')}"`)
          .send(statementCsv(statement));
      }
      return ok(statement);
    },
  );
};
