import { describe, expect, it } from 'vitest';
import { formatTimeToQuote, quoteLabel, timeToQuoteNote } from './quote-notes';

describe('quote notes', () => {
  it('names the days each figure covers', () => {
    expect(quoteLabel('Quotes sent', 30)).toBe('Quotes sent (30 days)');
    expect(quoteLabel('Median time to quote', 30)).toBe('Median time to quote (30 days)');
    expect(quoteLabel('Quotes sent', 1)).toBe('Quotes sent (1 day)');
  });

  it('shows the median in minutes, hours to a tenth, then days', () => {
    expect(formatTimeToQuote(5.5 * 3600)).toBe('5.5 h');
    expect(formatTimeToQuote(5 * 3600)).toBe('5 h');
    expect(formatTimeToQuote(5 * 3600 + 170)).toBe('5 h');
    expect(formatTimeToQuote(5 * 3600 + 190)).toBe('5.1 h');
    expect(formatTimeToQuote(45 * 60)).toBe('45 min');
    expect(formatTimeToQuote(20)).toBe('1 min');
    expect(formatTimeToQuote(59 * 60 + 40)).toBe('1 h');
    expect(formatTimeToQuote(47.9 * 3600)).toBe('47.9 h');
    expect(formatTimeToQuote(48 * 3600)).toBe('2 days');
    expect(formatTimeToQuote(3.25 * 86_400)).toBe('3.3 days');
  });

  it('says over how many inquiries the median was taken', () => {
    expect(timeToQuoteNote({ firstQuoted: 4, days: 30 })).toBe('From inquiry to first quote, over 4 inquiries');
    expect(timeToQuoteNote({ firstQuoted: 1, days: 30 })).toBe('From inquiry to first quote, over 1 inquiry');
    expect(timeToQuoteNote({ firstQuoted: 1200, days: 30 })).toBe('From inquiry to first quote, over 1,200 inquiries');
    expect(timeToQuoteNote({ firstQuoted: 0, days: 30 })).toBe('No first quote sent in the last 30 days');
  });
});
