import { useEffect, useState } from 'react';
import { isIsoCalendarDate } from '#shared/event-date';
import type { Availability } from '#shared/schemas/calendar-responses';
import { api } from '#web/lib/api-client';

/**
 * Whether a celebrity is already booked or unavailable on `day` (issue 22), as the public may
 * know it: the server says only that the day is taken, never by whom. False while it is asked,
 * when the day is not a date yet, when the celebrity's diary is private, or when the call fails
 * (the form never waits on it: the visitor may send anyway).
 */
export function useDateTaken(celebrityId: string | undefined, day: string): boolean {
  const [taken, setTaken] = useState<{ day: string; taken: boolean } | null>(null);
  useEffect(() => {
    if (!celebrityId || !isIsoCalendarDate(day)) return;
    const controller = new AbortController();
    const query = `from=${day}&to=${day}`;
    api
      .get<Availability>(`/celebrities/${encodeURIComponent(celebrityId)}/availability?${query}`, {
        errorToast: false,
        signal: controller.signal,
      })
      .then(
        ({ data }) => setTaken({ day, taken: data.taken.includes(day) }),
        () => undefined,
      );
    return () => controller.abort();
  }, [celebrityId, day]);
  return taken !== null && taken.day === day && taken.taken;
}
