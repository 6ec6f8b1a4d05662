import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { referencedImageHashes } from '#server/images-in-use';
import type { ImageStore, SweepResult } from '#server/images/images';
import { purgeExpiredSessions } from '#server/accounts/sessions';

export interface Maintenance {
  /**
   * Removes upload files that no row refers to and nobody touched (or withdrew) for the grace
   * period, and puts back a withdrawn file that a row refers to again.
   */
  sweepUploads(now?: number): Promise<SweepResult>;
  /** Drops expired and idle sessions. */
  purgeSessions(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: Maintenance;
  }
}

export interface MaintenanceOptions {
  store: ImageStore;
  /** How often the jobs run, and how old an unreferenced upload must be to go. */
  sweepMinutes: number;
  sessionIdleMinutes: number;
}

/** The first run waits a little, so a start (or a test) is never slowed by it. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Periodic housekeeping in every instance: the uploads sweep and the session purge. Running
 * on several instances at once is harmless (each step tolerates the others). Timers are unref'd
 * and stop when the app closes.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance, options: MaintenanceOptions) => {
  const graceMs = options.sweepMinutes * 60_000;
  const maintenance: Maintenance = {
    sweepUploads: (now) => options.store.sweep(() => referencedImageHashes(app.db), graceMs, now),
    purgeSessions: () => purgeExpiredSessions(app.db, options.sessionIdleMinutes),
  };
  app.decorate('maintenance', maintenance);

  let running = false;
  async function runAll(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const swept = await maintenance.sweepUploads();
      const purged = await maintenance.purgeSessions();
      if (swept.removed.length > 0 || swept.restored.length > 0 || purged > 0) {
        const done = {
          filesRemoved: swept.removed.length,
          filesRestored: swept.restored.length,
          sessionsPurged: purged,
        };
        app.log.info(done, 'maintenance done');
      }
    } catch (error) {
      // The database may be away for a moment; the next run tries again.
      app.log.warn({ err: error }, 'maintenance run failed');
    } finally {
      running = false;
    }
  }

  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void runAll();
      interval = setInterval(() => void runAll(), graceMs);
      interval.unref();
    },
    Math.min(FIRST_RUN_DELAY_MS, graceMs),
  );
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
  });
});
