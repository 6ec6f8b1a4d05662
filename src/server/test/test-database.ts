import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '#server/db/client';
import { createDatabase, dropDatabase } from '#scripts/postgres-database.mjs';
import { postgresTemplateUrl } from './postgres-template';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));
const PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));

/**
 * A migrated, empty PGlite database as a tarball, which every PGlite test database starts as a
 * copy of: making one from nothing runs initdb in WebAssembly (seconds), a copy takes a fraction
 * of that. Kept in the temporary folder under a name made from the migrations, so each worker
 * and each run reuses it until a migration changes; written whole, then renamed, so workers
 * making it at once never read half of one.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  // A dump is read back only by the PGlite that made it (the version is pinned in package.json).
  const manifest = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { dependencies: Record<string, string> };
  hash.update(manifest.dependencies['@electric-sql/pglite'] ?? '');
  const journal = path.join(MIGRATIONS, 'meta', '_journal.json');
  for (const file of [journal, ...(await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()]) {
    hash.update(file).update(await readFile(path.resolve(MIGRATIONS, file)));
  }
  const file = path.join(os.tmpdir(), `starline-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = await createPgliteDatabase(undefined);
    await database.migrate();
    const dump = await database.dumpDataDir();
    await database.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
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
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const database = await createPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });
    await database.migrate();
    return Object.assign(database, { url: undefined });
  }
  const target = new URL(url);
  target.pathname = `/agency_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(target.toString(), { template: postgresTemplateUrl(url) });
  const database = createPostgresDatabase(target.toString(), { max: 4 });
  // Finds every migration applied already, as on a server that is up to date.
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      await dropDatabase(target.toString());
    },
  };
}
