/* Accounts and their sessions: roles, states, passwords, the browser's session record. */

/**
 * Every role an account can have. `talent` (issue 39) is a celebrity or their manager, bound to
 * their celebrities, who reaches only the talent portal's calls: `app.requireUser()` admits the
 * staff roles alone unless a route names `talent` (decision 0037).
 */
export const ROLES = ['staff', 'admin', 'talent'] as const;
export type Role = (typeof ROLES)[number];

/** The agency's own people: the panel's roles, the ones the staff screens list, add and edit. */
export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a role is one of the agency's own (not talent). */
export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 12;

/**
 * Sent with requests the app makes on its own (the bell's polling), not on a person's action:
 * they keep no session from idling out (SESSION_IDLE_MINUTES), or an open tab never would.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

export const STORAGE_KEYS = { session: 'app-storage', token: 'token' } as const;
