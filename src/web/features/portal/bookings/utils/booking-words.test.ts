import { describe, expect, it } from 'vitest';
import { placeText } from './booking-words';

describe('placeText', () => {
  it('names the venue and its city, once', () => {
    expect(placeText({ venue: 'Jio World Centre', city: 'Mumbai' })).toBe('Jio World Centre, Mumbai');
    expect(placeText({ venue: 'Taj Lands End, Mumbai', city: 'Mumbai' })).toBe('Taj Lands End, Mumbai');
  });

  it('says what is known, or that the place is still to come', () => {
    expect(placeText({ venue: '', city: 'Pune' })).toBe('Pune');
    expect(placeText({ venue: 'NSCI Dome', city: '' })).toBe('NSCI Dome');
    expect(placeText({ venue: '', city: '' })).toBe('Place to be confirmed');
  });
});
