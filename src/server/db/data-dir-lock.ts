import { closeSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the data folder open; nothing was touched. */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

export const LOCK_FILE = '.lock';

function isWouldBlock(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EWOULDBLOCK' || code === 'EAGAIN';
}

/**
 * Takes an exclusive flock(2) on `DATA_DIR/.lock` for as long as this process runs, or throws
 * DataDirLockedError at once when another process holds it. The embedded database is files that
 * only one process may write (PGlite's own lock file holds a made-up PID, so it cannot tell).
 * The kernel drops the lock when its holder exits, even by SIGKILL or a crash, so a stale lock
 * never blocks a restart; the PID written into the file is for a person reading it, not a check.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  // Loaded here, not at the top: only the embedded mode needs the native module.
  const { flockSync } = await import('fs-ext-extra-prebuilt');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const fd = openSync(file, 'a+');
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    closeSync(fd);
    if (isWouldBlock(error)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (a running server, db:seed or db:migrate); stop it first or set another DATA_DIR`,
      );
    }
    throw error;
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Closing the descriptor drops the flock.
      closeSync(fd);
    },
  };
}
