import { addCalendarDays } from '#shared/calendar-days';
import type { BookingState } from '#shared/constants/bookings';

/** What a booking's schedule and its payments come to on a day of India's calendar. */
export interface BookingSchedule {
  balancePaise: number;
  /** The day the balance is due: the first day less `balanceDueDays`. */
  balanceDueOn: string;
  /** Received so far, tax deducted at source included. */
  paidPaise: number;
  /** Still to be paid in all, never below 0; 0 once cancelled. */
  duePaise: number;
  /** Something is still due and the balance's due day has passed; never for a cancelled booking. */
  overdue: boolean;
  /**
   * What is to be paid at once: the advance still unpaid; from the balance's due day on,
   * everything still due. 0 for a cancelled booking.
   */
  dueNowPaise: number;
}

/**
 * A booking's schedule on `today` (`YYYY-MM-DD`, India's calendar), from its amounts and what
 * its payments settled (`paidPaise`): the one rule the staff's booking, the customer's status
 * link and the dashboard's overdue figure follow (the dashboard's SQL says it again).
 */
export function bookingSchedule(
  booking: {
    state: BookingState;
    startDate: string;
    balanceDueDays: number;
    totalPaise: number;
    advancePaise: number;
  },
  paidPaise: number,
  today: string,
): BookingSchedule {
  const cancelled = booking.state === 'cancelled';
  // A cancelled booking is owed nothing more: what it settled is in its cancellation.
  const duePaise = cancelled ? 0 : Math.max(0, booking.totalPaise - paidPaise);
  const balanceDueOn = addCalendarDays(booking.startDate, -booking.balanceDueDays);
  const advanceUnpaid = Math.max(0, booking.advancePaise - paidPaise);
  return {
    balancePaise: booking.totalPaise - booking.advancePaise,
    balanceDueOn,
    paidPaise,
    duePaise,
    overdue: !cancelled && duePaise > 0 && balanceDueOn < today,
    dueNowPaise: cancelled ? 0 : balanceDueOn <= today ? duePaise : Math.min(duePaise, advanceUnpaid),
  };
}
