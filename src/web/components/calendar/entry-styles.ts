import type { CalendarEntryKind } from '#shared/constants/calendar';

/** A stretch of an entry: its own days, or the travel days before or after them. */
export type EntryPart = 'event' | 'travel';

/** Grey stripes: a blackout's days, which nothing can take. */
const STRIPES = 'bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_6px,var(--color-slate-100)_6px_12px)]';

/**
 * The colours of a block by its kind and part: a hold amber and dashed (tentative), a confirmed
 * booking solid green, a blackout grey and striped; travel days the same colour, lighter. Each
 * text keeps 4.5:1 against its background.
 */
export const ENTRY_CLASSES: Record<CalendarEntryKind, Record<EntryPart, string>> = {
  hold: {
    event: 'border border-dashed border-amber-600 bg-amber-100 text-amber-950',
    travel: 'border border-dashed border-amber-300 bg-amber-50 text-amber-900',
  },
  confirmed: {
    event: 'border border-emerald-800 bg-emerald-700 text-white',
    travel: 'border border-emerald-300 bg-emerald-50 text-emerald-900',
  },
  blackout: {
    event: `border border-slate-400 text-slate-900 ${STRIPES}`,
    travel: 'border border-slate-300 bg-slate-50 text-slate-700',
  },
};
