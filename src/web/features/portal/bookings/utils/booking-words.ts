import type { BookingState } from '#shared/constants/bookings';

/**
 * A booking's state in the talent's words, and its colours: awaiting the customer's advance (the
 * days are held, not yet certain), confirmed, done, or called off.
 */
export const BOOKING_STATE_WORDS: Record<BookingState, { label: string; tone: string }> = {
  awaiting_advance: { label: 'Awaiting advance', tone: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmed', tone: 'bg-emerald-100 text-emerald-900' },
  completed: { label: 'Completed', tone: 'bg-slate-100 text-slate-800' },
  cancelled: { label: 'Cancelled', tone: 'bg-red-100 text-red-900' },
};

/** Where the event is: the venue and the city, or whichever is known. */
export function placeText({ city, venue }: { city: string; venue: string }): string {
  if (venue && city && !venue.toLowerCase().includes(city.toLowerCase())) return `${venue}, ${city}`;
  return venue || city || 'Place to be confirmed';
}
