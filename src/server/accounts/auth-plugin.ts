import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_REQUEST_HEADER, type Role, STAFF_ROLES } from '#shared/constants/accounts';
import { MESSAGES } from '#shared/messages';
import { HttpError } from '#server/lib/http-error';
import { findSessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook (it runs before the body is read or validated) that answers 401 without
     * a valid session. `requireUser()`: the agency's own people (STAFF_ROLES) may call the route,
     * a talent account gets 403; `requireUser(['admin'])`: only those roles, the rest get 403;
     * `requireUser(['talent'])`: the talent portal's calls; `requireUser(ROLES)`: everyone signed
     * in (one's own account). Default-deny (decision 0037): a route that names no role is never
     * open to talent by accident.
     */
    requireUser(roles?: readonly Role[]): onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme name is case-insensitive (RFC 9110 §11.1); the token is not.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { sessionIdleMinutes: number }) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', (roles: readonly Role[] = STAFF_ROLES): onRequestAsyncHookHandler => {
    return async (request) => {
      const token = bearerToken(request);
      const renew = request.headers[BACKGROUND_REQUEST_HEADER] === undefined;
      const user = token ? await findSessionUser(app.db, token, options.sessionIdleMinutes, { renew }) : null;
      if (!user) throw new HttpError(401, MESSAGES.notSignedIn, undefined, { 'WWW-Authenticate': 'Bearer' });
      if (!roles.includes(user.role)) throw new HttpError(403, MESSAGES.forbidden);
      request.user = user;
    };
  });
});
