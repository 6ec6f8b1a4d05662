import { describe, expect, it } from 'vitest';
import {
  formatCelebrityPrice,
  formatDate,
  formatIndianDate,
  formatIndianTime,
  formatPrice,
  formatShortDate,
  formatShortIndianDate,
} from './format.js';

describe('formatPrice', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatPrice(200000)).toBe('₹2,00,000');
    expect(formatPrice(50000)).toBe('₹50,000');
    expect(formatPrice(12500000)).toBe('₹1,25,00,000');
    expect(formatPrice(999)).toBe('₹999');
  });
  it('drops paise', () => {
    expect(formatPrice(1500.6)).toBe('₹1,501');
  });
});

describe('formatCelebrityPrice', () => {
  it('shows Price on Demand when asked, or when there is no price', () => {
    expect(formatCelebrityPrice({ price: null, priceOnDemand: true })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: 300000, priceOnDemand: true })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: null, priceOnDemand: false })).toBe('Price on Demand');
    expect(formatCelebrityPrice({ price: 300000, priceOnDemand: false })).toBe('₹3,00,000');
  });
});

describe('formatDate', () => {
  it('formats calendar days and timestamps the same day everywhere', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
    expect(formatDate('2026-01-05T23:30:00.000Z')).toBe('5 January 2026');
  });
  it('returns what it cannot read', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatIndianTime', () => {
  it("writes a moment in India's time, whatever the machine's zone", () => {
    expect(formatIndianTime('2026-11-24T09:35:00Z')).toBe('24 November 2026 at 3:05 pm IST');
    // 20:00 UTC on 31 October is already 1 November in India.
    expect(formatIndianTime(new Date('2026-10-31T20:00:00Z'))).toBe('1 November 2026 at 1:30 am IST');
  });
});

describe('short dates for tables', () => {
  it('read a calendar date as it is, and a moment as its day in India', () => {
    expect(formatShortDate('2027-01-07')).toBe('7 Jan 2027');
    // 20:00 UTC on 22 November is already 23 November in India.
    expect(formatShortIndianDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });
});

describe('formatIndianDate', () => {
  it('writes the day a moment fell on in India, and leaves what is not a date as it is', () => {
    expect(formatIndianDate('2026-05-03T09:00:00.000Z')).toBe('3 May 2026');
    // 20:00 UTC on 31 October is already 1 November in India.
    expect(formatIndianDate('2026-10-31T20:00:00Z')).toBe('1 November 2026');
    expect(formatIndianDate('soon')).toBe('soon');
  });
});
