import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Queries are built from each domain's tables (decision 0029); the relational `db.query` API is
 * not used, so the client carries no schema and this folder imports no domain.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Sends a notification to every instance (PostgreSQL NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onMessage` for each notification on `channel`, from any instance. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /**
   * Whether notifications from other instances arrive (the LISTEN connection is up). While it
   * is down cached answers may miss other instances' writes; it reconnects by itself.
   */
  invalidationUp(): boolean;
  /** A cheap round trip, for the readiness check. */
  ping(): Promise<void>;
  /**
   * The connection pool now (PostgreSQL): connections open, idle, and requests waiting for one.
   * Undefined for the embedded database, which has a single connection in the process.
   */
  poolUse(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works: it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_202_611;

/** Embedded PostgreSQL (WASM); `dataDir` undefined keeps everything in memory. */
export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, which `loadDataDir` starts another one from. */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
}

/**
 * PostgreSQL's own defaults size memory for a server with many clients: 128 MB of shared buffers
 * and room for 100 connections, all of it written at start, so a resident 250 MB before any
 * data. The embedded database has one connection and, for a small agency, a few tens of MB of
 * data, which the operating system's file cache holds as well: 32 MB of buffers and a handful
 * of connection slots take it to about 150 MB (docs/performance.md, "Memory").
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=8'];

export async function createPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL never needs the embedded database's code.
  const [{ PGlite }, { pg_trgm }, { btree_gist }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gist },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    // One process, one in-memory connection: nothing to lose.
    invalidationUp: () => true,
    async ping() {
      await client.query('select 1');
    },
    poolUse: () => undefined,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface DatabaseLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const silentLog: DatabaseLog = { info: () => undefined, warn: () => undefined };

/**
 * Time limits, so a database that stalls or vanishes costs a request seconds, never minutes:
 * waiting for a pooled connection (also when all are busy), one statement on the server, and
 * the client's wait for an answer (for a server that stopped answering altogether).
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 15_000,
  queryMs: 20_000,
  idleInTransactionMs: 30_000,
} as const;

/** The LISTEN connection is retried after 250 ms, doubling up to 5 s, for as long as it takes. */
const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;
/** A silent network loss sends no error: a ping on the LISTEN connection finds it. */
const LISTEN_PING_MS = 15_000;

export interface PostgresOptions {
  max?: number;
  log?: DatabaseLog | undefined;
}

/** A PostgreSQL server through a `pg` pool, plus one connection kept for LISTEN. */
export function createPostgresDatabase(connectionString: string, options: PostgresOptions = {}): Database {
  const log = options.log ?? silentLog;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    application_name: 'starline',
    // No JIT compilation: the app's statements are short, and a compile costs more than it saves.
    // The dashboard's passes over every booking crossed jit_above_cost and spent 2.5–6.5 s of their
    // 4.6–9 s compiling at 40,000 bookings (decision 0055; docs/performance-log.md).
    options: '-c jit=off',
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let attempts = 0;
  let downSince: number | undefined;
  let closed = false;

  function tellEveryHandler(payload: string): void {
    for (const set of handlers.values()) for (const handler of set) handler(payload);
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      query_timeout: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
      application_name: 'starline-listen',
    });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    attempts = 0;
  }

  /** The LISTEN connection is gone: notifications from other instances are missed from now on. */
  function lost(client: pg.Client): void {
    if (client !== listener) return;
    listener = undefined;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (closed) return;
    downSince ??= Date.now();
    log.warn({}, 'cache invalidation down: LISTEN connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** attempts);
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connectListener().then(
        () => {
          if (closed) {
            void listener?.end().catch(() => undefined);
            return;
          }
          const downMs = downSince === undefined ? 0 : Date.now() - downSince;
          downSince = undefined;
          log.info({ downMs }, 'cache invalidation up again: LISTEN reconnected; cached catalogue dropped');
          // Whatever was written meanwhile was not heard: every handler starts over.
          tellEveryHandler('');
        },
        () => scheduleReconnect(),
      );
    }, delay);
    retryTimer.unref();
  }

  function startPings(): void {
    pingTimer ??= setInterval(() => {
      const client = listener;
      if (!client) return;
      client.query('select 1').catch(() => lost(client));
    }, LISTEN_PING_MS);
    pingTimer.unref();
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // A migration may rightly take longer than a request's statement limit.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
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
      startPings();
      if (!listener) await connectListener();
      else if (isNewChannel) await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    invalidationUp() {
      return handlers.size === 0 || listener !== undefined;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
