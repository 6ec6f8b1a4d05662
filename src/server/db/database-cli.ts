import { type Config, ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/open-database';
import type { Database } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';

/** Opens the configured database for `work` and closes it again, whatever happens. */
export async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs one of the database command lines (db:migrate, db:seed) on the configuration as a CLI
 * reads it. A failure ends the process with exit code 1 and `<failure>: <why>` on stderr.
 */
export function runDatabaseCli(failure: string, main: (config: Config) => Promise<void>): void {
  const run = async () => main(loadConfig(process.env, undefined, 'cli'));
  run().catch((error: unknown) => {
    // A bad setting is the user's to fix: one line. Anything else keeps its stack for debugging.
    const forTheOperator = error instanceof ConfigError || error instanceof DataDirLockedError;
    const message = forTheOperator ? error.message : error instanceof Error ? error.stack : String(error);
    process.stderr.write(`${failure}: ${message}\n`);
    process.exit(1);
  });
}
