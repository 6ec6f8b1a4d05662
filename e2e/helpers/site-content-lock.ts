import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The agency's site content is one set of values on the suite's one database, and every page
 * shows it: a journey that changes it (and puts it back) must not run while another does, or one
 * would restore the values under the other's checks. Such journeys take turns through this lock,
 * shared by every Playwright worker of a run (a directory, made atomically), one per server port.
 */
const LOCK = join(tmpdir(), `starline-e2e-site-content-${process.env.E2E_PORT ?? '4173'}.lock`);

/** Longer than any journey holds it: a lock this old was left by a run that crashed. */
const STALE_MS = 180_000;

/** Runs `work` while holding the lock, waiting up to `waitMs` for it. */
export async function withSiteContentLock<T>(work: () => Promise<T>, waitMs = 120_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Another journey held the site content lock for too long');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
