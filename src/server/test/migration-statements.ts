import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const MIGRATIONS = path.join(import.meta.dirname, '..', 'db', 'migrations');

/**
 * The statements of the migrations numbered `from` to `to` (inclusive), in order, as drizzle's
 * migrator splits them: for tests that run a migration on data written before it.
 */
export async function migrationStatements(from: number, to: number): Promise<string[]> {
  const files = (await readdir(MIGRATIONS))
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .filter((name) => Number(name.slice(0, 4)) >= from && Number(name.slice(0, 4)) <= to)
    .sort();
  const result: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
    result.push(...text.split('--> statement-breakpoint').filter((statement) => statement.trim()));
  }
  return result;
}
