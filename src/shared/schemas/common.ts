import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../constants.js';

/** A required single-line text: trimmed, not empty, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text: trimmed, bounded, '' when absent. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
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

export const idParamsSchema = z.object({
  id: z.uuid('Invalid id'),
});

export const paginationSchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, `limit must be at most ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT),
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
  .optional()
  .transform((value) => value ?? '');

export interface PageMeta {
  total: number;
  limit: number;
  offset: number;
}

export interface FieldError {
  path: string;
  message: string;
}

export type ApiSuccess<T> = { success: true; data: T; meta?: PageMeta };
export type ApiFailure = { success: false; message: string; errors?: FieldError[] };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
