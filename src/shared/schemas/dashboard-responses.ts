/* The admin dashboard's figures. */
import { z } from 'zod';
import { BOOKING_STATES } from '../constants/bookings.js';
import { PAYMENT_CLAIM_MODES } from '../constants/billing.js';
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

const count = z.number().int().nonnegative();
/** A day of India's calendar, `YYYY-MM-DD`. */
const day = z.string();

/** An inquiry never answered whose reply-by time has passed: who, about what, and by how long. */
export const overdueReplySchema = z.object({
  inquiryId: z.string(),
  reference: z.string(),
  name: z.string(),
  /** '' for a general inquiry. */
  celebrityName: z.string(),
  eventType: z.string(),
  replyBy: z.string(),
  /** How long past its reply-by time, in milliseconds. */
  lateMs: z.number().int().nonnegative(),
  assigneeName: z.string().nullable(),
});

/** A customer's "I have paid" waiting for staff to find the money and confirm it (or not). */
export const claimToConfirmSchema = z.object({
  claimId: z.string(),
  inquiryId: z.string(),
  bookingId: z.string(),
  bookingNumber: z.string(),
  customerName: z.string(),
  celebrityName: z.string(),
  amountPaise: paiseSum,
  /** What was due when the customer claimed. */
  dueNowPaise: paiseSum,
  paidOn: day,
  mode: z.enum(PAYMENT_CLAIM_MODES),
  reference: z.string(),
  claimedAt: z.string(),
  /** How long the claim has waited, in milliseconds. */
  waitingMs: z.number().int().nonnegative(),
});

/** A booking whose balance's due day has passed with money still due (billing's schedule). */
export const balanceOverdueSchema = z.object({
  bookingId: z.string(),
  inquiryId: z.string(),
  bookingNumber: z.string(),
  customerName: z.string(),
  celebrityName: z.string(),
  startDate: day,
  balanceDueOn: day,
  duePaise: paiseSum,
  /** Whole days since the balance's due day. */
  daysLate: z.number().int().positive(),
});

/**
 * What needs doing now, oldest first, each list cut at its first ACTION_LIST_ITEMS with the count (and
 * sum) of all of them.
 */
export const dashboardTodoSchema = z.object({
  overdueReplies: z.object({ items: z.array(overdueReplySchema), count }),
  claimsToConfirm: z.object({ items: z.array(claimToConfirmSchema), count, paise: paiseSum }),
  balancesOverdue: z.object({ items: z.array(balanceOverdueSchema), count, paise: paiseSum }),
});

/** A booking (not cancelled) whose first day falls in the next `days` days, with its money (billing's schedule). */
export const upcomingEventSchema = z.object({
  bookingId: z.string(),
  inquiryId: z.string(),
  bookingNumber: z.string(),
  customerName: z.string(),
  celebrityName: z.string(),
  state: z.enum(BOOKING_STATES),
  startDate: day,
  endDate: day,
  venue: z.string(),
  totalPaise: paiseSum,
  paidPaise: paiseSum,
  /** Still to be paid in all. */
  duePaise: paiseSum,
  /** To be paid at once: the advance unpaid, or from the balance's due day everything due. */
  dueNowPaise: paiseSum,
  balanceDueOn: day,
  overdue: z.boolean(),
});

export const upcomingEventsSchema = z.object({
  days: z.number().int().positive(),
  items: z.array(upcomingEventSchema),
  /** All of them, when more than the items shown. */
  count,
});

/**
 * The funnel of the inquiries received in the last `days` days (30 or 90): how many reached each
 * step by now. A step reached later counts the earlier ones reached (a booking agreed by phone is
 * quoted and accepted), so each figure is at most the one before. Each percent is of the step
 * before, whole and rounded down; null when that step is 0.
 */
export const funnelSchema = z.object({
  days: z.number().int().positive(),
  inquiries: count,
  quoted: count,
  accepted: count,
  advancePaid: count,
  quotedPercent: z.number().int().min(0).max(100).nullable(),
  acceptedPercent: z.number().int().min(0).max(100).nullable(),
  advancePaidPercent: z.number().int().min(0).max(100).nullable(),
  /** Advance paid of the inquiries received. */
  overallPercent: z.number().int().min(0).max(100).nullable(),
});

/**
 * One week (Monday to Sunday, India's calendar) of the bookings whose balance falls due in it
 * (billing's `balanceDueOn`), not cancelled: what they have paid so far and what is still due.
 */
export const cashWeekSchema = z.object({
  /** The Monday. */
  weekStart: day,
  bookings: count,
  collectedPaise: paiseSum,
  duePaise: paiseSum,
});

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
  todo: dashboardTodoSchema,
  upcoming: upcomingEventsSchema,
  funnel: funnelSchema,
  /** This week and the 7 after it. */
  cashByWeek: z.array(cashWeekSchema),
});
