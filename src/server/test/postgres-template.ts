import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { dropDatabase, dropDatabasesStartingWith, recreateDatabase } from '#scripts/postgres-database.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The migrated, empty PostgreSQL database every PostgreSQL test database is a copy of (copying
 * one takes a tenth of migrating one): `<TEST_DATABASE_URL's name>_template` on the same server.
 */
export function postgresTemplateUrl(url: string): string {
  const template = new URL(url);
  template.pathname = `${template.pathname}_template`;
  return template.toString();
}

/**
 * The prefix of a run's PostgreSQL test databases: the run's own database name, so the global
 * teardown below finds and drops those the workers kept to their end (test-database.ts).
 */
export function postgresTestDatabasePrefix(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  // PostgreSQL cuts names at 63 bytes; 12 characters follow the prefix.
  return Buffer.byteLength(name) <= 48
    ? `${name}_t_`
    : `t_${createHash('sha256').update(name).digest('hex').slice(0, 16)}_`;
}

/**
 * The server suite's global setup on PostgreSQL (vitest.config.ts): makes the template before
 * any test file runs, with `npm run db:migrate`'s own command line from the sources (this file is
 * loaded without the sources' import aliases, so it imports none of the server's modules), and
 * drops it after the last file, with the test databases the workers kept to their end.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const template = postgresTemplateUrl(url);
  await recreateDatabase(template);
  await promisify(execFile)(
    process.execPath,
    ['--conditions=starline-source', '--import', 'tsx', 'src/server/db/migrate-cli.ts'],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: template, REDIS_URL: '' } },
  );
  return async () => {
    await dropDatabasesStartingWith(url, postgresTestDatabasePrefix(url));
    await dropDatabase(template);
  };
}
