import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, dropDatabase } from '#scripts/postgres-database.mjs';

/**
 * The machine's PostgreSQL server (CI sets TEST_DATABASE_URL). It is only ever used, never
 * stopped: each test file gets a database of its own there, dropped at the end.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  /** Runs one query on the database (to check what the server stored). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

async function onDatabase<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(): Promise<FreshDatabase> {
  const name = `agency_fault_${randomBytes(6).toString('hex')}`;
  const target = new URL(SERVER_URL);
  target.pathname = `/${name}`;
  const url = target.toString();
  await createDatabase(url);
  return {
    url,
    query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      onDatabase(url, async (client) => (await client.query<Row>(text, values)).rows),
    drop: () => dropDatabase(url),
  };
}
