import type { z } from 'zod';
import type {
  answeredOnTimeSchema,
  bookingFiguresSchema,
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
