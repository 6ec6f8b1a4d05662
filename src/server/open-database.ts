import path from 'node:path';
import type { Config } from './config.js';
import { createPgliteDatabase, createPostgresDatabase, type Database } from './db/client.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? createPostgresDatabase(config.databaseUrl)
    : createPgliteDatabase(path.join(config.dataDir, 'db'));
}
