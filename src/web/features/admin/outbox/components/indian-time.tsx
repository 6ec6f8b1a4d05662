import { formatIndianTime } from '#shared/format';

/** A moment in India's time ("24 November 2026 at 3:05 pm IST"), machine-readable too. */
export function IndianTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndianTime(at)}</time>;
}
