import type { FieldError } from '#shared/schemas/envelope';

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

/**
 * A refusal caused by one field (400 unless said otherwise: 413 too large, 415 not an image), in
 * the same shape as a schema validation failure, so a form can show it beside that field.
 */
export function fieldError(path: string, message: string, status = 400): HttpError {
  return new HttpError(status, message, [{ path, message }]);
}
