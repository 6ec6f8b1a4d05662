import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createPgliteDatabase, createPostgresDatabase, type Database, type PgliteDatabase } from '#server/db/client';
import { createDatabase, dropDatabase } from '#scripts/postgres-database.mjs';
import { cachedDump } from './cached-dump';
import { postgresTemplateUrl, postgresTestDatabasePrefix } from './postgres-template';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A migrated, empty PGlite database as a tarball, which every PGlite test database starts as a
 * copy of: making one from nothing runs initdb in WebAssembly (seconds), a copy takes a fraction
 * of that. Made again when a migration changes.
 */
export async function migratedTemplate(): Promise<Blob> {
  const journal = path.join(MIGRATIONS, 'meta', '_journal.json');
  const contents: (string | Buffer)[] = [];
  for (const file of [journal, ...(await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()]) {
    contents.push(file, await readFile(path.resolve(MIGRATIONS, file)));
  }
  return cachedDump('pglite', contents, async () => {
    const database = await createPgliteDatabase(undefined);
    await database.migrate();
    const dump = await database.dumpDataDir();
    await database.close();
    return dump;
  });
}

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
  if (process.env.TEST_DB !== 'postgres' || !url) return lend(await pgliteAsTemplate());
  return postgresAsTemplate(url);
}

/**
 * PostgreSQL test databases that test files of this worker closed, by URL, kept for the next
 * file as the PGlite ones are: copying one from the template and dropping it again costs the
 * server about 0.4 to 0.5 CPU seconds, putting one back to the template's state a few hundredths
 * (decision 0063).
 */
const postgresSpares: string[] = [];

async function postgresAsTemplate(url: string): Promise<TestDatabase> {
  for (let spare = postgresSpares.pop(); spare; spare = postgresSpares.pop()) {
    const database = createPostgresDatabase(spare, { max: 4 });
    if (await resetToTemplate(database, postgresTemplateState, { otherSessions: true })) {
      return lendPostgres(database, spare);
    }
    await database.close();
    await dropDatabase(spare);
  }
  const target = new URL(url);
  target.pathname = `/${postgresTestDatabasePrefix(url)}${randomBytes(6).toString('hex')}`;
  await createDatabase(target.toString(), { template: postgresTemplateUrl(url) });
  const database = createPostgresDatabase(target.toString(), { max: 4 });
  started += 1;
  // Finds every migration applied already, as on a server that is up to date.
  await database.migrate();
  postgresTemplateState ??= describeTemplate(database);
  await postgresTemplateState;
  return lendPostgres(database, target.toString());
}

/** Closing a PostgreSQL test database ends its connections and hands its name to the next file. */
function lendPostgres(database: Database, url: string): TestDatabase {
  let lent = true;
  return {
    ...database,
    url,
    async close() {
      if (!lent) return;
      lent = false;
      await database.close();
      postgresSpares.push(url);
    },
  };
}

/**
 * PGlite databases that test files of this worker closed, kept for the next file: starting one
 * from the template costs about 0.6 to 0.9 CPU seconds (loading 44 MB into the WebAssembly
 * PostgreSQL and starting it), emptying one back to the template's state a few hundredths
 * (decision 0054). Test files in a worker run one after another, so there is mostly one.
 */
const spares: PgliteDatabase[] = [];

/** What a database just made from the template holds: each file's database is put back to it. */
interface TemplateState {
  /** The schema (see SCHEMA_FINGERPRINT): a database whose schema a test changed is not reused. */
  fingerprint: string;
  /** Empties every table and puts back the rows and sequence values the migrations left. */
  reset: string;
}
let templateState: Promise<TemplateState> | undefined;
let postgresTemplateState: Promise<TemplateState> | undefined;

/** Test databases this worker started from the template (not counting those reused). */
let started = 0;
export const testDatabasesStarted = (): number => started;

/** A database as the template is, reused when a closed one can be put back to it exactly. */
async function pgliteAsTemplate(): Promise<PgliteDatabase> {
  for (let spare = spares.pop(); spare; spare = spares.pop()) {
    if (await resetToTemplate(spare, templateState)) return spare;
    await spare.close();
  }
  const database = await createPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });
  started += 1;
  await database.migrate();
  templateState ??= describeTemplate(database);
  await templateState;
  return database;
}

/**
 * Lends a PGlite database to one test file: closing it hands it back for the next file (it is
 * put back to the template's state then, before anyone sees it). What it calls on notifications
 * stops with the loan, as a closed database's would.
 */
function lend(database: PgliteDatabase): TestDatabase {
  let lent = true;
  return {
    ...database,
    url: undefined,
    listen: (channel, onMessage) =>
      database.listen(channel, (payload) => {
        if (lent) onMessage(payload);
      }),
    async close() {
      if (!lent) return;
      lent = false;
      spares.push(database);
    },
  };
}

