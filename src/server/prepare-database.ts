import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { ImageStore } from './services/images.js';
import { purgeExpiredSessions } from './services/sessions.js';
import { ensureAdmin } from './services/users.js';

export interface PreparedDatabase {
  adminCreated: boolean;
  demoSeeded: boolean;
}

/**
 * What every start does before serving: apply migrations, drop expired sessions, create the
 * ADMIN_EMAIL admin when no user has that e-mail (demo mode too), and seed demo data once.
 */
export async function prepareDatabase(config: Config, database: Database): Promise<PreparedDatabase> {
  await database.migrate();
  await purgeExpiredSessions(database.db);
  const adminCreated =
    config.adminEmail !== undefined && config.adminPassword !== undefined
      ? await ensureAdmin(database.db, config.adminEmail, config.adminPassword)
      : false;
  const demoSeeded = config.demo ? (await seedDemoData(database.db, new ImageStore(config.uploadsDir))).seeded : false;
  return { adminCreated, demoSeeded };
}
