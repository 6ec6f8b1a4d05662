import { formatDate } from '#shared/format';
import { formatSpan } from '#shared/inquiry-clock';
import { PAGES } from '#shared/pages';
import { indianDigits } from '#shared/indian-digits';

/** The inquiry's page at one of its bookings (the booking panel names each `booking-<id>`). */
export function bookingHref(inquiryId: string, bookingId: string): string {
  return `${PAGES.adminInquiry.getHref(inquiryId)}#booking-${bookingId}`;
}

/** "1 day late", "12 days late". */
export function daysLateText(days: number): string {
  return `${indianDigits(days)} ${days === 1 ? 'day' : 'days'} late`;
}

/** "Overdue by 3 h 20 min". */
export function replyLateText(ms: number): string {
  return `Overdue by ${formatSpan(ms)}`;
}

/** "Waiting 2 days 4 h". */
export function waitingText(ms: number): string {
  return `Waiting ${formatSpan(ms)}`;
}

/**
 * An event's days: "3 Dec 2026", or "3 Dec 2026 to 4 Dec 2026"; "today" or "tomorrow" said
 * before a first day that is one (`today` is India's).
 */
export function eventDaysText(start: string, end: string, today: string, tomorrow: string): string {
  const days =
    start === end ? formatDate(start, 'short') : `${formatDate(start, 'short')} to ${formatDate(end, 'short')}`;
  if (start === today) return `Today, ${days}`;
  if (start === tomorrow) return `Tomorrow, ${days}`;
  return days;
}

/** "Showing 8 of 14" when a list is cut, else nothing. */
export function shownOfText(shown: number, count: number): string {
  return shown < count ? `Showing ${indianDigits(shown)} of ${indianDigits(count)}` : '';
}
