import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { blockedDays, dayRows, gridSegments } from './calendar-entries.js';

let serial = 0;
function entry(fields: Partial<CalendarEntry> & Pick<CalendarEntry, 'start' | 'end'>): CalendarEntry {
  serial += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    kind: 'hold',
    celebrity: { _id: '10000000-0000-4000-8000-000000000001', name: 'Rhea Kapoor' },
    bufferBefore: 0,
    bufferAfter: 0,
    reason: '',
    quoteId: null,
    overlapsHold: false,
    inquiry: null,
    bookingNumber: null,
    createdByName: 'Asha',
    createdAt: '2026-11-27T10:00:00.000Z',
    ...fields,
  };
}

describe('blockedDays', () => {
  it('adds the travel days on both sides, across months', () => {
    expect(blockedDays(entry({ start: '2027-03-01', end: '2027-03-02', bufferBefore: 1, bufferAfter: 2 }))).toEqual({
      first: '2027-02-28',
      last: '2027-03-04',
    });
  });
});

describe('gridSegments', () => {
  it('draws an entry without travel days as one block', () => {
    const blackout = entry({ kind: 'blackout', start: '2027-02-14', end: '2027-02-16' });
    expect(gridSegments([blackout])).toEqual([
      { key: blackout._id, entry: blackout, part: 'event', first: '2027-02-14', last: '2027-02-16' },
    ]);
  });

  it('draws the travel days before and after as blocks of their own', () => {
    const booking = entry({
      kind: 'confirmed',
      start: '2027-02-10',
      end: '2027-02-10',
      bufferBefore: 2,
      bufferAfter: 1,
    });
    expect(gridSegments([booking]).map(({ key, part, first, last }) => ({ key, part, first, last }))).toEqual([
      { key: `${booking._id}:before`, part: 'travel', first: '2027-02-08', last: '2027-02-09' },
      { key: booking._id, part: 'event', first: '2027-02-10', last: '2027-02-10' },
      { key: `${booking._id}:after`, part: 'travel', first: '2027-02-11', last: '2027-02-11' },
    ]);
  });
});

describe('dayRows', () => {
  it('lists each entry once, under the day its own days begin', () => {
    const hold = entry({ start: '2027-02-10', end: '2027-02-12', bufferBefore: 1, bufferAfter: 1 });
    const blackout = entry({ kind: 'blackout', start: '2027-02-20', end: '2027-02-25' });
    expect(dayRows([blackout, hold], '2027-02')).toEqual([
      { day: '2027-02-10', items: [{ entry: hold, continued: false }] },
      { day: '2027-02-20', items: [{ entry: blackout, continued: false }] },
    ]);
  });

  it('puts an entry that began in an earlier month under the month’s first day', () => {
    const blackout = entry({ kind: 'blackout', start: '2027-01-28', end: '2027-02-03' });
    const travelOnly = entry({ start: '2027-01-30', end: '2027-01-31', bufferAfter: 1 });
    expect(dayRows([blackout, travelOnly], '2027-02')).toEqual([
      {
        day: '2027-02-01',
        // A hold before a blackout on the same day.
        items: [
          { entry: travelOnly, continued: true },
          { entry: blackout, continued: true },
        ],
      },
    ]);
  });

  it('counts the travel days into the month when only they fall in it', () => {
    const booking = entry({ kind: 'confirmed', start: '2027-03-01', end: '2027-03-01', bufferBefore: 1 });
    expect(dayRows([booking], '2027-02')).toEqual([
      { day: '2027-02-28', items: [{ entry: booking, continued: false }] },
    ]);
  });

  it('leaves out entries that take no day of the month', () => {
    expect(dayRows([entry({ start: '2027-03-02', end: '2027-03-03', bufferBefore: 1 })], '2027-02')).toEqual([]);
    expect(dayRows([], '2027-02')).toEqual([]);
  });

  it('orders one day’s entries: confirmed, holds, blackouts, then by celebrity', () => {
    const arjun = { _id: '10000000-0000-4000-8000-000000000002', name: 'Arjun Mehta' };
    const blackout = entry({ kind: 'blackout', start: '2027-02-05', end: '2027-02-05', celebrity: arjun });
    const holdRhea = entry({ start: '2027-02-05', end: '2027-02-06', overlapsHold: true });
    const holdArjun = entry({ start: '2027-02-05', end: '2027-02-05', celebrity: arjun });
    const confirmed = entry({ kind: 'confirmed', start: '2027-02-05', end: '2027-02-05' });
    const [row] = dayRows([blackout, holdRhea, holdArjun, confirmed], '2027-02');
    expect(row?.items.map((item) => item.entry)).toEqual([confirmed, holdArjun, holdRhea, blackout]);
  });

  it('keeps every day a plain calendar day, whatever the time zone', () => {
    // The month's last day and a leap year's 29 February stay themselves.
    const leap = entry({ start: '2028-02-29', end: '2028-02-29' });
    expect(dayRows([leap], '2028-02')).toEqual([{ day: '2028-02-29', items: [{ entry: leap, continued: false }] }]);
  });
});
