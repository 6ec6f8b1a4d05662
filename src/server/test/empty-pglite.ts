import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cachedDump } from './cached-dump';

const EXTENSIONS = { pg_trgm, btree_gist };

/** Read once per worker: its test files share their modules. */
let emptyDump: Promise<Blob> | undefined;

/**
 * An empty PGlite database (no migration applied), for tests that migrate one step by step.
 * Started from a dump of one just made: making one from nothing runs initdb in WebAssembly,
 * about 1.9 CPU seconds each time, loading the dump about a third of that.
 */
export async function emptyPglite(): Promise<PGlite> {
  emptyDump ??= cachedDump('pglite-empty', [], async () => {
    const fresh = await PGlite.create({ extensions: EXTENSIONS });
    const made = await fresh.dumpDataDir('none');
    await fresh.close();
    return made;
  });
  return PGlite.create({ extensions: EXTENSIONS, loadDataDir: await emptyDump });
}
