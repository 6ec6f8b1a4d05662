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

/** An exclusion constraint refused the row (say, two confirmed entries of one celebrity sharing a day). */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01). Two inserts checked by one
 * exclusion constraint at the same moment can each wait for the other; one is chosen to fail.
 */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}

/**
 * Runs `work` (one whole transaction) again when PostgreSQL chose it to break a deadlock, up to
 * `attempts` times: the other transaction has gone on meanwhile, so the next try meets its
 * outcome (committed: a clear refusal; rolled back: no conflict).
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
