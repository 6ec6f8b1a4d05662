import { describe, expect, it } from 'vitest';
import { type FeedEntryFacts, feedEventText } from './feed-event-text.js';

const booking: FeedEntryFacts = {
  kind: 'confirmed',
  reason: '',
  bufferBefore: 1,
  bufferAfter: 0,
  eventType: 'Wedding',
  city: 'Mumbai',
  venue: 'Taj Lands End',
  bookingNumber: 'SLT/B/26-27/0007',
};

/** Each feed event's words (issue 39): what is known, and nothing made up where it is not. */
describe('feedEventText', () => {
  it('names a booking’s event, city and venue, with its number and travel days', () => {
    expect(feedEventText(booking)).toEqual({
      summary: 'Booked: Wedding, Mumbai',
      location: 'Taj Lands End, Mumbai',
      description:
        'Confirmed booking.\nEvent: Wedding\nCity: Mumbai\nVenue: Taj Lands End\nBooking: SLT/B/26-27/0007\nTravel: 1 day(s) before, 0 after.',
    });
  });

  it('says only "Booked" with no place when nothing is known, and a blank venue is no venue', () => {
    const bare = { ...booking, eventType: null, city: null, venue: null, bookingNumber: null, bufferBefore: 0 };
    expect(feedEventText(bare)).toEqual({ summary: 'Booked', location: null, description: 'Confirmed booking.' });
    expect(feedEventText({ ...booking, venue: '  ' }).location).toBe('Mumbai');
  });

  it('says a hold is tentative, and a blackout what it is, with the reason', () => {
    expect(feedEventText({ ...booking, kind: 'hold', venue: '' }).summary).toBe('On hold: Wedding, Mumbai (tentative)');
    const blackout = feedEventText({
      ...booking,
      kind: 'blackout',
      reason: 'Film shoot',
      eventType: null,
      city: null,
      venue: null,
      bookingNumber: null,
    });
    expect(blackout).toEqual({
      summary: 'Unavailable (blocked)',
      location: null,
      description: 'Blocked by the agency: no bookings on these days.\nFilm shoot\nTravel: 1 day(s) before, 0 after.',
    });
  });
});
