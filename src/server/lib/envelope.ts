import type { ApiSuccess, ListMeta } from '../../shared/schemas/common.js';

export function ok<T>(data: T, meta?: ListMeta): ApiSuccess<T> {
  return meta ? { success: true, data, meta } : { success: true, data };
}
