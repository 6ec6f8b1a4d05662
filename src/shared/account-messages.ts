/*
 * Kept out of messages.ts, which every public page's first load carries (the API client imports
 * it): only the account screens and the server need these.
 */

/** My account, the password reset and disabling an account (issue 12): what both sides say. */
export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'Your current password is not correct',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'Choose a password different from your current one',
  passwordsDiffer: 'The two passwords do not match',
  confirmPasswordRequired: 'Please type the new password again',
  passwordChanged: 'Password changed. You are still signed in here; every other session has been signed out.',
  accountSaved: 'Your details have been saved',
  resetLinkSent:
    'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
  resetLinkInvalid:
    'This password reset link is not valid: it has been used already, has expired, or a newer one was used. Please ask for a new link.',
  resetLinkMissing: 'This page needs the link from the password reset e-mail. Please ask for a new link.',
  passwordResetDone: 'Your password has been changed. Sign in with your new password.',
  staffDisabled: 'Account disabled; its sessions have ended',
  staffEnabled: 'Account enabled; they can sign in again',
} as const;
