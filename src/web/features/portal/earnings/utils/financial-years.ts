import { financialYearOf } from '#shared/gst/document-number';

/**
 * The financial years a statement can be asked for, newest first, as India writes them
 * (`2026-27`): the one `today` (India's calendar day) falls in and the `count - 1` before it.
 */
export function recentFinancialYears(today: string, count = 3): string[] {
  const { startYear } = financialYearOf(today);
  return Array.from({ length: count }, (_, index) => {
    const start = startYear - index;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}
