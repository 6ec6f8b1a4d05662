import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { ServiceBusyError } from '#server/lib/service-unavailable';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes ~19 MiB and a core for tens of milliseconds. At most one per core runs at a
 * time, and at most QUEUE_MAX wait: past that a login answers 503 at once rather than piling
 * up memory and latency for everyone (a flood of logins must not starve the rest of the site).
 */
const slots = pLimit(Math.max(1, availableParallelism()));
const QUEUE_MAX = 64;

/** Too many password checks are waiting already; try again shortly. */
export class PasswordWorkBusyError extends ServiceBusyError {}

function limited<T>(work: () => Promise<T>): Promise<T> {
  if (slots.pendingCount >= QUEUE_MAX) return Promise.reject(new PasswordWorkBusyError());
  return slots(work);
}

/** Password checks running or waiting now (for tests and logs). */
export function passwordWorkInFlight(): number {
  return slots.activeCount + slots.pendingCount;
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not
 * tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
