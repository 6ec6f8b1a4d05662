/*
 * The envelope every answer comes in, and the fields many answers share. Each resource's answers
 * sit beside its input schemas, in <resource>-responses.ts: the routes declare them, so the server
 * checks every answer against docs/api.md (and drops any field not named). The types the rest of
 * the code uses are inferred from them, so each shape is written once; the browser imports only
 * those types, never these values.
 */
import { z } from 'zod';

export const isoDateTime = z.string();
/** Ids are made by the database; the answer passes them on as they are. */
export const id = z.string();

export const listMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
  /**
   * Absent when `total` is exact; `estimate`: PostgreSQL's estimate, where counting every match
   * would cost more than the page ("about 290,000"); `at-least`: more than `total` match.
   */
  totalKind: z.enum(['estimate', 'at-least']).optional(),
  /** Cursors (lists walked by cursor): `?after=next` is the page after this one, `?before=prev` the one before. */
  next: z.string().optional(),
  prev: z.string().optional(),
});

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** `{ success: true, data }`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: [...], meta: {total, limit, offset} }`. */
export function listEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: listMetaSchema });
}

/** `{ _id }` of a deleted record. */
export const deletedSchema = z.object({ _id: id });
