import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgliteDatabase } from './client.js';

/**
 * The embedded database as initdb and every migration leave it, made once by `npm run build`
 * (scripts/build-empty-database.mjs) beside the compiled server. A first start unpacks it instead
 * of running initdb: initdb is a second WebAssembly program with a memory of its own, and running
 * it took the server's peak from about 400 MB to over 600 (docs/performance.md, "Memory").
 */
export const EMPTY_DATABASE_FILE = fileURLToPath(new URL('./empty-database.tar.gz', import.meta.url));

/** Whether `folder` holds a database already (PostgreSQL's data folder has PG_VERSION). */
export function holdsDatabase(folder: string): boolean {
  return existsSync(path.join(folder, 'PG_VERSION'));
}

/** The `tar` package's file, for a child process to load wherever the server was started from. */
const TAR_MODULE = createRequire(import.meta.url).resolve('tar');
const UNPACK_SCRIPT = `require(process.argv[1])
  .x({ file: process.argv[2], cwd: process.argv[3] })
  .catch((error) => { process.stderr.write(String(error?.message ?? error)); process.exitCode = 1; });`;

/**
 * Unpacks `file` into `cwd` in a child process. Unpacked in the server's own process, it left
 * about 40 MB of the C heap resident for good (the decompressor's and the file writes' buffers,
 * freed, but never handed back to the system by glibc's allocator): a seventh of the demo
 * server's memory at rest (decision 0050). The child's memory goes when it exits.
 */
function unpackInChildProcess(file: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', UNPACK_SCRIPT, TAR_MODULE, file, cwd], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`could not unpack ${file} (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

/**
 * Unpacks the build's empty database into `folder` (absent or empty) and says so; false when this
 * build has none (a server run from its sources), and PGlite then runs initdb itself. Unpacked
 * beside it first and renamed into place, so a start cut short never leaves half a database
 * that looks whole. Streamed from disk to disk, in a child process: the 90 MB it unpacks to never
 * sit in memory, and the buffers that streamed them are not left behind.
 */
export async function unpackEmptyDatabase(folder: string, file = EMPTY_DATABASE_FILE): Promise<boolean> {
  if (!existsSync(file)) return false;
  const partial = `${folder}.unpacking-${randomBytes(4).toString('hex')}`;
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    // The archive names its entries from the root ("/base/1/…"); tar makes them relative.
    await unpackInChildProcess(file, partial);
    // An empty folder left by an earlier attempt gives way; one with anything in it does not.
    if (existsSync(folder)) await rmdir(folder);
    await rename(partial, folder);
    return true;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Makes EMPTY_DATABASE_FILE (or `file`): a fresh in-memory database, migrated, as a gzipped tarball. */
export async function writeEmptyDatabaseTemplate(file = EMPTY_DATABASE_FILE): Promise<number> {
  const database = await createPgliteDatabase(undefined);
  try {
    await database.migrate();
    const dump = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(file, dump);
    return dump.length;
  } finally {
    await database.close();
  }
}
