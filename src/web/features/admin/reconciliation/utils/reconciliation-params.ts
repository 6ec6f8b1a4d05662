import { isIsoCalendarDate } from '#shared/event-date';
import type { ReconciliationRange } from '../api/reconciliation';

/** The days the reconciliation covers, as its address holds them (`?from=2026-11-01&to=2026-11-07`). */
export function readReconciliationParams(search: URLSearchParams): ReconciliationRange {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return isIsoCalendarDate(value) ? value : undefined;
  };
  return { from: day('from'), to: day('to') };
}

/** `search` with the range changed: an end left empty is left out of the address. */
export function writeReconciliationParams(search: URLSearchParams, range: ReconciliationRange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['from', 'to'] as const) {
    const value = range[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
