import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '#server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * database of its own on the server of TEST_DATABASE_URL, dropped again on close.
 */
export interface TestDatabase extends Database {
  /** The connection URL when on a PostgreSQL server, for tests that open a second connection. */
  url: string | undefined;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const database = await createPgliteDatabase(undefined);
    await database.migrate();
    return Object.assign(database, { url: undefined });
  }
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = createPostgresDatabase(target.toString(), { max: 4 });
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await dropper.end();
    },
  };
}
