import { z } from 'zod';
import { FUNNEL_DAYS } from '../constants/dashboard.js';
import type {
  answeredOnTimeSchema,
  bookingFiguresSchema,
  cashWeekSchema,
  dashboardTodoSchema,
  funnelSchema,
  upcomingEventsSchema,
  dashboardSchema,
  dashboardStatSchema,
  quoteFiguresSchema,
} from './dashboard-responses.js';

/** One stat card: the figure now, the comparable figure for last month and the change in percent. */
export type DashboardStat = z.output<typeof dashboardStatSchema>;

/** The replies of the last days: how many were on time, out of how many. */
export type AnsweredOnTime = z.output<typeof answeredOnTimeSchema>;

/** The quotes of the last days: sent, accepted, their value and the median time to a first quote. */
export type QuoteFigures = z.output<typeof quoteFiguresSchema>;

/** The bookings: made, value by month, advances received, what is outstanding and overdue, conversion. */
export type BookingFigures = z.output<typeof bookingFiguresSchema>;

export type Dashboard = z.output<typeof dashboardSchema>;

/** What needs doing now: overdue replies, customers' payment claims to confirm, balances overdue. */
export type DashboardTodo = z.output<typeof dashboardTodoSchema>;

/** The bookings of the next days with their money. */
export type UpcomingEvents = z.output<typeof upcomingEventsSchema>;

/** Inquiries to quoted to accepted to advance paid, over the last 30 or 90 days. */
export type Funnel = z.output<typeof funnelSchema>;

/** One week's bookings with their balance due in it: collected so far and still due. */
export type CashWeek = z.output<typeof cashWeekSchema>;

/** `GET /api/dashboard?days=30|90`: the funnel's span (30 when not given). */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(
      z.union(
        FUNNEL_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<30>, z.ZodLiteral<90>],
        'Days must be 30 or 90',
      ),
    )
    .default(30),
});
