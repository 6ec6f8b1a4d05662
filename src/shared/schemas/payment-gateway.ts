import { z } from 'zod';
import { isIsoCalendarDate } from '../event-date.js';
import { calendarDay } from './calendar.js';

/** The most days one reconciliation may span: a quarter. */
export const MAX_RECONCILIATION_DAYS = 92;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const bothDays = (from: unknown, to: unknown) =>
  typeof from === 'string' && typeof to === 'string' && isIsoCalendarDate(from) && isIsoCalendarDate(to);

/**
 * `GET /api/payments/reconciliation?from=&to=` (issue 38): India's calendar days, both included,
 * forwards and at most MAX_RECONCILIATION_DAYS; without them, the last seven days.
 */
export const reconciliationQuerySchema = z
  .object({ from: calendarDay('From').optional(), to: calendarDay('To').optional() })
  .refine((query) => !bothDays(query.from, query.to) || query.to! >= query.from!, {
    path: ['to'],
    message: 'To must be on or after From',
  })
  .refine((query) => !bothDays(query.from, query.to) || daysBetween(query.from!, query.to!) < MAX_RECONCILIATION_DAYS, {
    path: ['to'],
    message: `A reconciliation covers at most ${MAX_RECONCILIATION_DAYS} days at once`,
  });
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;
