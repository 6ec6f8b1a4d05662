/*
 * The outbox's retry policy, shared: the sender (server/mail/outbox.ts) follows it, and the
 * panel reads it back to say when a failed attempt was made (features/admin/outbox).
 */

/** Failed sends are retried for this long before the e-mail is marked failed. */
export const RETRY_FOR_HOURS = 24;

/**
 * The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2, 4, 8, 16 and
 * 32 min, then every hour, so the first retry comes within a minute and a day of outage costs
 * about 25 tries.
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}
