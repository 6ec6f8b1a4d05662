/** PostgreSQL's SQLSTATE of a failed query; Drizzle wraps the driver's error as `cause`. */
function sqlState(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' ? state : undefined;
}

/** A unique constraint refused the row (say, an e-mail already taken). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A foreign key refused the row (say, its celebrity was deleted a moment ago). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
