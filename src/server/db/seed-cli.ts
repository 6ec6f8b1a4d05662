import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../open-database.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { CATALOGUE_CHANNEL } from '../plugins/catalogue-cache.js';
import { ImageStore } from '../services/images.js';
import { DEMO_ADMIN, seedDemoData } from './seed.js';

/**
 * `DEMO=true npm run db:seed`: migrates, then adds the demo data unless this database already
 * had it. Refused outside demo mode, since the demo accounts' passwords are published.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, undefined, 'cli');
  if (!config.demo) {
    throw new ConfigError(
      'db:seed adds the demo accounts, whose passwords are published: run it only on a demo database, as DEMO=true npm run db:seed',
    );
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { seeded } = await seedDemoData(database.db, new ImageStore(config.uploadsDir), {
      log: (msg) => process.stdout.write(`${msg}\n`),
    });
    // Running servers on this database drop their cached catalogue and show the new rows.
    if (seeded) await database.notify(CATALOGUE_CHANNEL, 'seed');
    process.stdout.write(
      seeded
        ? `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`
        : `Demo data was already seeded in this database (${database.kind}); nothing to do\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A bad setting is the user's to fix: one line. Anything else keeps its stack for debugging.
  const forTheOperator = error instanceof ConfigError || error instanceof DataDirLockedError;
  const message = forTheOperator ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`Seeding failed: ${message}\n`);
  process.exit(1);
});
