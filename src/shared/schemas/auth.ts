import { z } from 'zod';
import type { loginResultSchema, sessionUserSchema } from './auth-responses.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { isSingleLine } from './text.js';

/** Login (SPEC §5): both fields required; the format is not checked so every miss reads the same. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(TEXT_LIMITS.email, 'Email is too long')
    .refine(isSingleLine, 'Email contains an invalid character')
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(TEXT_LIMITS.password, 'Password is too long'),
});
export type LoginInput = z.output<typeof loginSchema>;

export type SessionUser = z.output<typeof sessionUserSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
