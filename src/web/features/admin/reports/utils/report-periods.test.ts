import { expect, test } from 'vitest';
import { lastMonth, readReportPeriod, reportMonths, reportQuarters, tdsRegisterParams } from './report-periods';

test('in January last month is December of the year before, in the same financial year', () => {
  expect(lastMonth('2027-01-05')).toBe('2026-12');
  expect(readReportPeriod(new URLSearchParams(), '2027-01-05')).toMatchObject({
    kind: 'month',
    from: '2026-12-01',
    to: '2026-12-31',
    fp: '122026',
  });
});

test('on the first of April last month (March) is the end of the previous financial year, and still offered', () => {
  const months = reportMonths('2027-04-01');
  expect(months[0]).toBe('2027-04');
  expect(months).toContain('2027-03');
  expect(months.at(-1)).toBe('2026-04');
  expect(months).toHaveLength(13);
  expect(reportQuarters('2027-04-01')).toEqual(['2027-28-Q1', '2026-27-Q4', '2026-27-Q3', '2026-27-Q2', '2026-27-Q1']);
  expect(readReportPeriod(new URLSearchParams(), '2027-04-01').slug).toBe('2027-03');
});

test('a February has its last day, in a leap year too', () => {
  expect(readReportPeriod(new URLSearchParams('period=2028-02'), '2028-03-10').to).toBe('2028-02-29');
});

test('the TDS register names a January to March month by the financial year it belongs to', () => {
  const march = readReportPeriod(new URLSearchParams('period=2027-03'), '2027-04-01');
  expect(tdsRegisterParams(march)).toEqual({ fy: '2026-27', month: '2027-03' });
  const q4 = readReportPeriod(new URLSearchParams('quarter=2026-27-Q4'), '2027-04-01');
  expect(tdsRegisterParams(q4)).toEqual({ fy: '2026-27', quarter: '4' });
});
