import { formatIndianTime } from '#shared/format';

/**
 * A moment in India's time ("24 November 2026 at 3:05 pm IST"), machine-readable too: the
 * screens that list moments (the outbox, the audit log) write them all this way.
 */
export function IndianTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndianTime(at)}</time>;
}
