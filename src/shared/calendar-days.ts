/** A calendar day plus some days, `YYYY-MM-DD`, on no clock: 2026-11-27 plus 7 is 2026-12-04. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day` (both `YYYY-MM-DD`): negative once the day has passed. */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
