import { createHash, randomBytes } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));

/**
 * A PGlite data directory (a tarball from `dumpDataDir`) kept in the temporary folder under a
 * name made from `name`, the PGlite version (a dump is read back only by the PGlite that made
 * it, pinned in package.json) and `contents` (what the dump depends on, such as the migrations'
 * text), so each worker and each run reuses it until one of them changes. Made by `make` when
 * missing; written whole, then linked into place only if no other worker's is there yet: two
 * workers that find it missing at once (a fresh checkout, a new migration) each make one, and both
 * go on with the one that landed first, never with their own. Each dump differs (the migrations
 * stamp rows with the time), and a worker's databases must all come from the same one.
 */
export async function cachedDump(
  name: string,
  contents: (string | Buffer)[],
  make: () => Promise<Blob>,
): Promise<Blob> {
  const hash = createHash('sha256');
  const manifest = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { dependencies: Record<string, string> };
  hash.update(manifest.dependencies['@electric-sql/pglite'] ?? '');
  for (const part of contents) hash.update(part);
  const file = path.join(os.tmpdir(), `starline-test-${name}-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await make();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await unlink(partial);
    return new Blob([await readFile(file)]);
  }
}
