import type { FastifyRequest } from 'fastify';
import type { Role } from '#shared/constants/accounts';
import { MESSAGES } from '#shared/messages';
import { HttpError } from './http-error.js';

/** The signed-in user of a request, as their session found them (accounts/sessions.ts). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (accounts/auth-plugin.ts); null on public routes. */
    user: AuthUser | null;
  }
}

/**
 * The signed-in user of a route guarded by `app.requireUser`. Here, below every domain, so a
 * domain's routes need not import the accounts domain to know who is asking.
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.notSignedIn);
  return request.user;
}
