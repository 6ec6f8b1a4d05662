import { sql, type SQL } from 'drizzle-orm';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { calendarEntries } from './calendar-tables.js';

/**
 * "Free on" a day, the catalogue listing's `available` filter on the celebrities' rows (the
 * calendar owns the days, the celebrities domain the listing, which is handed this: app.ts,
 * pages/page-for-path.ts): no confirmed booking or blackout of theirs covers it, travel days
 * included (the generated `blocked` range; holds never count). Spelled as the exclusion
 * constraint `calendar_entries_no_overlap` (migration 0017), so its GiST index on (celebrity_id,
 * blocked), partial on the same kinds, answers it: one index probe per celebrity
 * (docs/performance-log.md).
 *
 * It applies only to the celebrities whose availability is shown: a diary staff keep private
 * (`show_availability` false) stays in the results on every day, since dropping it on its taken
 * days would let anyone read the diary one request per day (issue 36, finding 2).
 */
export function freeOnFilter(day: string): SQL {
  return sql`(not ${celebrities.showAvailability} or not exists (select 1 from ${calendarEntries}
    where ${calendarEntries.celebrityId} = ${celebrities.id}
      and ${calendarEntries.kind} in ('confirmed', 'blackout')
      and ${calendarEntries}."blocked" @> ${day}::date))`;
}
