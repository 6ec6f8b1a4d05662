import { numberInWords, yearsSince } from '#web/lib/calendar-years';
import { FOUNDED_YEAR, useCalendarYear } from '#web/lib/site';

/** The agency's years in business in words ("sixteen" in 2026), counted from its founding year. */
export function useYearsInBusiness(): string {
  return numberInWords(yearsSince(FOUNDED_YEAR, useCalendarYear()));
}
