import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import { createDatabase, dropDatabase } from '#scripts/postgres-database.mjs';
import { postgresTemplateUrl } from './postgres-template.js';
import { createTestDatabase, migratedTemplate, testDatabasesStarted, type TestDatabase } from './test-database.js';

/**
 * A test database is one a previous test file closed, put back to the template's state (decisions
 * 0054 and 0063, PGlite and PostgreSQL): these hold it to be indistinguishable from one started
 * from the template.
 */
const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** What a database just made from the template holds, on this project's kind of database. */
async function templateContents(): Promise<string> {
  if (!postgresUrl) {
    const fresh = await createPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });
    await fresh.migrate();
    const text = await contents(fresh);
    await fresh.close();
    return text;
  }
  const url = new URL(postgresUrl);
  url.pathname = `${url.pathname}_fresh_${process.pid}`;
  await createDatabase(url.toString(), { template: postgresTemplateUrl(postgresUrl) });
  const fresh = createPostgresDatabase(url.toString(), { max: 1 });
  try {
    return await contents(fresh);
  } finally {
    await fresh.close();
    await dropDatabase(url.toString());
  }
}

type Row = Record<string, unknown>;
async function rows(database: Database, query: string): Promise<Row[]> {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: Row[] }).rows;
}

/** Every row of every table and every sequence's value, in one text. */
async function contents(database: Database): Promise<string> {
  const relations = await rows(
    database,
    `select c.oid::regclass::text as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'S') and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema' order by 1`,
  );
  const parts: string[] = [];
  for (const { name, kind } of relations as { name: string; kind: string }[]) {
    const query =
      kind === 'S'
        ? `select last_value::text || ' ' || is_called::text as text from ${name}`
        : `select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as text from ${name} t`;
    const [{ text }] = (await rows(database, query)) as [{ text: string }];
    parts.push(`${name}: ${text}`);
  }
  return parts.join('\n');
}

const open: TestDatabase[] = [];
async function testDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  open.push(database);
  return database;
}
/**
 * A database that, once closed, is this worker's only spare: the test takes every other one (and
 * holds them until it ends), so the next database is this one put back, or a new one.
 */
async function soleDatabase(): Promise<TestDatabase> {
  const before = testDatabasesStarted();
  let database = await testDatabase();
  // Each turn takes a spare or starts a database, so this ends once the spares are all taken.
  while (testDatabasesStarted() === before) database = await testDatabase();
  return database;
}

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});

describe(`${postgresUrl ? 'PostgreSQL' : 'PGlite'} test databases handed from file to file`, () => {
  let template: string;
  beforeAll(async () => {
    template = await templateContents();
    // Two spares, as after a file that had two databases: the tests below must not rely on one.
    const spares = [await createTestDatabase(), await createTestDatabase()];
    for (const database of spares) await database.close();
  });

  it('come back with the rows, deleted rows and sequences of a database started from the template', async () => {
    // The migrations leave rows behind (settings, legal pages): the check must cover them.
    expect(template).toMatch(/legal/);

    const first = await soleDatabase();
    await first.db.insert(users).values({ name: 'Left behind', email: 'left@starline.example', passwordHash: 'x' });
    for (const { name } of (await rows(
      first,
      `select c.oid::regclass::text as name from pg_class c where c.relkind = 'S'
      and c.relnamespace = 'public'::regnamespace`,
    )) as { name: string }[]) {
      await rows(first, `select nextval('${name}')`);
    }
    for (const { name } of (await rows(
      first,
      `select c.oid::regclass::text as name from pg_class c where c.relkind = 'r'
      and c.relnamespace = 'public'::regnamespace`,
    )) as { name: string }[]) {
      await rows(first, `delete from ${name}`);
    }
    await first.close();

    const startedBefore = testDatabasesStarted();
    const next = await testDatabase();
    expect(testDatabasesStarted()).toBe(startedBefore);
    expect(await contents(next)).toBe(template);
  });

  it('are started afresh when a test changed the schema', async () => {
    const first = await soleDatabase();
    await rows(first, 'create table left_behind (id integer)');
    await first.close();

    const startedBefore = testDatabasesStarted();
    const next = await testDatabase();
    expect(testDatabasesStarted()).toBe(startedBefore + 1);
    expect(await rows(next, `select to_regclass('left_behind') as name`)).toEqual([{ name: null }]);
  });

  it('no longer call a closed loan back on notifications', async () => {
    const first = await soleDatabase();
    const heard: string[] = [];
    await first.listen('changes', (payload) => heard.push(`first ${payload}`));
    await first.close();

    const next = await testDatabase();
    await next.listen('changes', (payload) => heard.push(`next ${payload}`));
    await next.notify('changes', 'one');
    await expect.poll(() => heard).toEqual(['next one']);
  });

  it.runIf(postgresUrl)('end a session the last file left open, even one in a transaction holding a lock', async () => {
    const first = await soleDatabase();
    await first.db.insert(users).values({ name: 'Left behind', email: 'left@starline.example', passwordHash: 'x' });
    const leftOpen = new pg.Client({ connectionString: first.url });
    leftOpen.on('error', () => undefined);
    await leftOpen.connect();
    await leftOpen.query('begin');
    await leftOpen.query('lock table users in access share mode');
    await first.close();

    const startedBefore = testDatabasesStarted();
    const next = await testDatabase();
    expect(testDatabasesStarted()).toBe(startedBefore);
    expect(await contents(next)).toBe(template);
    // Its session was ended, as dropping the database would have ended it.
    await expect(leftOpen.query('select 1')).rejects.toThrow();
    await leftOpen.end().catch(() => undefined);
  });
});
