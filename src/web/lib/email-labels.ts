import type { EmailState } from '#shared/constants/mail';

/**
 * Each state of an outbox e-mail as the admin panel names it. (What each kind of e-mail is, the
 * registry says: #shared/event-kinds/email-kinds.)
 */
export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unsent: 'Not sent',
};

/** What each state means, for the preview. */
export const EMAIL_STATE_NOTES: Record<EmailState, string> = {
  pending: 'Waiting to be sent; failed attempts are retried for a day.',
  sending: 'Being handed to the mail server right now.',
  sent: 'The mail server accepted this e-mail.',
  failed: 'Every attempt failed for a day, so this e-mail was given up.',
  unsent: 'No mail server is configured, so this e-mail was recorded but not sent.',
};
