import { describe, expect, it } from 'vitest';
import { bookingHref, daysLateText, eventDaysText, replyLateText, shownOfText, waitingText } from './todo-notes';

describe('the to-do lists’ words', () => {
  it('opens the inquiry at the booking', () => {
    expect(bookingHref('i-1', 'b-2')).toBe('/admin/inquiries/i-1#booking-b-2');
  });

  it('says how late and how long', () => {
    expect(daysLateText(1)).toBe('1 day late');
    expect(daysLateText(1200)).toBe('1,200 days late');
    expect(replyLateText(3 * 3_600_000 + 20 * 60_000)).toBe('Overdue by 3 h 20 min');
    expect(waitingText(2 * 86_400_000 + 4 * 3_600_000)).toBe('Waiting 2 days 4 h');
  });

  it('names an event’s days, today and tomorrow', () => {
    expect(eventDaysText('2026-12-03', '2026-12-03', '2026-11-29', '2026-11-30')).toBe('3 Dec 2026');
    expect(eventDaysText('2026-12-03', '2026-12-04', '2026-11-29', '2026-11-30')).toBe('3 Dec 2026 to 4 Dec 2026');
    expect(eventDaysText('2026-11-29', '2026-11-29', '2026-11-29', '2026-11-30')).toBe('Today, 29 Nov 2026');
    expect(eventDaysText('2026-11-30', '2026-11-30', '2026-11-29', '2026-11-30')).toBe('Tomorrow, 30 Nov 2026');
  });

  it('says when a list is cut', () => {
    expect(shownOfText(8, 14)).toBe('Showing 8 of 14');
    expect(shownOfText(3, 3)).toBe('');
  });
});
