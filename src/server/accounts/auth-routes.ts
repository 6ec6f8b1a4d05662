import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '#shared/constants/accounts';
import { MESSAGES } from '#shared/messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import {
  accountUpdateSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '#shared/schemas/account';
import { loginSchema, type LoginResult, type SessionUser } from '#shared/schemas/auth';
import {
  loginResultSchema,
  passwordChangedSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  sessionUserSchema,
  signedOutEverywhereSchema,
} from '#shared/schemas/auth-responses';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { staffMemberSchema } from '#shared/schemas/staff-responses';
import { clientAddressKey } from '#server/lib/client-address';
import { ok } from '#server/lib/envelope';
import { fieldError, HttpError } from '#server/lib/http-error';
import { okOrNotFound } from '#server/lib/route-answers';
import { currentUser } from '#server/lib/current-user';
import { consumeOrThrow } from '#server/plugins/rate-limits';
import {
  changePassword,
  getAccount,
  requestPasswordReset,
  ResetLinkInvalidError,
  resetPassword,
  signOutEverywhere,
  updateAccount,
} from './accounts.js';
import { accountPasswordProblem } from './password-policy.js';
import { resetTokenUser } from './password-resets.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { createSession, revokeSession } from './sessions.js';
import { findUserByEmail } from './users.js';

/** Refuses a short or common password, or one made of the account holder's name or e-mail, on its field. */
function checkNewPassword(password: string, account: { name: string; email: string }): void {
  const problem = accountPasswordProblem(password, account);
  if (problem) throw fieldError('password', problem);
}

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
      // A disabled account, or a talent's still waiting for its invitation's link to be used,
      // reads exactly like a wrong password: nothing tells which it was.
      if (!user || !valid || user.status !== 'active' || !user.activatedAt) {
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
      onRequest: app.requireUser(ROLES),
    },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      void reply.header('Cache-Control', 'no-store');
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: envelopeOf(sessionUserSchema) } }, onRequest: app.requireUser(ROLES) },
    async (request, reply) => {
      const user = currentUser(request);
      void reply.header('Cache-Control', 'no-store');
      return ok<SessionUser>({ _id: user.id, name: user.name, email: user.email, role: user.role });
    },
  );

  // My account: every signed-in user, staff, admins and talent alike, looks after their own
  // (signing out, who am I, details, password): the only calls outside the portal a talent makes.
  app.get(
    '/auth/account',
    { schema: { response: { 200: envelopeOf(staffMemberSchema) } }, onRequest: app.requireUser(ROLES) },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await getAccount(app.db, currentUser(request).id), MESSAGES.staffNotFound);
    },
  );

  app.patch(
    '/auth/account',
    {
      schema: { body: accountUpdateSchema, response: { 200: envelopeOf(staffMemberSchema) } },
      onRequest: app.requireUser(ROLES),
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return okOrNotFound(await updateAccount(app.db, currentUser(request), request.body), MESSAGES.staffNotFound);
    },
  );

  app.post(
    '/auth/password',
    {
      schema: { body: passwordChangeSchema, response: { 200: envelopeOf(passwordChangedSchema) } },
      onRequest: app.requireUser(ROLES),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, password } = request.body;
      if (password === currentPassword) throw fieldError('password', ACCOUNT_MESSAGES.samePassword);
      checkNewPassword(password, user);
      // A guess at the current password counts as a failed sign-in for this e-mail and address
      // (a stolen session must not become a way to find the password); a success gives it back.
      const pair = `${user.email}|${clientAddressKey(request.ip)}`;
      await consumeOrThrow(app.rateLimits.loginFailures, pair);
      const sessionsEnded = await changePassword(app.db, user, currentPassword, password);
      await app.rateLimits.loginFailures.delete(pair);
      void reply.header('Cache-Control', 'no-store');
      return ok({ passwordChanged: true as const, sessionsEnded });
    },
  );

  app.post(
    '/auth/logout-everywhere',
    { schema: { response: { 200: envelopeOf(signedOutEverywhereSchema) } }, onRequest: app.requireUser(ROLES) },
    async (request, reply) => {
      const sessionsEnded = await signOutEverywhere(app.db, currentUser(request));
      void reply.header('Cache-Control', 'no-store');
      return ok({ loggedOut: true as const, sessionsEnded });
    },
  );

  // A forgotten password. The answer never tells whether the e-mail has an account.
  app.post(
    '/auth/password-reset',
    { schema: { body: passwordResetRequestSchema, response: { 202: envelopeOf(passwordResetRequestedSchema) } } },
    async (request, reply) => {
      const { email } = request.body;
      await consumeOrThrow(app.rateLimits.passwordResets, clientAddressKey(request.ip));
      await consumeOrThrow(app.rateLimits.passwordResetsPerEmail, email);
      // The work (looking the account up, queueing its e-mail) comes after the answer, so the
      // answer takes the same time whether or not the e-mail has an account.
      request.afterAnswer('password reset request', async () => {
        if (await requestPasswordReset(app.db, email, app.config.siteUrl)) app.outbox.wake();
      });
      request.log.info('password reset asked for');
      void reply.header('Cache-Control', 'no-store');
      return reply.status(202).send(ok({ message: ACCOUNT_MESSAGES.resetLinkSent }));
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { body: passwordResetConfirmSchema, response: { 200: envelopeOf(passwordResetDoneSchema) } } },
    async (request, reply) => {
      const { token, password } = request.body;
      // The link first: a weak password must not use it up, and a dead link needs no password advice.
      const user = await resetTokenUser(app.db, token);
      if (!user) throw new ResetLinkInvalidError();
      checkNewPassword(password, user);
      await resetPassword(app.db, token, password);
      void reply.header('Cache-Control', 'no-store');
      return ok({ passwordReset: true as const });
    },
  );
};
