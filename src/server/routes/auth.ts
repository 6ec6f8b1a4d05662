import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/messages';
import { loginSchema, type LoginResult, type SessionUser } from '#shared/schemas/auth';
import { envelopeOf, loginResultSchema, sessionUserSchema } from '#shared/schemas/responses';
import { clientAddressKey } from '../lib/client-address.js';
import { ok } from '../lib/envelope.js';
import { HttpError } from '../lib/http-error.js';
import { currentUser } from '../plugins/auth.js';
import { consumeOrThrow } from '../plugins/rate-limits.js';
import { verifyAgainstDummy, verifyPassword } from '../services/passwords.js';
import { createSession, revokeSession } from '../services/sessions.js';
import { findUserByEmail } from '../services/users.js';

export interface AuthRoutesOptions {
  sessionTtlHours: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.post(
    '/auth/login',
    { schema: { body: loginSchema, response: { 200: envelopeOf(loginResultSchema) } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const { loginFailures, loginFailuresPerAddress } = app.rateLimits;
      const address = clientAddressKey(request.ip);
      const pair = `${email}|${address}`;
      // Every attempt takes its point before the password is checked, atomically, so parallel
      // guesses cannot all slip through under the limit; a success gives the points back.
      await consumeOrThrow(loginFailuresPerAddress, address);
      await consumeOrThrow(loginFailures, pair);

      const user = await findUserByEmail(app.db, email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // A disabled account reads exactly like a wrong password: nothing tells which it was.
      if (!user || !valid || user.status !== 'active') {
        request.log.info({ email }, 'login failed');
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      await Promise.all([loginFailures.delete(pair), loginFailuresPerAddress.reward(address, 1)]);
      const token = await createSession(app.db, user.id, options.sessionTtlHours);
      const sessionUser: SessionUser = { _id: user.id, name: user.name, email: user.email, role: user.role };
      void reply.header('Cache-Control', 'no-store');
      return ok<LoginResult>({ token, user: sessionUser });
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })) } },
      onRequest: app.requireUser(),
    },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      void reply.header('Cache-Control', 'no-store');
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: envelopeOf(sessionUserSchema) } }, onRequest: app.requireUser() },
    async (request, reply) => {
      const user = currentUser(request);
      void reply.header('Cache-Control', 'no-store');
      return ok<SessionUser>({ _id: user.id, name: user.name, email: user.email, role: user.role });
    },
  );
};
