import { z } from 'zod';
import { isIsoCalendarDate } from '../event-date.js';
import { saleInputSchema } from './quote.js';
import { optionalSingleLineText, singleLineText } from './text.js';

/*
 * A celebrity's calendar (issue 22): the month view's query and a blackout as staff add it. Dates
 * are India's calendar days, `YYYY-MM-DD`, both ends included.
 */

/** The most days one calendar call may span: a year and a month, enough for any view. */
export const MAX_CALENDAR_DAYS = 400;

export const calendarDay = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isIsoCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Whether both ends are dates: a span is compared only then (each end's own error says the rest). */
const bothDays = (start: unknown, end: unknown) =>
  typeof start === 'string' && typeof end === 'string' && isIsoCalendarDate(start) && isIsoCalendarDate(end);

/** A span of days, `from` to `to`, both included: forwards, and at most MAX_CALENDAR_DAYS long. */
function spanChecked<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema
    .refine((query) => !bothDays(query.from, query.to) || query.to >= query.from, {
      path: ['to'],
      message: 'To must be on or after From',
    })
    .refine((query) => !bothDays(query.from, query.to) || daysBetween(query.from, query.to) < MAX_CALENDAR_DAYS, {
      path: ['to'],
      message: `A calendar shows at most ${MAX_CALENDAR_DAYS} days at once`,
    });
}

const span = { from: calendarDay('From'), to: calendarDay('To') };

export const calendarQuerySchema = spanChecked(z.object({ ...span, celebrity: z.uuid('Not a celebrity').optional() }));
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** The public availability call's span (`GET /api/celebrities/:id/availability`). */
export const availabilityQuerySchema = spanChecked(z.object(span));

/** Staff turn the public's view of a celebrity's taken days on or off. */
export const availabilitySettingSchema = z.object({ shown: z.boolean({ error: 'Say whether to show the dates' }) });

/** A blackout: the celebrity is unavailable from `start` to `end` (both included), for a reason. */
export const blackoutInputSchema = z
  .object({
    start: calendarDay('Start'),
    end: calendarDay('End'),
    reason: singleLineText('Reason', 200),
  })
  .refine((blackout) => !bothDays(blackout.start, blackout.end) || blackout.end >= blackout.start, {
    path: ['end'],
    message: 'End must be on or after Start',
  })
  .refine((blackout) => !bothDays(blackout.start, blackout.end) || daysBetween(blackout.start, blackout.end) < 366, {
    path: ['end'],
    message: 'A blackout lasts at most a year: add another for the rest',
  });
export type BlackoutInput = z.input<typeof blackoutInputSchema>;
export type BlackoutValues = z.output<typeof blackoutInputSchema>;

/**
 * A booking staff make for a deal agreed by phone: the inquiry, the celebrity and the days, the
 * venue if it differs from the inquiry's place, and what was sold, as on a quote: the customer's
 * billing block, the venue's state (the place of supply) and the lines, GST worked out by the
 * shared tax module. The booking's total is its lines' total; nothing else sets it.
 */
export const bookingFieldsSchema = saleInputSchema.extend({
  inquiryId: z.uuid('Not an inquiry'),
  celebrityId: z.uuid('Not a celebrity'),
  start: calendarDay('Start'),
  end: calendarDay('End'),
  venue: optionalSingleLineText('Venue', 200),
});

/** A span of days runs forwards: its end on or after its start (checked once both are dates). */
export function endsOnOrAfterStart(days: { start: unknown; end: unknown }): boolean {
  return !bothDays(days.start, days.end) || (days.end as string) >= (days.start as string);
}

export const bookingInputSchema = bookingFieldsSchema.refine(endsOnOrAfterStart, {
  path: ['end'],
  message: 'End must be on or after Start',
});
export type BookingInput = z.input<typeof bookingInputSchema>;
export type BookingValues = z.output<typeof bookingInputSchema>;

/** A calendar feed's file, `<43 base64url characters>.ics`: its secret and the extension phones expect. */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'not a calendar address'),
});
