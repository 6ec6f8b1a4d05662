import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from './client.js';
import { holdsDatabase, unpackEmptyDatabase, writeEmptyDatabaseTemplate } from './empty-database.js';

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

let dir: string;
let template: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'empty-database-'));
  template = path.join(dir, 'empty-database.tar.gz');
  await writeEmptyDatabaseTemplate(template);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the empty database a first start unpacks', () => {
  it('opens as a database with every migration applied, without initdb', async () => {
    const folder = path.join(dir, 'first-start');
    expect(holdsDatabase(folder)).toBe(false);
    expect(await unpackEmptyDatabase(folder, template)).toBe(true);
    expect(holdsDatabase(folder)).toBe(true);
    const database = await createPgliteDatabase(folder);
    try {
      await database.migrate();
      const [applied] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      expect(applied?.count).toBe(journal.entries.length);
      // A working database: the search extension is there, and it takes writes.
      await database.db.execute(sql`select similarity('kapoor', 'kapur')`);
    } finally {
      await database.close();
    }
    // Nothing is left beside it.
    expect((await readdir(dir)).filter((name) => name.includes('unpacking'))).toEqual([]);
  });

  it('unpacks into an empty folder, and refuses a folder with anything in it, leaving it as it was', async () => {
    const empty = path.join(dir, 'empty');
    await mkdir(empty);
    expect(await unpackEmptyDatabase(empty, template)).toBe(true);
    expect(holdsDatabase(empty)).toBe(true);

    const used = path.join(dir, 'used');
    await mkdir(used);
    await writeFile(path.join(used, 'notes.txt'), 'mine');
    await expect(unpackEmptyDatabase(used, template)).rejects.toThrow();
    expect(await readdir(used)).toEqual(['notes.txt']);
    expect((await readdir(dir)).filter((name) => name.includes('unpacking'))).toEqual([]);
  });

  it('refuses a damaged archive, leaving neither the folder nor anything beside it', async () => {
    const damaged = path.join(dir, 'damaged.tar.gz');
    const whole = readFileSync(template);
    await writeFile(damaged, whole.subarray(0, whole.length / 2));
    const folder = path.join(dir, 'damaged');
    await expect(unpackEmptyDatabase(folder, damaged)).rejects.toThrow(/could not unpack/);
    expect(existsSync(folder)).toBe(false);
    expect((await readdir(dir)).filter((name) => name.includes('unpacking'))).toEqual([]);
  });

  it('says false where the build has no empty database, so PGlite runs initdb itself', async () => {
    const folder = path.join(dir, 'from-sources');
    expect(await unpackEmptyDatabase(folder, path.join(dir, 'missing.tar.gz'))).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });
});
