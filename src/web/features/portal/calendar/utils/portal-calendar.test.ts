import { describe, expect, it } from 'vitest';
import type { TalentCalendar } from '#shared/schemas/talent';
import { itemTitle, monthWeeks, partOn, portalDayRows, portalItems } from './portal-calendar';

const aarav = { _id: 'c-aarav', name: 'Aarav Kapoor' };

const calendar: TalentCalendar = {
  from: '2028-02-01',
  to: '2028-02-29',
  entries: [
    {
      _id: 'e-booked',
      kind: 'confirmed',
      celebrity: aarav,
      start: '2028-02-14',
      end: '2028-02-15',
      bufferBefore: 1,
      bufferAfter: 1,
      reason: '',
      city: 'Mumbai',
      eventType: 'Wedding',
    },
    {
      _id: 'e-away',
      kind: 'blackout',
      celebrity: aarav,
      start: '2028-01-30',
      end: '2028-02-02',
      bufferBefore: 0,
      bufferAfter: 0,
      reason: 'Family holiday',
      city: '',
      eventType: '',
    },
  ],
  pendingRequests: [
    {
      _id: 'r-1',
      celebrity: aarav,
      start: '2028-02-20',
      end: '2028-02-20',
      reason: 'Recording',
      state: 'pending',
      requestedById: 'u-1',
      requestedByName: 'Neha Manager',
      requestedAt: '2028-01-10T10:00:00.000Z',
      decidedByName: null,
      decidedAt: null,
      decisionReason: '',
      blackoutId: null,
    },
  ],
};

describe('the portal’s calendar', () => {
  const items = portalItems(calendar);

  it('puts the entries and the pending requests together, by first day, each saying what it is', () => {
    expect(items.map((item) => [item.kind, itemTitle(item, false)])).toEqual([
      ['blackout', 'Blackout: Family holiday'],
      ['confirmed', 'Booked: Mumbai, Wedding'],
      ['requested', 'Blackout asked for: Recording'],
    ]);
    expect(itemTitle(items[1]!, true)).toBe('Booked: Mumbai, Wedding (Aarav Kapoor)');
  });

  it('lists each item once, under the day it begins, or the month’s first day when it began before', () => {
    expect(portalDayRows(items, '2028-02').map((row) => [row.day, row.items.map((item) => item.key)])).toEqual([
      ['2028-02-01', ['e-away']],
      ['2028-02-14', ['e-booked']],
      ['2028-02-20', ['r-1']],
    ]);
    // Its travel day after alone reaches into March: listed on March's first day.
    const late = { ...items[1]!, start: '2028-02-28', end: '2028-02-29' };
    expect(portalDayRows([late], '2028-03')).toEqual([{ day: '2028-03-01', items: [late] }]);
    // Its travel day before alone falls in March: listed on March's last day.
    const early = { ...items[1]!, start: '2028-04-01', end: '2028-04-02' };
    expect(portalDayRows([early], '2028-03')).toEqual([{ day: '2028-03-31', items: [early] }]);
    expect(portalDayRows(items, '2028-04')).toEqual([]);
  });

  it('tells an item’s own days from its travel days', () => {
    const booked = items[1]!;
    expect(
      ['2028-02-12', '2028-02-13', '2028-02-14', '2028-02-15', '2028-02-16', '2028-02-17'].map((day) =>
        partOn(booked, day),
      ),
    ).toEqual([undefined, 'travel', 'event', 'event', 'travel', undefined]);
  });

  it('lays the month out in weeks from Monday', () => {
    // 1 February 2028 is a Tuesday; the 29th a Tuesday too.
    const weeks = monthWeeks('2028-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2028-02-01',
      '2028-02-02',
      '2028-02-03',
      '2028-02-04',
      '2028-02-05',
      '2028-02-06',
    ]);
    expect(weeks[4]).toEqual(['2028-02-28', '2028-02-29', null, null, null, null, null]);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });
});
