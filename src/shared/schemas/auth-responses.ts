/* What signing in, out and changing a password answer. */
import { z } from 'zod';
import { ROLES } from '../constants/accounts.js';
import { id } from './envelope-responses.js';

export const sessionUserSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});

export const loginResultSchema = z.object({ token: z.string(), user: sessionUserSchema });

/** `POST /api/auth/password`: the password changed; every other session of the user ended. */
export const passwordChangedSchema = z.object({ passwordChanged: z.literal(true), sessionsEnded: z.number() });

/** `POST /api/auth/logout-everywhere`: every session of the user ended, this one included. */
export const signedOutEverywhereSchema = z.object({ loggedOut: z.literal(true), sessionsEnded: z.number() });

/** `POST /api/auth/password-reset`: the same answer whether or not the e-mail has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/** `POST /api/auth/password-reset/confirm`: the new password is set and every session ended. */
export const passwordResetDoneSchema = z.object({ passwordReset: z.literal(true) });
