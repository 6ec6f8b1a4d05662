import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import type { ApiFailure, FieldError } from '#shared/schemas/envelope';
import { isDatabaseUnavailable } from '#server/lib/database-unavailable';
import { HttpError } from '#server/lib/http-error';
import { RETRY_AFTER_SECONDS, ServiceBusyError } from '#server/lib/service-unavailable';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { StorageUnavailableError } from '#server/lib/storage-unavailable';

/** Fastify's own client errors, with messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
  FST_FILES_LIMIT_ERROR: 'Too many files',
  FST_PARTS_LIMIT_ERROR: 'Too many parts',
  FST_FIELDS_LIMIT_ERROR: 'Too many fields',
  FST_PROTO_VIOLATION: 'Invalid field name',
};

function fieldErrorsOf(error: unknown): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? MESSAGES.invalidInput,
  }));
}

/**
 * One envelope for every failure: `{ success: false, message, errors? }` with a true status.
 * Anything unexpected is logged and answered 500 with a generic message, never internals.
 */
export interface ErrorsOptions {
  /**
   * The answer a domain's refusal (a taken e-mail, a stale edit) stands for, undefined for
   * anything else: the domains' errors are mapped above them (domain-errors.ts), not here.
   */
  answerToDomainError(error: unknown): HttpError | undefined;
}

export const errorsPlugin = fp(async (app: FastifyInstance, options: ErrorsOptions) => {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const error = options.answerToDomainError(caught) ?? caught;
    let status = 500;
    let body: ApiFailure = { success: false, message: MESSAGES.genericError };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      status = 400;
      body = { success: false, message: errors[0]?.message ?? MESSAGES.invalidInput, errors };
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = { success: false, message: MESSAGES.profileImageSize };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: FASTIFY_CLIENT_ERRORS[error.code] ?? MESSAGES.invalidInput };
    } else if (
      isDatabaseUnavailable(error) ||
      error instanceof ServiceBusyError ||
      error instanceof StorageUnavailableError
    ) {
      // A condition that passes: the client is told to try again shortly, not that we failed.
      status = 503;
      body = { success: false, message: SERVER_MESSAGES.serviceUnavailable };
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    }

    if (status === 503) request.log.warn({ err: error }, 'request refused: service unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: caught.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
});
