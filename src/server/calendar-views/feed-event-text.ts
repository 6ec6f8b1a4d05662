import type { CalendarEntryKind } from '#shared/constants/calendar';

/**
 * What a feed's event knows of its entry: the event's kind and place from the inquiry, the venue
 * and number from the booking, where there are ones. Never the customer: the manager's phone may
 * be seen by anyone, and the customer's name and contact details are theirs (issue 39).
 */
export interface FeedEntryFacts {
  kind: CalendarEntryKind;
  /** A blackout's reason as staff wrote it ('' for the other kinds). */
  reason: string;
  bufferBefore: number;
  bufferAfter: number;
  /** The inquiry's event type ("Wedding") and place ("Mumbai"), null for a blackout. */
  eventType: string | null;
  city: string | null;
  /** The booking's venue ('' when staff gave none) and number; null without a booking. */
  venue: string | null;
  bookingNumber: string | null;
}

/** An event's title, place and notes, as a calendar app shows them. */
export interface FeedEventText {
  summary: string;
  location: string | null;
  description: string;
}

const known = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

function travelLine({ bufferBefore, bufferAfter }: FeedEntryFacts): string | null {
  if (bufferBefore === 0 && bufferAfter === 0) return null;
  return `Travel: ${bufferBefore} day(s) before, ${bufferAfter} after.`;
}

/**
 * The words of one entry in the feed: a booking or a hold names its event, city and venue where
 * they are known ("Booked: Wedding, Mumbai", at "Taj Lands End, Mumbai"); a blackout says it is
 * one, with staff's reason. No set time is kept anywhere yet, so every event is all day.
 */
export function feedEventText(facts: FeedEntryFacts): FeedEventText {
  const travel = travelLine(facts);
  if (facts.kind === 'blackout') {
    return {
      summary: 'Unavailable (blocked)',
      location: null,
      description: ['Blocked by the agency: no bookings on these days.', facts.reason, travel].filter(known).join('\n'),
    };
  }
  const what = [facts.eventType, facts.city].filter(known).join(', ');
  const summary =
    facts.kind === 'hold' ? `On hold${what ? `: ${what}` : ''} (tentative)` : `Booked${what ? `: ${what}` : ''}`;
  const location = [facts.venue, facts.city].filter(known).join(', ');
  const description = [
    facts.kind === 'hold'
      ? 'Held for a customer deciding on a quote or paying the advance: not confirmed yet.'
      : 'Confirmed booking.',
    known(facts.eventType) ? `Event: ${facts.eventType}` : null,
    known(facts.city) ? `City: ${facts.city}` : null,
    known(facts.venue) ? `Venue: ${facts.venue}` : null,
    known(facts.bookingNumber) ? `Booking: ${facts.bookingNumber}` : null,
    travel,
  ]
    .filter(known)
    .join('\n');
  return { summary, location: location === '' ? null : location, description };
}
