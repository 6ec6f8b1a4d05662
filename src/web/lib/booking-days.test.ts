import { describe, expect, it } from 'vitest';
import { bookingDaysText, travelDaysText } from './booking-days';

describe('bookingDaysText', () => {
  it('says one day once, and a span from its first to its last day', () => {
    expect(bookingDaysText('2027-02-14', '2027-02-14')).toBe('14 February 2027');
    expect(bookingDaysText('2027-02-14', '2027-02-15')).toBe('14 February 2027 to 15 February 2027');
  });
});

describe('travelDaysText', () => {
  it.each([
    [0, 0, ''],
    [1, 1, '1 travel day before and after'],
    [2, 2, '2 travel days before and after'],
    [1, 2, '1 travel day before, 2 travel days after'],
  ])('%i before, %i after: %s', (before, after, text) => {
    expect(travelDaysText(before, after)).toBe(text);
  });
});
