import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type Database } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import { createTestDatabase, migratedTemplate, pgliteDatabasesStarted, type TestDatabase } from './test-database.js';

/**
 * A PGlite test database is one a previous test file closed, put back to the template's state
 * (decision 0054): these hold it to be indistinguishable from one started from the template.
 */
const onPglite = process.env.TEST_DB !== 'postgres';

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
  const before = pgliteDatabasesStarted();
  let database = await testDatabase();
  // Each turn takes a spare or starts a database, so this ends once the spares are all taken.
  while (pgliteDatabasesStarted() === before) database = await testDatabase();
  return database;
}

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});

describe.runIf(onPglite)('PGlite test databases handed from file to file', () => {
  let template: string;
  beforeAll(async () => {
    const fresh = await createPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });
    await fresh.migrate();
    template = await contents(fresh);
    await fresh.close();
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

    const startedBefore = pgliteDatabasesStarted();
    const next = await testDatabase();
    expect(pgliteDatabasesStarted()).toBe(startedBefore);
    expect(await contents(next)).toBe(template);
  });

  it('are started afresh when a test changed the schema', async () => {
    const first = await soleDatabase();
    await rows(first, 'create table left_behind (id integer)');
    await first.close();

    const startedBefore = pgliteDatabasesStarted();
    const next = await testDatabase();
    expect(pgliteDatabasesStarted()).toBe(startedBefore + 1);
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
});
