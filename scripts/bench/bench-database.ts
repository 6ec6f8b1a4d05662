import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type Database, type Db } from '../../src/server/db/client.js';
import { createDatabase, dropDatabase } from '../postgres-database.mjs';

/** Both drivers answer `execute` with `{ rows }`; drizzle's common type leaves it unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface BenchDatabase {
  database: Database;
  label: string;
  drop: () => Promise<void>;
  /**
   * The same database for seeding: on PostgreSQL a connection of its own without the app's
   * statement and query time limits (15 and 20 s), which building an index over a million rows
   * outlasts; on PGlite the app's own. `close()` after the seed.
   */
  openForSeeding: () => Promise<{ db: Db; close: () => Promise<void> }>;
}

/**
 * An empty database of its own on the PostgreSQL server at `url`, for one benchmark run: its
 * address, its name, and `drop()` (which keeps it when BENCH_KEEP_DATABASE=1).
 */
export async function createScratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const target = new URL(url);
  target.pathname = `/${name}`;
  await createDatabase(target.toString());
  return {
    url: target.toString(),
    name,
    drop: async () => {
      if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${name}`);
      else await dropDatabase(target.toString());
    },
  };
}

/**
 * A fresh, migrated database for one benchmark run: PGlite in memory, or with `url` a database
 * of its own on that PostgreSQL server, dropped by `drop()` (kept when BENCH_KEEP_DATABASE=1).
 */
export async function openBenchDatabase(url: string | undefined, prefix: string): Promise<BenchDatabase> {
  if (!url) {
    const database = await createPgliteDatabase(undefined);
    await database.migrate();
    return {
      database,
      label: 'PGlite (in memory)',
      drop: async () => undefined,
      openForSeeding: async () => ({ db: database.db, close: async () => undefined }),
    };
  }
  const scratch = await createScratchDatabase(url, prefix);
  const database = createPostgresDatabase(scratch.url, { max: 10 });
  await database.migrate();
  const version = rowsOf<{ v: string }>(await database.db.execute(sql`select current_setting('server_version') as v`));
  return {
    database,
    label: `PostgreSQL ${version[0]?.v ?? '?'} (${new URL(scratch.url).host}, database ${scratch.name})`,
    drop: scratch.drop,
    async openForSeeding() {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      return { db: drizzle(client) as unknown as Db, close: () => client.end() };
    },
  };
}
