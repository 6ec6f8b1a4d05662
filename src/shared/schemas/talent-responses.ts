/* The talent portal's answers (issue 39): talent accounts, blackout requests, and the talent's own calls. */
import { z } from 'zod';
import { USER_STATUSES } from '../constants/accounts.js';
import { BOOKING_STATES } from '../constants/bookings.js';
import { CALENDAR_ENTRY_KINDS } from '../constants/calendar.js';
import { BLACKOUT_REQUEST_STATES, TALENT_USER_STATES } from '../constants/talent.js';
import { id, isoDateTime } from './envelope-responses.js';
import { statementSchema } from './payouts-responses.js';

const celebrityRef = z.object({ _id: id, name: z.string() });

/**
 * A talent account as admins see it (`GET /api/talent-users`, `PUT /api/talent-users/:id`, the
 * invitation's answer): who, bound to which celebrities, whether fees are shared, and where the
 * account stands (`state`: invited until a password is set through the link; `status` is the
 * account's switch, as for staff).
 */
export const talentUserSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  state: z.enum(TALENT_USER_STATES),
  shareFees: z.boolean(),
  celebrities: z.array(celebrityRef),
  /** When the latest invitation was sent, and by whom. */
  invitedAt: isoDateTime,
  invitedByName: z.string().nullable(),
  /** When the person first set their password (null while still invited). */
  acceptedAt: isoDateTime.nullable(),
});

/** `POST /api/talent-invitations`: 201 with a new account, 200 when an invitation was sent again. */
export const talentInvitationResultSchema = z.object({ talentUser: talentUserSchema, resent: z.boolean() });

/**
 * A blackout request, to staff (`GET /api/blackout-requests`, approve, reject) and to the talent
 * who asked (their calendar, `POST /api/talent/blackout-requests`).
 */
export const blackoutRequestSchema = z.object({
  _id: id,
  celebrity: celebrityRef,
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  state: z.enum(BLACKOUT_REQUEST_STATES),
  /** The talent who asked (null once their account is gone; the name stays). */
  requestedById: id.nullable(),
  requestedByName: z.string(),
  requestedAt: isoDateTime,
  decidedByName: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  /** Why it was rejected ('' when approved or pending). */
  decisionReason: z.string(),
  /** The blackout an approval made on the celebrity's calendar. */
  blackoutId: id.nullable(),
});

/** `GET /api/talent/me`: who I am, my celebrities, and whether my fees are shared with me. */
export const talentMeSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  shareFees: z.boolean(),
  celebrities: z.array(celebrityRef.extend({ slug: z.string() })),
});

/**
 * One upcoming booking of a celebrity of mine (`GET /api/talent/bookings`): its days, place,
 * kind of event, state and travel days. Never the customer's name or contacts, the staff's
 * notes, or any amount (the earnings call carries those, when fees are shared).
 */
export const talentBookingSchema = z.object({
  _id: id,
  number: z.string(),
  celebrity: celebrityRef,
  state: z.enum(BOOKING_STATES),
  start: z.string(),
  end: z.string(),
  /** Travel days before and after the event that the booking also takes. */
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  /** The event's city as the inquiry gave it, and the venue when staff recorded one ('' otherwise). */
  city: z.string(),
  venue: z.string(),
  eventType: z.string(),
});

/**
 * One entry of my celebrities' calendar: a hold (a quote out, tentative), a confirmed booking or
 * a blackout, with the days and travel days it takes; a blackout's reason, a hold's or booking's
 * city and event type. Nothing of the customer.
 */
export const talentCalendarEntrySchema = z.object({
  _id: id,
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  celebrity: celebrityRef,
  start: z.string(),
  end: z.string(),
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  /** A blackout's reason ('' for the other kinds). */
  reason: z.string(),
  /** A hold's or booking's city and kind of event ('' for a blackout). */
  city: z.string(),
  eventType: z.string(),
});

/** `GET /api/talent/calendar?from=&to=`: the span's entries and my pending blackout requests in it. */
export const talentCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(talentCalendarEntrySchema),
  pendingRequests: z.array(blackoutRequestSchema),
});

/** A payout to the artist as the talent sees it: its voucher, day, mode, reference and amounts. */
export const talentPayoutSchema = z.object({
  number: z.string(),
  date: z.string(),
  mode: z.string(),
  reference: z.string(),
  grossPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
});

/**
 * One booking's earnings (`GET /api/talent/earnings`, when fees are shared): the settlement's
 * figures as the booking panel shows them (`GET /api/bookings/:id/settlement`; `tdsSection` ''
 * when the payee bears none or has no details yet) and the payouts.
 */
export const talentEarningSchema = z.object({
  booking: z.object({ _id: id, number: z.string(), start: z.string(), end: z.string(), state: z.enum(BOOKING_STATES) }),
  celebrity: celebrityRef,
  grossPaise: z.number().int(),
  commissionPercent: z.number(),
  commissionPaise: z.number().int(),
  costsPaise: z.number().int(),
  tdsSection: z.string(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  balancePaise: z.number().int(),
  payouts: z.array(talentPayoutSchema),
});

export const talentEarningsTotalsSchema = z.object({
  grossPaise: z.number().int(),
  commissionPaise: z.number().int(),
  costsPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  balancePaise: z.number().int(),
});

/** `GET /api/talent/earnings`: every booking's earnings and their totals. */
export const talentEarningsSchema = z.object({
  items: z.array(talentEarningSchema),
  totals: talentEarningsTotalsSchema,
});

/**
 * `GET /api/talent/statement?fy=2026-27` (JSON; `format=pdf|csv` for the file): the financial
 * year's payouts of their celebrities by payee, each payee's TDS total the register's for their
 * PAN: the payouts domain's statement as it is.
 */
export const talentStatementSchema = statementSchema;
