import { numberInWords, yearsSince } from '#web/lib/calendar-years';
import { useCalendarYear } from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';

/**
 * The agency's years in business in words ("sixteen" in 2026), counted from its founding year
 * (Settings, figures); undefined while the site's content is not there yet.
 */
export function useYearsInBusiness(): string | undefined {
  const foundedYear = useSiteContent()?.figures.foundedYear;
  const year = useCalendarYear();
  return foundedYear === undefined ? undefined : numberInWords(yearsSince(foundedYear, year));
}
