/* The talent domain's refusals, word for word (tests and the docs quote them). */
import { BLACKOUT_REQUEST_MAX_DAYS_AHEAD } from '#shared/constants/talent';

export const TALENT_MESSAGES = {
  talentUserNotFound: 'Talent account not found',
  celebrityNotFound: 'Celebrity not found',
  requestNotFound: 'Blackout request not found',
  bookingNotFound: 'Booking not found',
  unknownCelebrities: 'A celebrity chosen does not exist any more: choose again',
  staffEmail: 'This e-mail belongs to a staff account: a staff member cannot be invited as talent',
  disabledTalent: 'This talent account is disabled: enable it in the talent list before inviting again',
  alreadyDecided: (state: string) => `This request was already ${state}`,
  startPast: 'Start cannot be in the past',
  startTooFar: `Ask for days at most ${BLACKOUT_REQUEST_MAX_DAYS_AHEAD} days ahead`,
  daysTaken: (what: string) => `These days are already taken: ${what}`,
  alreadyAsked: 'You already asked for some of these days: wait for the agency to answer that request',
  feesNotShared: 'The agency does not share fees on this account',
} as const;
