/* The admin dashboard's figures. */
import { z } from 'zod';
import { inquirySchema } from './inquiry-responses.js';

/** One stat card: the figure now, the comparable figure for last month and the change in percent. */
export const dashboardStatSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Whole percent; null when last month's figure was 0. */
  changePercent: z.number().nullable(),
});

/**
 * Inquiries received in the last `days` days that have been answered or whose reply-by time has
 * passed: `onTime` of them were answered by their reply-by time, out of `total`.
 */
export const answeredOnTimeSchema = z.object({
  onTime: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Whole percent, rounded down (100 only when every one was on time); null when `total` is 0. */
  percent: z.number().int().min(0).max(100).nullable(),
  days: z.number().int().positive(),
});

/**
 * The quotes of the last `days` days (issue 21): versions sent, acceptances and their value, and
 * how long the inquiries first quoted in those days waited for that first quote.
 */
export const quoteFiguresSchema = z.object({
  /** Quote versions sent (each version sent counts, a revision too). */
  sent: z.number().int().nonnegative(),
  /** Quotes accepted, by the time of acceptance. */
  accepted: z.number().int().nonnegative(),
  /** The totals of those acceptances (GST included), in whole paise. */
  acceptedPaise: z.number().int().nonnegative(),
  /** Inquiries whose first quote version was sent in these days. */
  firstQuoted: z.number().int().nonnegative(),
  /** Of those, the median time from the inquiry's arrival to its first quote, in whole seconds; null when none. */
  medianSecondsToQuote: z.number().int().nullable(),
  days: z.number().int().positive(),
});

const paiseSum = z.number().int().nonnegative();

/**
 * The bookings (issue 22), by India's months. A cancelled booking is not counted as made, as
 * value booked, as outstanding or as a quote's booking; its payments were still received.
 */
export const bookingFiguresSchema = z.object({
  /** Bookings made this month (by the time each was made) against last month. */
  made: dashboardStatSchema,
  /** The value booked (the bookings' totals, GST included) in each of the last months, oldest first, this month last. */
  valueByMonth: z.array(
    z.object({
      /** `YYYY-MM`, India's calendar month. */
      month: z.string(),
      paise: paiseSum,
      count: z.number().int().nonnegative(),
    }),
  ),
  /**
   * The part of the payments received this month (by their receipt's date) that went to advances,
   * against last month's: a booking's payments, in the order received, settle its advance first.
   */
  advancesReceived: dashboardStatSchema,
  /** Every payment received this month, advances and balances, with the tax deducted at source. */
  receivedThisMonth: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  /** What is still due on the bookings that have something due, and on those of them past the balance's due day. */
  outstanding: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  overdue: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  /** Of the inquiries with a quote sent in the last `days` days, how many have a booking. */
  conversion: z.object({
    quoted: z.number().int().nonnegative(),
    booked: z.number().int().nonnegative(),
    /** Whole percent, rounded down; null when `quoted` is 0. */
    percent: z.number().int().min(0).max(100).nullable(),
    days: z.number().int().positive(),
  }),
});

/**
 * Paying the artists (issue 39): the artists' shares still to pay on bookings not cancelled (or
 * cancelled with money kept), the payouts' gross paid this month (India's month), and the TDS
 * deducted last month, which is due to the government by the 7th of this month (30 April for
 * March's).
 */
export const payoutFiguresSchema = z.object({
  owedToArtistsPaise: paiseSum,
  paidOutThisMonthPaise: paiseSum,
  tdsDueThisMonthPaise: paiseSum,
  /** The day `tdsDueThisMonthPaise` is due. */
  tdsDueOn: z.string(),
});
export type PayoutFigures = z.infer<typeof payoutFiguresSchema>;

export const dashboardSchema = z.object({
  totalCelebrities: dashboardStatSchema,
  totalInquiries: dashboardStatSchema,
  pendingInquiries: dashboardStatSchema,
  monthlyBookings: dashboardStatSchema,
  answeredOnTime: answeredOnTimeSchema,
  /** Pending (never answered) inquiries past their reply-by time. */
  overdueNow: z.number().int().nonnegative(),
  /** Pending (never answered) inquiries whose reply-by time is within the next DUE_SOON_HOURS. */
  dueSoonNow: z.number().int().nonnegative(),
  /** The promised reply time in hours (RESPONSE_HOURS), for "Answered within 24 hours". */
  responseHours: z.number().int().positive(),
  quotes: quoteFiguresSchema,
  bookings: bookingFiguresSchema,
  payouts: payoutFiguresSchema,
  recentInquiries: z.array(inquirySchema),
});
