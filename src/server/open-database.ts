import path from 'node:path';
import type { Config } from './config.js';
import { createPgliteDatabase, createPostgresDatabase, type Database, type DatabaseLog } from '#server/db/client';
import { lockDataDir } from '#server/db/data-dir-lock';
import { holdsDatabase, unpackEmptyDatabase } from '#server/db/empty-database';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db. The embedded
 * database belongs to one process: the data folder is locked first (the server and every CLI go
 * through here), and unlocked when the database closes.
 */
export async function openDatabase(config: Config, log?: DatabaseLog): Promise<Database> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, { log });
  const lock = await lockDataDir(config.dataDir);
  try {
    const folder = path.join(config.dataDir, 'db');
    // A first start unpacks the build's empty database rather than running initdb.
    if (!holdsDatabase(folder)) await unpackEmptyDatabase(folder);
    const database = await createPgliteDatabase(folder);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
