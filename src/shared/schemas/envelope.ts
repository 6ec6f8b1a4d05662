import type { z } from 'zod';
import type { fieldErrorSchema, listMetaSchema } from './envelope-responses.js';

/**
 * The envelope of every API answer (SPEC §7), as types both sides use; inferred from the
 * response schemas, so each shape is written once.
 */
export type ListMeta = z.output<typeof listMetaSchema>;
export type FieldError = z.output<typeof fieldErrorSchema>;

export type ApiSuccess<T> = { success: true; data: T; meta?: ListMeta };
export type ApiFailure = { success: false; message: string; errors?: FieldError[] };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
