import { z } from 'zod';
import { BOOKING_STATES } from '../constants/bookings.js';
import { SORT_DIRECTIONS } from '../constants/lists.js';
import { isIsoCalendarDate } from '../event-date.js';
import type { bookingListRowSchema, bookingListTotalsSchema } from './bookings-list-responses.js';
import { cursorAlone, cursorAloneError, cursorPaginationSchema, searchTextSchema } from './common.js';

/** Which bookings the list keeps by their money: any with something still due, or only those overdue. */
export const BOOKING_DUE_FILTERS = ['any', 'overdue'] as const;
export type BookingDueFilter = (typeof BOOKING_DUE_FILTERS)[number];

/** An empty or "all" choice in a query string means no filter. */
const choice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .union([z.enum(values, `${name} must be one of ${values.join(', ')}`), z.literal(''), z.literal('all')])
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value));

const calendarDay = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isIsoCalendarDate(value), `${name} must be a date such as 2026-11-23`);

/**
 * `GET /api/bookings` (staff): the bookings by state, by what is due (`due=any`: a balance still
 * to be paid; `due=overdue`: due and past the balance's day), by celebrity, by event days
 * (`from`/`to`, days of India's calendar: the bookings with a day in the range) and by text (the
 * booking's number, the customer's or the celebrity's name); by event date (`sort=asc`, the
 * default, or `desc`), paged by cursor. `cursor` is `after` by another name. `format=csv` is the
 * whole filtered list as a file.
 */
export const bookingListQuerySchema = cursorPaginationSchema
  .extend({
    cursor: z.string().min(1).max(1000).optional(),
    q: searchTextSchema,
    state: choice(BOOKING_STATES, 'state'),
    due: choice(BOOKING_DUE_FILTERS, 'due'),
    celebrity: z
      .union([z.uuid('celebrity must be a celebrity id'), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    from: calendarDay('from'),
    to: calendarDay('to'),
    sort: z.enum(SORT_DIRECTIONS, 'sort must be asc or desc').default('asc'),
    format: z.enum(['json', 'csv'], 'format must be json or csv').default('json'),
  })
  .transform(({ cursor, ...query }) => (cursor && !query.after ? { ...query, after: cursor } : query))
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  })
  .refine(cursorAlone, cursorAloneError);
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;
export type BookingListQueryValues = z.output<typeof bookingListQuerySchema>;

export type BookingListRow = z.output<typeof bookingListRowSchema>;
export type BookingListTotals = z.output<typeof bookingListTotalsSchema>;
