import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants/lists.js';
import { isSingleLine } from './text.js';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/**
 * Digits with the usual separators, 7 to 15 digits in all (E.164 allows 15). Spaces of any
 * kind separate, but not a tab or a line break (`\s` would let them in).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-().]+$/.test(value) || !isSingleLine(value)) return false;
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

/** A cursor from a list's `meta.next` or `meta.prev`: opaque here, read by the server. */
const cursorSchema = z
  .string()
  .min(1, 'A page cursor cannot be empty')
  .max(1000, 'The page cursor is too long')
  .optional();

/**
 * A page of a list that can be walked by cursor: `after` (the rows after the one `meta.next`
 * names) or `before` (the rows before the one `meta.prev` names), so a deep page costs what the
 * first does. An offset still works, for the first page and links typed by hand.
 */
export const cursorPaginationSchema = paginationSchema.extend({ after: cursorSchema, before: cursorSchema });

/** A cursor fixes where a page starts: `after`, `before` and `offset` exclude one another. */
export function cursorAlone(query: { offset: number; after?: string | undefined; before?: string | undefined }) {
  return [query.after, query.before, query.offset > 0 ? 'offset' : undefined].filter(Boolean).length <= 1;
}
export const cursorAloneError = {
  path: ['after'],
  message: 'Give one of after, before and offset',
};

/** A search text from a query string: trimmed, bounded, '' when absent. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, 'Search text must be at most 100 characters')
  .refine(isSingleLine, 'Search text contains an invalid character')
  .optional()
  .transform((value) => value ?? '');
