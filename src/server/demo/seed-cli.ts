import { ConfigError } from '#server/config';
import { CATALOGUE_CHANNEL } from '#server/plugins/catalogue-cache';
import { ImageStore } from '#server/images/images';
import { runDatabaseCli, withDatabase } from '#server/db/database-cli';
import { storageFromConfig } from '#server/storage/storage-from-config';
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
    // The pictures go where the running servers read uploads from: STORAGE_URL's bucket, or
    // DATA_DIR/uploads.
    const storage = await storageFromConfig(config);
    const { seeded } = await seedDemoData(database.db, new ImageStore(storage), {
      log: (msg) => process.stdout.write(`${msg}\n`),
    }).finally(() => storage.destroy?.());
    // Running servers on this database drop their cached catalogue and show the new rows.
    if (seeded) await database.notify(CATALOGUE_CHANNEL, 'seed');
    process.stdout.write(
      seeded
        ? `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`
        : `Demo data was already seeded in this database (${database.kind}); nothing to do\n`,
    );
  });
});
