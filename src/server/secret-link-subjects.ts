import { issueResetToken } from '#server/accounts/password-resets';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { calendarFeedTokenFor } from '#server/calendar/calendar-feed';
import { lockInquiry } from '#server/inquiry-life/inquiry-life';
import type { LinkSubjects } from '#server/mail/secret-links';

/**
 * What the outbox's sender needs to make a secret link, from the domains that own its subject:
 * the inquiry's lock (inquiries) and when it closed (bookings) for a status link, the account's
 * reset token (accounts), a celebrity's calendar feed (calendar). They come before mail in the domain order (decision 0029), so the app
 * gathers them here and hands them to the mail domain.
 */
export const linkSubjects: LinkSubjects = {
  lockInquiry: async (tx, inquiryId) => (await lockInquiry(tx, inquiryId)) !== undefined,
  inquiryClosedAt,
  issueResetToken,
  calendarFeedToken: calendarFeedTokenFor,
};
