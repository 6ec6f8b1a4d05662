import { z } from 'zod';
import type {
  blackoutRequestSchema,
  talentBookingSchema,
  talentCalendarSchema,
  talentEarningsSchema,
  talentMeSchema,
  talentStatementSchema,
  talentUserSchema,
} from './talent-responses.js';
import { USER_STATUSES } from '../constants/accounts.js';
import {
  BLACKOUT_REQUEST_MAX_DAYS,
  BLACKOUT_REQUEST_STATES,
  STATEMENT_FORMATS,
  TALENT_CELEBRITIES_MAX,
} from '../constants/talent.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { calendarDay, calendarQuerySchema, endsOnOrAfterStart } from './calendar.js';
import { emailSchema, paginationSchema, searchTextSchema } from './common.js';
import { financialYearParam } from './payouts.js';
import { singleLineText } from './text.js';

/*
 * The talent portal (issue 39): admins invite a celebrity or their manager and bind them to
 * celebrities; the talent reads their bookings and calendar and asks for blackouts, which staff
 * approve or reject. The server validates with these schemas and the forms use them.
 */

/** The celebrities a talent account is bound to: at least one, each once. */
const celebrityIdsSchema = z
  .array(z.uuid('Not a celebrity'), { error: 'Choose the celebrities' })
  .min(1, 'Choose at least one celebrity')
  .max(TALENT_CELEBRITIES_MAX, `At most ${TALENT_CELEBRITIES_MAX} celebrities`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each celebrity once');

/** Whether the talent sees their earnings (gross, commission, TDS, net, paid) and statement. */
const shareFeesSchema = z.boolean({ error: 'Say whether to share the fees' });

/** `POST /api/talent-invitations` (admins): a new talent account, or the invitation sent again. */
export const talentInvitationSchema = z.object({
  email: emailSchema,
  name: singleLineText('Name', TEXT_LIMITS.name),
  celebrityIds: celebrityIdsSchema,
  shareFees: shareFeesSchema.default(false),
});
export type TalentInvitationInput = z.input<typeof talentInvitationSchema>;
export type TalentInvitationValues = z.output<typeof talentInvitationSchema>;

/** `PUT /api/talent-users/:id` (admins): the celebrities, the fee sharing and the account's status. */
export const talentUserUpdateSchema = z.object({
  celebrityIds: celebrityIdsSchema,
  shareFees: shareFeesSchema,
  status: z.enum(USER_STATUSES, 'Status must be active or disabled'),
});
export type TalentUserUpdateInput = z.output<typeof talentUserUpdateSchema>;

/** `GET /api/talent-users` (admins): a page, searched by name or e-mail. */
export const talentUserListQuerySchema = paginationSchema.extend({ q: searchTextSchema });
export type TalentUserListQuery = z.output<typeof talentUserListQuerySchema>;

/** `GET /api/blackout-requests?state=pending` (staff): a page, of one state or all. */
export const blackoutRequestListQuerySchema = paginationSchema.extend({
  state: z.enum(BLACKOUT_REQUEST_STATES, 'State must be pending, approved or rejected').optional(),
});
export type BlackoutRequestListQuery = z.output<typeof blackoutRequestListQuerySchema>;

/** `POST /api/blackout-requests/:id/reject` (staff): the talent is told why. */
export const blackoutRejectSchema = z.object({ reason: singleLineText('Reason', 500) });
export type BlackoutRejectInput = z.output<typeof blackoutRejectSchema>;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * `POST /api/talent/blackout-requests`: a celebrity of theirs, the days (both included) and why.
 * The server also refuses a start in the past, one too far ahead, and days already taken.
 */
export const talentBlackoutRequestSchema = z
  .object({
    celebrityId: z.uuid('Choose a celebrity'),
    start: calendarDay('Start'),
    end: calendarDay('End'),
    reason: singleLineText('Reason', 200),
  })
  .refine(endsOnOrAfterStart, { path: ['end'], message: 'End must be on or after Start' })
  .refine(
    (request) =>
      !endsOnOrAfterStart(request) ||
      typeof request.start !== 'string' ||
      typeof request.end !== 'string' ||
      !(daysBetween(request.start, request.end) >= BLACKOUT_REQUEST_MAX_DAYS),
    { path: ['end'], message: `A blackout request covers at most ${BLACKOUT_REQUEST_MAX_DAYS} days` },
  );
export type TalentBlackoutRequestInput = z.input<typeof talentBlackoutRequestSchema>;
export type TalentBlackoutRequestValues = z.output<typeof talentBlackoutRequestSchema>;

/** `GET /api/talent/calendar?from=&to=` (and `celebrity=` for one of theirs): the staff calendar's span rules. */
export const talentCalendarQuerySchema = calendarQuerySchema;
export type TalentCalendarQuery = z.output<typeof talentCalendarQuerySchema>;

/** `GET /api/talent/bookings`, `/earnings`: all their celebrities', or one's (`celebrity=`). */
export const talentCelebrityQuerySchema = z.object({ celebrity: z.uuid('Not a celebrity').optional() });
export type TalentCelebrityQuery = z.output<typeof talentCelebrityQuerySchema>;

/**
 * `GET /api/talent/statement?fy=2026-27&format=pdf|csv`: one financial year's statement of their
 * celebrities' payouts, by payee (`celebrity=` for one of theirs); JSON without `format`.
 */
export const talentStatementQuerySchema = z.object({
  fy: financialYearParam,
  celebrity: z.uuid('Not a celebrity').optional(),
  format: z.enum(STATEMENT_FORMATS, 'Format must be pdf or csv').optional(),
});
export type TalentStatementQuery = z.output<typeof talentStatementQuerySchema>;

export type TalentUser = z.output<typeof talentUserSchema>;
export type BlackoutRequest = z.output<typeof blackoutRequestSchema>;
export type TalentMe = z.output<typeof talentMeSchema>;
export type TalentBooking = z.output<typeof talentBookingSchema>;
export type TalentCalendar = z.output<typeof talentCalendarSchema>;
export type TalentEarnings = z.output<typeof talentEarningsSchema>;
export type TalentStatement = z.output<typeof talentStatementSchema>;
