import { StatePill } from '#web/components/ui/state-pill';
import type { BookingState } from '#shared/constants/bookings';

const LABELS: Record<BookingState, string> = {
  awaiting_advance: 'Awaiting advance',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const TONES: Record<BookingState, string> = {
  awaiting_advance: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-slate-100 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** A booking's state as a badge. */
export function BookingStateBadge({ state }: { state: BookingState }) {
  return <StatePill data-booking-state={state} label={LABELS[state]} tone={TONES[state]} />;
}
