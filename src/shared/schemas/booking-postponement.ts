import { z } from 'zod';
import { isIsoCalendarDate, latestEventDate } from '../event-date.js';
import { indianDay } from '../format.js';
import { calendarDay, endsOnOrAfterStart } from './calendar.js';
import { singleLineText } from './text.js';

/*
 * Postponing a booking (issue 41): its new days, both included, and why. One schema for the
 * dialog and `POST /api/bookings/:id/postpone`; the days are India's calendar days.
 */

/** The refusals of the new days, word for word. */
export const POSTPONEMENT_FIELD_MESSAGES = {
  endBeforeStart: 'End must be on or after Start',
  past: 'The new days cannot be in the past',
  tooFar: 'The new days must be within five years',
} as const;

const isDay = (value: unknown): value is string => typeof value === 'string' && isIsoCalendarDate(value);

/** The longest a booking's reason to move may be. */
export const POSTPONEMENT_REASON_MAX = 200;

export const postponementInputSchema = z
  .object({
    start: calendarDay('Start'),
    end: calendarDay('End'),
    reason: singleLineText('Reason', POSTPONEMENT_REASON_MAX),
  })
  .refine(endsOnOrAfterStart, { path: ['end'], message: POSTPONEMENT_FIELD_MESSAGES.endBeforeStart })
  // Today in India may still be chosen (the event may be moved to tonight); a day already over may not.
  .refine((days) => !isDay(days.start) || days.start >= indianDay(), {
    path: ['start'],
    message: POSTPONEMENT_FIELD_MESSAGES.past,
  })
  .refine((days) => !isDay(days.end) || days.end <= latestEventDate(), {
    path: ['end'],
    message: POSTPONEMENT_FIELD_MESSAGES.tooFar,
  });
export type PostponementInput = z.input<typeof postponementInputSchema>;
export type PostponementValues = z.output<typeof postponementInputSchema>;
