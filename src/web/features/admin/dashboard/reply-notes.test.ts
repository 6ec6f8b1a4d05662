import { describe, expect, it } from 'vitest';
import { answeredOnTimeNote, answeredWithinLabel, dueSoonNote } from './reply-notes';

describe('reply notes', () => {
  it('names the promised time as configured', () => {
    expect(answeredWithinLabel(24)).toBe('Answered within 24 hours');
    expect(answeredWithinLabel(48)).toBe('Answered within 48 hours');
    expect(answeredWithinLabel(1)).toBe('Answered within 1 hour');
  });

  it('says how many of how many, and over which days', () => {
    expect(answeredOnTimeNote({ onTime: 18, total: 20, percent: 90, days: 30 })).toBe('18 of 20 in the last 30 days');
    expect(answeredOnTimeNote({ onTime: 1200, total: 1500, percent: 80, days: 30 })).toBe(
      '1,200 of 1,500 in the last 30 days',
    );
    expect(answeredOnTimeNote({ onTime: 0, total: 0, percent: null, days: 30 })).toBe(
      'None due yet in the last 30 days',
    );
  });

  it('counts the inquiries due soon', () => {
    expect(dueSoonNote(3, 4)).toBe('3 due within 4 hours');
    expect(dueSoonNote(0, 4)).toBe('None due within 4 hours');
    expect(dueSoonNote(1, 1)).toBe('1 due within 1 hour');
  });
});
