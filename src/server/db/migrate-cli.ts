import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../open-database.js';
import { DataDirLockedError } from './data-dir-lock.js';

/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, undefined, 'cli');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    process.stdout.write(`Migrations applied (${database.kind})\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A bad setting is the user's to fix: one line. Anything else keeps its stack for debugging.
  const forTheOperator = error instanceof ConfigError || error instanceof DataDirLockedError;
  const message = forTheOperator ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`Migration failed: ${message}\n`);
  process.exit(1);
});
