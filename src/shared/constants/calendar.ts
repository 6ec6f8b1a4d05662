/* A celebrity's calendar entries. */

/**
 * A celebrity's calendar (issue 22): a hold (a sent quote's dates, tentative), a confirmed booking,
 * or a blackout (unavailable, with a reason). Confirmed entries and blackouts, with their buffer
 * days, never overlap for one celebrity; holds may.
 */
export const CALENDAR_ENTRY_KINDS = ['hold', 'confirmed', 'blackout'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** The kinds that take a celebrity's days for good: the database refuses two of them overlapping. */
export const BLOCKING_ENTRY_KINDS = ['confirmed', 'blackout'] as const satisfies readonly CalendarEntryKind[];
