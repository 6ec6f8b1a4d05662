/** Events by their date (`YYYY-MM-DD`), the newest first; the same day keeps the order admins gave. */
export function newestFirst<T extends { date: string }>(events: readonly T[]): T[] {
  // ISO dates sort as text; `sort` is stable, and works on a copy.
  return [...events].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
