/* The dashboard's constants: the spans its lists and pictures cover. */

/** The funnel's spans in days: the last 30 (the default) or the last 90. */
export const FUNNEL_DAYS = [30, 90] as const;
export type FunnelDays = (typeof FUNNEL_DAYS)[number];

/** "Events in the next 14 days": today and the 13 days after it, India's calendar. */
export const UPCOMING_DAYS = 14;

/** "Cash by week": this week (from Monday, India's calendar) and the 7 after it. */
export const CASH_WEEKS = 8;

/** Each of the to-do lists shows this many, the oldest first, with the count of all. */
export const ACTION_LIST_ITEMS = 8;

/** "Events in the next 14 days" shows at most this many. */
export const UPCOMING_ITEMS = 20;
