import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { celebrityManagerSchema } from '#shared/schemas/celebrity';
import { celebrityManagerAnswerSchema } from '#shared/schemas/celebrity-responses';
import { idParamsSchema } from '#shared/schemas/common';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { currentUser } from '#server/lib/current-user';
import { okOrNotFound } from '#server/lib/route-answers';
import { getCelebrityManager, setCelebrityManager } from './celebrity-manager.js';

/** A celebrity's manager (issue 39), for staff only: never part of a public answer. */
export const celebrityManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { params: idParamsSchema, response: { 200: envelopeOf(celebrityManagerAnswerSchema) } };

  app.get('/celebrities/:id/manager', { schema: answer, onRequest: app.requireUser() }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return okOrNotFound(await getCelebrityManager(app.db, request.params.id), MESSAGES.celebrityNotFound);
  });

  app.put(
    '/celebrities/:id/manager',
    { schema: { ...answer, body: celebrityManagerSchema }, onRequest: app.requireUser() },
    async (request) =>
      okOrNotFound(
        await setCelebrityManager(app.db, request.params.id, request.body, currentUser(request)),
        MESSAGES.celebrityNotFound,
      ),
  );
};