/** Every schema the migrations own (the application's and Drizzle's journal of migrations). */
const OWN_SCHEMAS = `select oid from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

/**
 * The schema in one line: relations (with their storage settings), columns, defaults, constraints, indexes, triggers,
 * functions, types, views and extensions, by name and definition. A test that changed any of
 * them (DDL) leaves a database that is closed rather than reused.
 */
const SCHEMA_FINGERPRINT = `select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select 'n ' || nspname as item from pg_namespace where oid in (${OWN_SCHEMAS})
  union all select 'r ' || c.oid::regclass || ' ' || c.relkind::text || ' ' || coalesce(pg_get_viewdef(c.oid), '')
      || ' ' || coalesce(array_to_string(c.reloptions, ','), '')
    from pg_class c where c.relnamespace in (${OWN_SCHEMAS})
  union all select 'a ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull || ' ' || a.attgenerated::text || ' ' || a.attidentity::text || ' ' || a.attisdropped
      || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace in (${OWN_SCHEMAS}) and a.attnum > 0
  union all select 'c ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace in (${OWN_SCHEMAS})
  union all select 'i ' || indexrelid::regclass || ' ' || pg_get_indexdef(indexrelid) || ' ' || indisvalid
    from pg_index i join pg_class c on c.oid = i.indrelid where c.relnamespace in (${OWN_SCHEMAS})
  union all select 't ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace in (${OWN_SCHEMAS})
  union all select 'p ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
    from pg_proc p where p.pronamespace in (${OWN_SCHEMAS})
  union all select 'y ' || oid::regtype from pg_type where typnamespace in (${OWN_SCHEMAS}) and typtype <> 'c'
  union all select 'e ' || extname || ' ' || extversion from pg_extension
  union all select 'g ' || rolname || ' ' || rolsuper from pg_roles
) as schema`;

const TABLES = `select c.oid::regclass as name, (select string_agg(quote_ident(attname), ', ' order by attnum)
    from pg_attribute where attrelid = c.oid and attnum > 0 and not attisdropped and attgenerated = '') as columns
  from pg_class c where c.relkind in ('r', 'p') and c.relnamespace in (${OWN_SCHEMAS}) and not c.relispartition`;

const SEQUENCES = `select c.oid::regclass as name from pg_class c
  where c.relkind = 'S' and c.relnamespace in (${OWN_SCHEMAS})`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

type Row = Record<string, unknown>;
async function rows(database: Database, query: string): Promise<Row[]> {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: Row[] }).rows;
}

/**
 * Reads, from a database just made from the template, its schema's fingerprint and the SQL that
 * puts any database of that schema back to the same rows: every table emptied (TRUNCATE), the
 * rows the migrations inserted (settings, legal pages, tallies) inserted again as they were, with
 * triggers off as they were when the dump was made, and each sequence set to its value.
 */
async function describeTemplate(database: Database): Promise<TemplateState> {
  const [{ fingerprint }] = (await rows(database, SCHEMA_FINGERPRINT)) as [{ fingerprint: string }];
  const tables = (await rows(database, TABLES)) as { name: string; columns: string }[];
  const statements = [
    `set local session_replication_role = replica`,
    `truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`,
    // The planner's statistics of the last file's rows (ANALYZE), which a fresh database lacks.
    `delete from pg_statistic where starelid in (select oid from pg_class where relnamespace in (${OWN_SCHEMAS}))`,
  ];
  for (const table of tables) {
    const [{ json }] = (await rows(database, `select json_agg(t)::text as json from ${table.name} t`)) as [
      { json: string | null },
    ];
    if (json === null) continue;
    statements.push(
      `insert into ${table.name} (${table.columns}) overriding system value select ${table.columns} ` +
        `from json_populate_recordset(null::${table.name}, ${literal(json)})`,
    );
  }
  for (const { name } of (await rows(database, SEQUENCES)) as { name: string }[]) {
    const [state] = (await rows(database, `select last_value, is_called from ${name}`)) as [
      { last_value: string; is_called: boolean },
    ];
    statements.push(`perform setval(${literal(name)}, ${state.last_value}, ${state.is_called})`);
  }
  // One statement (a block of PL/pgSQL), so one transaction: all of it or none.
  return { fingerprint, reset: `do $reset$ begin\n${statements.join(';\n')};\nend $reset$` };
}

/**
 * Puts a database a test file has closed back to the template's state, in one transaction;
 * false when its schema is not the template's (a test changed it), or when it no longer answers.
 * On PostgreSQL, a session the last file left open (a pool it did not close, a listener) is ended
 * first, as dropping the database would end it: it must neither hear this file's notifications
 * nor hold a lock the reset waits for.
 */
async function resetToTemplate(
  database: Database,
  template: Promise<TemplateState> | undefined,
  { otherSessions = false } = {},
): Promise<boolean> {
  const state = await template;
  if (!state) return false;
  try {
    if (otherSessions) {
      await database.db.execute(
        sql.raw(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        ),
      );
    }
    // Whatever the last file set for its session (settings, temporary tables, prepared
    // statements, listening) goes with it.
    await database.db.execute(sql.raw('discard all'));
    const [{ fingerprint }] = (await rows(database, SCHEMA_FINGERPRINT)) as [{ fingerprint: string }];
    if (fingerprint !== state.fingerprint) return false;
    await database.db.execute(sql.raw(state.reset));
    return true;
  } catch {
    return false;
  }
}
