import { ConfigError } from '../config.js';
import { CATALOGUE_CHANNEL } from '../plugins/catalogue-cache.js';
import { ImageStore } from '../services/images.js';
import { runDatabaseCli, withDatabase } from './database-cli.js';
import { DEMO_ADMIN, seedDemoData } from './seed.js';

/**
 * `DEMO=true npm run db:seed`: migrates, then adds the demo data unless this database already
 * had it. Refused outside demo mode, since the demo accounts' passwords are published.
 */
runDatabaseCli('Seeding failed', async (config) => {
  if (!config.demo) {
    throw new ConfigError(
      'db:seed adds the demo accounts, whose passwords are published: run it only on a demo database, as DEMO=true npm run db:seed',
    );
  }
  await withDatabase(config, async (database) => {
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
  });
});
