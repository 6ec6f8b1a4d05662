/* The talent portal (issue 39): talent accounts, their invitations and their blackout requests. */

/**
 * How long an invitation's link sets a password: a week, not a reset link's 30 minutes, since the
 * person invited may be on tour and did not ask for it at that moment (decision 0037). A reset
 * asked for later still lasts 30 minutes.
 */
export const TALENT_INVITATION_LINK_DAYS = 7;

/** The most celebrities one talent account is bound to (a manager of several). */
export const TALENT_CELEBRITIES_MAX = 20;

/**
 * Where a talent account stands: `invited` until the person has set a password through the
 * invitation's link, `active` once they have, `disabled` when an admin switched the account off.
 */
export const TALENT_USER_STATES = ['invited', 'active', 'disabled'] as const;
export type TalentUserState = (typeof TALENT_USER_STATES)[number];

/** A talent's blackout request (issue 39): waiting for staff, or decided. */
export const BLACKOUT_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type BlackoutRequestState = (typeof BLACKOUT_REQUEST_STATES)[number];

/** A requested blackout lasts at most this many days (both ends included): longer is a call to the agency. */
export const BLACKOUT_REQUEST_MAX_DAYS = 90;

/** A blackout may be asked for up to this many days ahead (a diary two years out). */
export const BLACKOUT_REQUEST_MAX_DAYS_AHEAD = 730;

/** What a talent's statement is answered as (`GET /api/talent/statement?format=`); absent: JSON. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
