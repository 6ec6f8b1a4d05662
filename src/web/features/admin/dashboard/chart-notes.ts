import { formatDate } from '#shared/format';
import type { CashWeek, Funnel } from '#shared/schemas/dashboard';
import { formatRupeeFigure } from './money-figure';
import { indianDigits } from '#shared/indian-digits';

/** A week's short name on a chart's axis, its Monday without the year: "23 Nov". */
export function weekLabel(monday: string): string {
  return formatDate(monday, 'short').replace(/\s\d{4}$/, '');
}

/** A percent or a dash for "nothing to judge": "62%", "–". */
export function percentText(percent: number | null): string {
  return percent === null ? '–' : `${percent}%`;
}

/** The funnel's steps in order, each with its count and its conversion from the step before. */
export function funnelSteps(funnel: Funnel): { label: string; count: number; percent: number | null }[] {
  return [
    { label: 'Inquiries', count: funnel.inquiries, percent: null },
    { label: 'Quoted', count: funnel.quoted, percent: funnel.quotedPercent },
    { label: 'Accepted', count: funnel.accepted, percent: funnel.acceptedPercent },
    { label: 'Advance paid', count: funnel.advancePaid, percent: funnel.advancePaidPercent },
  ];
}

/** The funnel in one sentence, under it and for screen readers. */
export function funnelSummary(funnel: Funnel): string {
  if (funnel.inquiries === 0) return `No inquiry received in the last ${funnel.days} days.`;
  const count = (n: number) => indianDigits(n);
  return `Of ${count(funnel.inquiries)} inquiries received in the last ${funnel.days} days, ${count(funnel.advancePaid)} paid an advance (${percentText(funnel.overallPercent)}).`;
}

/** The weeks' cash in one sentence. */
export function cashSummary(weeks: CashWeek[]): string {
  const collected = weeks.reduce((sum, week) => sum + week.collectedPaise, 0);
  const due = weeks.reduce((sum, week) => sum + week.duePaise, 0);
  if (collected === 0 && due === 0) return `No balance falls due in the next ${weeks.length} weeks.`;
  return `Of the balances falling due in the next ${weeks.length} weeks, ${formatRupeeFigure(collected)} is collected and ${formatRupeeFigure(due)} still due.`;
}

/**
 * The heights of a week's stacked bar on a chart `height` units tall, scaled to the largest week
 * (collected plus due): collected below, due above; a week with anything gets at least 1 unit
 * of each part it has, so a small week still shows.
 */
export function stackHeights(
  week: Pick<CashWeek, 'collectedPaise' | 'duePaise'>,
  largest: number,
  height: number,
): { collected: number; due: number } {
  if (largest <= 0) return { collected: 0, due: 0 };
  const part = (paise: number) => (paise > 0 ? Math.max(1, (paise * height) / largest) : 0);
  return { collected: part(week.collectedPaise), due: part(week.duePaise) };
}
