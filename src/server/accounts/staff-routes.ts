import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { idParamsSchema } from '#shared/schemas/common';
import { staffCreateSchema, staffListQuerySchema, staffUpdateSchema } from '#shared/schemas/staff';
import { ok } from '#server/lib/envelope';
import { fieldError } from '#server/lib/http-error';
import { DELETE_BY_ID_SCHEMA, deletedOrNotFound, okOrNotFound, privateList } from '#server/lib/route-answers';
import { currentUser } from '#server/lib/current-user';
import { accountPasswordProblem } from './password-policy.js';
import { createStaff, deleteStaff, listStaff, setStaffStatus, updateStaff } from './users.js';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { staffMemberSchema } from '#shared/schemas/staff-responses';

/** Refuses a short or common password, or one made of the member's own name or e-mail, on its field. */
function checkPassword(password: string, member: { name: string; email: string }): void {
  const problem = accountPasswordProblem(password, member);
  if (problem) throw fieldError('password', problem);
}

/** Staff are persisted users. Everyone signed in may read the team; only admins change it. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: { querystring: staffListQuerySchema, response: { 200: listEnvelopeOf(staffMemberSchema) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => privateList(reply, await listStaff(app.db, request.query)),
  );

  app.post(
    '/staff',
    {
      schema: { body: staffCreateSchema, response: { 201: envelopeOf(staffMemberSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      checkPassword(request.body.password, request.body);
      return reply.status(201).send(ok(await createStaff(app.db, request.body, currentUser(request))));
    },
  );

  app.put(
    '/staff/:id',
    {
      schema: { params: idParamsSchema, body: staffUpdateSchema, response: { 200: envelopeOf(staffMemberSchema) } },
      onRequest: app.requireUser(['admin']),
    },
    async (request) => {
      if (request.body.password) checkPassword(request.body.password, request.body);
      const updated = await updateStaff(app.db, request.params.id, request.body, currentUser(request));
      return okOrNotFound(updated, MESSAGES.staffNotFound);
    },
  );

  app.delete('/staff/:id', { schema: DELETE_BY_ID_SCHEMA, onRequest: app.requireUser(['admin']) }, async (request) => {
    const { id } = request.params;
    return deletedOrNotFound(await deleteStaff(app.db, id, currentUser(request)), id, MESSAGES.staffNotFound);
  });

  // One action each: disabling ends the member's sessions at once; nobody disables themselves.
  for (const [action, status] of [
    ['disable', 'disabled'],
    ['enable', 'active'],
  ] as const) {
    app.post(
      `/staff/:id/${action}`,
      {
        schema: { params: idParamsSchema, response: { 200: envelopeOf(staffMemberSchema) } },
        onRequest: app.requireUser(['admin']),
      },
      async (request) => {
        const updated = await setStaffStatus(app.db, request.params.id, status, currentUser(request));
        return okOrNotFound(updated, MESSAGES.staffNotFound);
      },
    );
  }
};
