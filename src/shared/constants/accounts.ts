/* Staff accounts and their sessions: roles, states, passwords, the browser's session record. */

export const ROLES = ['staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 12;

/**
 * Sent with requests the app makes on its own (the bell's polling), not on a person's action:
 * they keep no session from idling out (SESSION_IDLE_MINUTES), or an open tab never would.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';

export const STORAGE_KEYS = { session: 'app-storage', token: 'token' } as const;
