import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A request's id: the caller's `X-Request-Id` when it is a plausible one (a proxy's, so one id
 * follows a request through every hop), otherwise a new UUID. Sent back on every answer.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
