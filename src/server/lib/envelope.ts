import type { ApiSuccess, PageMeta } from '../../shared/schemas/common.js';

export function ok<T>(data: T, meta?: PageMeta): ApiSuccess<T> {
  return meta ? { success: true, data, meta } : { success: true, data };
}
