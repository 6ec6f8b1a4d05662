import type { Db } from '#server/db/client';
import { getSavedGatewayCredentials, type SavedGatewayCredentials } from './payment-settings.js';

/**
 * The gateway's credentials as Settings → Payments saved them, read at most once per this long:
 * every request's CSP asks for them, and another instance's save reaches this one within it.
 */
export const SAVED_GATEWAY_TTL_MS = 30_000;

export interface SavedGateway {
  /** The saved credentials (null when none), read again once the copy is older than the TTL. */
  get(): Promise<SavedGatewayCredentials | null>;
  /** Drops the copy, so the next use reads the save just made in this process. */
  forget(): void;
}

export function savedGateway(db: Db, now: () => number = Date.now): SavedGateway {
  let copy: { credentials: SavedGatewayCredentials | null; readAt: number } | null = null;
  let reading: Promise<SavedGatewayCredentials | null> | null = null;
  // A read begun before a save must not put back what the save replaced.
  let generation = 0;
  return {
    async get() {
      if (copy && now() - copy.readAt < SAVED_GATEWAY_TTL_MS) return copy.credentials;
      if (!reading) {
        const started = generation;
        reading = getSavedGatewayCredentials(db)
          .then((credentials) => {
            if (started === generation) copy = { credentials, readAt: now() };
            return credentials;
          })
          .finally(() => {
            reading = null;
          });
      }
      return reading;
    },
    forget() {
      generation += 1;
      copy = null;
      reading = null;
    },
  };
}
