import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { CashWeek, Funnel } from '#shared/schemas/dashboard';
import { CashByWeekChart } from './cash-by-week-chart';
import { FunnelChart } from './funnel-chart';

afterEach(cleanup);

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

const WEEKS: CashWeek[] = Array.from({ length: 8 }, (_, index) => ({
  weekStart: [
    '2026-11-23',
    '2026-11-30',
    '2026-12-07',
    '2026-12-14',
    '2026-12-21',
    '2026-12-28',
    '2027-01-04',
    '2027-01-11',
  ][index] as string,
  bookings: index === 1 ? 2 : index === 4 ? 1 : 0,
  collectedPaise: index === 1 ? 30_000_000 : 0,
  duePaise: index === 1 ? 10_000_000 : index === 4 ? 40_000_000 : 0,
}));

/** The chart's table, read by screen readers instead of the picture, as rows of cells. */
function tableOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

test('the funnel draws a bar per step and says its figures in a table, each percent of the step before', () => {
  const { container } = render(<FunnelChart funnel={FUNNEL} onDaysChange={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Funnel, last 30 days' })).toBeTruthy();
  expect(tableOf('Funnel, last 30 days')).toEqual([
    ['Step', 'Inquiries', 'Of the step before'],
    ['Inquiries', '40', ''],
    ['Quoted', '32', '80%'],
    ['Accepted', '20', '62%'],
    ['Advance paid', '12', '60%'],
  ]);
  // The picture is hidden from screen readers; its bars as wide as their share of the inquiries.
  const bars = [...container.querySelectorAll('[aria-hidden="true"] svg rect:nth-child(2)')];
  expect(bars.map((bar) => bar.getAttribute('width'))).toEqual(['100', '80', '50', '30']);
  expect(screen.getByText(/Of 40 inquiries received in the last 30 days, 12 paid an advance \(30%\)/)).toBeTruthy();
});

test('the funnel’s switch asks for the other span, and shows which one is on', async () => {
  const onDaysChange = vi.fn();
  render(<FunnelChart funnel={FUNNEL} onDaysChange={onDaysChange} />);
  const group = screen.getByRole('group', { name: 'Funnel span' });
  expect(within(group).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(group).getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('false');
  await userEvent.setup().click(within(group).getByRole('button', { name: '90 days' }));
  expect(onDaysChange).toHaveBeenCalledWith(90);
});

test('the funnel with no inquiry draws no bar and says so', () => {
  const empty = { ...FUNNEL, inquiries: 0, quoted: 0, accepted: 0, advancePaid: 0 };
  const { container } = render(
    <FunnelChart
      funnel={{ ...empty, quotedPercent: null, acceptedPercent: null, advancePaidPercent: null, overallPercent: null }}
      onDaysChange={() => {}}
    />,
  );
  expect(container.querySelectorAll('svg rect')).toHaveLength(4);
  expect(screen.getByText(/No inquiry received in the last 30 days/)).toBeTruthy();
  expect(tableOf('Funnel, last 30 days')[2]).toEqual(['Quoted', '0', '–']);
});

test('cash by week stacks what is collected under what is due, and tables every week', () => {
  const { container } = render(<CashByWeekChart weeks={WEEKS} />);
  const name = 'Cash by week: collected and due';
  const rows = tableOf(name);
  expect(rows[0]).toEqual(['Week from', 'Bookings', 'Collected', 'Still due']);
  expect(rows).toHaveLength(9);
  expect(rows[2]).toEqual(['30 November 2026', '2', '₹3,00,000', '₹1,00,000']);
  expect(rows[5]).toEqual(['21 December 2026', '1', '₹0', '₹4,00,000']);
  // Two weeks have bars: the second (collected and due) and the fifth (due only), both as tall
  // as the largest week (₹4,00,000) allows.
  const rects = [...container.querySelectorAll('svg rect')];
  expect(rects.map((rect) => rect.getAttribute('class'))).toEqual([
    'fill-green-600',
    'fill-amber-400',
    'fill-amber-400',
  ]);
  const height = (rect: Element | undefined) => Number(rect?.getAttribute('height'));
  expect(height(rects[0]) + height(rects[1])).toBeCloseTo(height(rects[2]));
  expect(height(rects[0])).toBeCloseTo(3 * height(rects[1]));
  // The weeks named under the bars, and the whole in words.
  expect([...container.querySelectorAll('ol li')].map((item) => item.textContent)).toContain('30Nov');
  expect(screen.getByText(/₹3,00,000 is collected and ₹5,00,000 still due/)).toBeTruthy();
});

test('cash by week with nothing due draws no bar and says so', () => {
  const { container } = render(
    <CashByWeekChart weeks={WEEKS.map((week) => ({ ...week, bookings: 0, collectedPaise: 0, duePaise: 0 }))} />,
  );
  expect(container.querySelectorAll('svg rect')).toHaveLength(0);
  expect(screen.getByText(/No balance falls due in the next 8 weeks/)).toBeTruthy();
});
