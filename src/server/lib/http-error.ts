import type { FieldError } from '../../shared/schemas/common.js';

/** An expected failure with the status and message the client should get. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 for one field, in the same shape as a schema validation failure. */
export function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, message, [{ path, message }]);
}
