import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/schemas/common';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { talentInvitationSchema, talentUserListQuerySchema, talentUserUpdateSchema } from '#shared/schemas/talent';
import { talentInvitationResultSchema, talentUserSchema } from '#shared/schemas/talent-responses';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { okOrNotFound, privateList } from '#server/lib/route-answers';
import { TALENT_MESSAGES } from './talent-messages.js';
import { inviteTalent, listTalentUsers, updateTalentUser } from './talent-users.js';

/** Talent accounts, the admins' to invite and change (issue 39). */
export const talentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/talent-invitations',
    {
      schema: {
        body: talentInvitationSchema,
        response: { 200: envelopeOf(talentInvitationResultSchema), 201: envelopeOf(talentInvitationResultSchema) },
      },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      const result = await inviteTalent(app.db, request.body, currentUser(request), app.config.siteUrl);
      app.outbox.wake();
      return reply.status(result.resent ? 200 : 201).send(ok(result));
    },
  );

  app.get(
    '/talent-users',
    {
      schema: { querystring: talentUserListQuerySchema, response: { 200: listEnvelopeOf(talentUserSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => privateList(reply, await listTalentUsers(app.db, request.query)),
  );

  app.put(
    '/talent-users/:id',
    {
      schema: { params: idParamsSchema, body: talentUserUpdateSchema, response: { 200: envelopeOf(talentUserSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request) =>
      okOrNotFound(
        await updateTalentUser(app.db, request.params.id, request.body, currentUser(request)),
        TALENT_MESSAGES.talentUserNotFound,
      ),
  );
};
