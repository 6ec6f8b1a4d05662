import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Sends a notification to every instance (PostgreSQL NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onMessage` for each notification on `channel`, from any instance. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** A cheap round trip, for the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works: it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_202_611;

/** Embedded PostgreSQL (WASM); `dataDir` undefined keeps everything in memory. */
export async function createPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** A PostgreSQL server through a `pg` pool, plus one connection kept for LISTEN. */
export function createPostgresDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // Reconnect after a lost connection; notifications sent meanwhile are missed, so every
      // handler hears an empty payload, which callers treat as "drop everything".
      listener = undefined;
      void client.end().catch(() => undefined);
      if (closed) return;
      setTimeout(() => {
        void connectListener()
          .then(() => {
            for (const set of handlers.values()) for (const handler of set) handler('');
          })
          .catch(() => undefined);
      }, 1000).unref();
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    listener = client;
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      const set = handlers.get(channel) ?? new Set();
      set.add(onMessage);
      const isNewChannel = !handlers.has(channel);
      handlers.set(channel, set);
      if (!listener) await connectListener();
      else if (isNewChannel) await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
