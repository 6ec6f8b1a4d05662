import { describe, expect, it } from 'vitest';
import type { Funnel } from '#shared/schemas/dashboard';
import { cashSummary, funnelSteps, funnelSummary, percentText, stackHeights, weekLabel } from './chart-notes';

const FUNNEL: Funnel = {
  days: 30,
  inquiries: 40,
  quoted: 32,
  accepted: 20,
  advancePaid: 12,
  quotedPercent: 80,
  acceptedPercent: 62,
  advancePaidPercent: 60,
  overallPercent: 30,
};

describe('the charts’ words and sizes', () => {
  it('names a week by its Monday without the year', () => {
    expect(weekLabel('2026-11-23')).toBe('23 Nov');
    expect(weekLabel('2027-01-04')).toBe('4 Jan');
  });

  it('lists the funnel’s steps with the conversion from the step before', () => {
    expect(funnelSteps(FUNNEL)).toEqual([
      { label: 'Inquiries', count: 40, percent: null },
      { label: 'Quoted', count: 32, percent: 80 },
      { label: 'Accepted', count: 20, percent: 62 },
      { label: 'Advance paid', count: 12, percent: 60 },
    ]);
    expect(percentText(null)).toBe('–');
    expect(funnelSummary(FUNNEL)).toBe('Of 40 inquiries received in the last 30 days, 12 paid an advance (30%).');
    expect(funnelSummary({ ...FUNNEL, days: 90, inquiries: 0 })).toBe('No inquiry received in the last 90 days.');
  });

  it('sums the weeks’ cash in words', () => {
    const week = { weekStart: '2026-11-23', bookings: 1, collectedPaise: 30_000_000, duePaise: 20_000_000 };
    expect(cashSummary([week, { ...week, collectedPaise: 0, duePaise: 5_000_000 }])).toBe(
      'Of the balances falling due in the next 2 weeks, ₹3,00,000 is collected and ₹2,50,000 still due.',
    );
    expect(cashSummary([week, week].map((one) => ({ ...one, collectedPaise: 0, duePaise: 0 })))).toBe(
      'No balance falls due in the next 2 weeks.',
    );
  });

  it('stacks a week’s bar to the largest week, a small part still showing', () => {
    expect(stackHeights({ collectedPaise: 300, duePaise: 100 }, 400, 100)).toEqual({ collected: 75, due: 25 });
    expect(stackHeights({ collectedPaise: 1, duePaise: 0 }, 10_000, 100)).toEqual({ collected: 1, due: 0 });
    expect(stackHeights({ collectedPaise: 0, duePaise: 0 }, 0, 100)).toEqual({ collected: 0, due: 0 });
  });
});
