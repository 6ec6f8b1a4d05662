/**
 * Whether an error means "the database cannot be reached or is shutting down" (a condition
 * that passes), rather than a bug or a bad query. Such errors answer 503 with Retry-After, so a
 * client or proxy tries again instead of reporting a failure.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs: connection exceptions (08), shutdown and timeouts (57), out of connections (53300). */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);
}

/** node-postgres reports its own time limits and lost connections by message only. */
const CLIENT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; look a few levels down.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (CLIENT_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
