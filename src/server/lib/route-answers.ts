import type { FastifyReply } from 'fastify';
import { idParamsSchema } from '#shared/schemas/common';
import type { ListMeta } from '#shared/schemas/envelope';
import { deletedSchema, envelopeOf } from '#shared/schemas/envelope-responses';
import { ok } from './envelope.js';
import { HttpError } from './http-error.js';

/**
 * The answers the record routes (celebrities, inquiries, staff) give alike, so that a missing
 * record, a delete and a private list mean the same on every path of the API.
 */

/** The schema of every `DELETE /…/:id`: the id in the path, the same id back in the envelope. */
export const DELETE_BY_ID_SCHEMA = { params: idParamsSchema, response: { 200: envelopeOf(deletedSchema) } };

/** The record in the envelope, or 404 with `notFound` when there is none (an unknown id, or deleted meanwhile). */
export function okOrNotFound<T>(record: T | null | undefined, notFound: string): { success: true; data: T } {
  if (record === null || record === undefined) throw new HttpError(404, notFound);
  return ok(record);
}

/** The answer to a delete by id: the id back, or 404 with `notFound` when there was nothing to delete. */
export function deletedOrNotFound(
  deleted: boolean,
  id: string,
  notFound: string,
): { success: true; data: { _id: string } } {
  if (!deleted) throw new HttpError(404, notFound);
  return ok({ _id: id });
}

/** A list only signed-in staff may read: in the envelope with its meta, and never kept by a cache. */
export function privateList<T>(reply: FastifyReply, page: { items: T[]; meta: ListMeta }) {
  void reply.header('Cache-Control', 'no-store');
  return ok(page.items, page.meta);
}
