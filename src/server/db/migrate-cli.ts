import { runDatabaseCli, withDatabase } from './database-cli.js';

/** `npm run db:migrate`: applies the committed SQL migrations to the configured database. */
runDatabaseCli('Migration failed', (config) =>
  withDatabase(config, async (database) => {
    await database.migrate();
    process.stdout.write(`Migrations applied (${database.kind})\n`);
  }),
);
