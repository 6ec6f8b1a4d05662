import type { DashboardStat } from '#shared/schemas/dashboard';

export type ChangeTrend = 'up' | 'down' | 'flat';

/**
 * What a stat card's figure is compared with (SPEC §2: "from last month"):
 * - `end-of-last-month`: a count as it stands now against the same count at the end of last
 *   month (the totals and the pending inquiries);
 * - `last-month`: this month's count against last month's (the monthly bookings).
 */
export type ChangeBasis = 'end-of-last-month' | 'last-month';

const TEXTS = {
  'end-of-last-month': {
    from: 'from the end of last month',
    newSince: 'None at the end of last month',
    noneEither: 'None at the end of last month either',
  },
  'last-month': {
    from: 'from last month',
    newSince: 'New since last month',
    noneEither: 'None last month either',
  },
} as const;

/** The line under a stat card: how it moved against last month. */
export function changeNote(stat: DashboardStat, basis: ChangeBasis): { text: string; trend: ChangeTrend } {
  const texts = TEXTS[basis];
  if (stat.changePercent === null) {
    // Nothing last month: a percentage would be meaningless.
    return stat.value > 0 ? { text: texts.newSince, trend: 'up' } : { text: texts.noneEither, trend: 'flat' };
  }
  if (stat.changePercent === 0) return { text: `No change ${texts.from}`, trend: 'flat' };
  const sign = stat.changePercent > 0 ? '+' : '−';
  return {
    text: `${sign}${Math.abs(stat.changePercent)}% ${texts.from}`,
    trend: stat.changePercent > 0 ? 'up' : 'down',
  };
}

/** Which way a figure should move: up for money collected, down for what is overdue. */
export type BetterWhen = 'up' | 'down';

/** What a change means: good news, bad news, or neither. */
export type ChangeTone = 'good' | 'bad' | 'neutral';

/**
 * The meaning of a figure's move, so its colour says it (issue 41): more overdue is bad news in
 * red, more collected good news in green, whatever the arrow's direction; no move is neither.
 */
export function changeTone(trend: ChangeTrend, better: BetterWhen): ChangeTone {
  if (trend === 'flat') return 'neutral';
  return trend === better ? 'good' : 'bad';
}
