import { z } from 'zod';
import type { fieldErrorSchema, listMetaSchema } from './responses.js';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching the database fails the query (a 500), so
 * every text that is stored or searched is checked for it at the edge.
 */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** A required single-line text: trimmed, not empty, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains an invalid character`);
}

/** An optional text: trimmed, bounded, '' when absent. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains an invalid character`)
    .optional()
    .transform((value) => value ?? '');
}

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** Digits with the usual separators, 7 to 15 digits in all (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const idParamsSchema = z.object({
  id: z.uuid('Invalid id'),
});

export const paginationSchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIST_LIMIT_MAX, `limit must be at most ${LIST_LIMIT_MAX}`)
    .default(LIST_LIMIT_DEFAULT),
  offset: z.coerce
    .number('offset must be a number')
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(1_000_000_000, 'offset is too large')
    .default(0),
});

/** A search text from a query string: trimmed, bounded, '' when absent. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, 'Search text must be at most 100 characters')
  .refine(hasNoNul, 'Search text contains an invalid character')
  .optional()
  .transform((value) => value ?? '');

export type ListMeta = z.output<typeof listMetaSchema>;
export type FieldError = z.output<typeof fieldErrorSchema>;

export type ApiSuccess<T> = { success: true; data: T; meta?: ListMeta };
export type ApiFailure = { success: false; message: string; errors?: FieldError[] };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
