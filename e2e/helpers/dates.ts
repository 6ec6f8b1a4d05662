/**
 * Dates as the screens and e-mails write them, worked out here on their own (not with the app's
 * format.ts), so a journey catches the app writing them wrong.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar day (`YYYY-MM-DD`) in words: "12 January 2030". */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}
