import { describe, expect, it } from 'vitest';
import { financialYearOf } from '#shared/gst/document-number';
import { sectionLabelOf, TDS_PAYEE_KINDS, TDS_RULES, TDS_SECTIONS, TDS_TABLE_STARTS, tdsRuleOn } from './tds-rules.js';

/** The day after a calendar day, worked out in UTC (no time zone can move it). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('the TDS rule table', () => {
  it.each(TDS_SECTIONS.flatMap((section) => TDS_PAYEE_KINDS.map((kind) => [section, kind] as const)))(
    '%s for %s has one row a day from the start, without gaps or overlaps, the last open',
    (section, kind) => {
      const rows = TDS_RULES.filter((row) => row.section === section && (row.payeeKind ?? kind) === kind);
      expect(rows[0]!.effectiveFrom).toBe(TDS_TABLE_STARTS);
      rows.slice(1).forEach((row, index) => expect(row.effectiveFrom).toBe(nextDay(rows[index]!.effectiveTo!)));
      expect(rows.at(-1)!.effectiveTo).toBeNull();
    },
  );

  it('carries the 2025 Act reference exactly from 1 April 2026', () => {
    for (const row of TDS_RULES) {
      expect(row.act2025 === null).toBe(row.effectiveFrom < '2026-04-01');
      expect(row.effectiveTo === null || row.effectiveTo < '2026-04-01' || row.act2025 !== null).toBe(true);
    }
  });

  it('holds money in whole paise and rates in whole basis points', () => {
    for (const row of TDS_RULES) {
      expect(Number.isSafeInteger(row.yearThresholdPaise)).toBe(true);
      expect(Number.isSafeInteger(row.rateBasisPoints)).toBe(true);
      expect(row.source).not.toBe('');
    }
  });
});

describe('tdsRuleOn', () => {
  it.each([
    { section: '194J', kind: 'other', day: '2025-03-31', rate: 1000, year: 30_000 },
    { section: '194J', kind: 'other', day: '2025-04-01', rate: 1000, year: 50_000 },
    { section: '194J', kind: 'individual_or_huf', day: '2026-04-01', rate: 1000, year: 50_000 },
    { section: '194C', kind: 'individual_or_huf', day: '2024-04-01', rate: 100, year: 1_00_000 },
    { section: '194C', kind: 'other', day: '2027-01-15', rate: 200, year: 1_00_000 },
  ] as const)('$section for $kind on $day: $rate basis points, ₹$year a year', ({ section, kind, day, rate, year }) => {
    const rule = tdsRuleOn(section, kind, day);
    expect(rule.rateBasisPoints).toBe(rate);
    expect(rule.yearThresholdPaise).toBe(year * 100);
  });

  it('gives 194C a single-payment threshold of ₹30,000 and 194J none', () => {
    expect(tdsRuleOn('194C', 'other', '2026-06-01').singlePaymentThresholdPaise).toBe(30_000_00);
    expect(tdsRuleOn('194J', 'other', '2026-06-01').singlePaymentThresholdPaise).toBeNull();
  });

  it('refuses a day before the table and a text that is not a day', () => {
    expect(() => tdsRuleOn('194J', 'other', '2024-03-31')).toThrow(/no TDS rule/);
    expect(() => tdsRuleOn('194J', 'other', '2026-4-1')).toThrow(/calendar day/);
  });
});

describe('sectionLabelOf', () => {
  it('prints the old section before 1 April 2026 and the 2025 Act reference from it', () => {
    expect(sectionLabelOf(tdsRuleOn('194J', 'other', '2026-03-31'))).toBe('194J');
    expect(sectionLabelOf(tdsRuleOn('194J', 'other', '2026-04-01'))).toBe('393(1) Sl. No. 6(iii)');
    expect(sectionLabelOf(tdsRuleOn('194C', 'other', '2026-04-01'))).toBe('393(1) Sl. No. 6(i)');
  });

  it('adds the payment code once a row carries one', () => {
    const rule = tdsRuleOn('194J', 'other', '2026-04-01');
    const withCode = { ...rule, act2025: { ...rule.act2025!, paymentCode: '1234' } };
    expect(sectionLabelOf(withCode)).toBe('393(1) Sl. No. 6(iii) (payment code 1234)');
  });
});

describe('financialYearOf (reused from the document numbers)', () => {
  it('puts 31 March in the year before and 1 April in the next', () => {
    expect(financialYearOf('2026-03-31').label).toBe('25-26');
    expect(financialYearOf('2026-04-01').label).toBe('26-27');
  });
});
