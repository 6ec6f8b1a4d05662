import type { ApiSuccess, ListMeta } from '#shared/schemas/envelope';

/** The success envelope: `{ success: true, data }`, with `meta` for a list. */
export function ok<T>(data: T): { success: true; data: T };
export function ok<T>(data: T, meta: ListMeta): { success: true; data: T; meta: ListMeta };
export function ok<T>(data: T, meta?: ListMeta): ApiSuccess<T> {
  return meta ? { success: true, data, meta } : { success: true, data };
}
