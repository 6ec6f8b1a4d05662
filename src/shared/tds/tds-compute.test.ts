import { describe, expect, it } from 'vitest';
import { computeTds, percentLabel, roundTdsPaise, type TdsInput } from './tds-compute.js';

const rupees = (amount: number) => amount * 100;

const base: TdsInput = {
  section: '194J',
  payeeKind: 'individual_or_huf',
  hasPan: true,
  paymentDate: '2025-07-01',
  grossPaise: 0,
  earlierPaymentsThisYearPaise: 0,
  earlierTdsThisYearPaise: 0,
};

interface Case {
  name: string;
  input: Partial<TdsInput>;
  tds: number;
  rate: number;
  label: string;
  crossed?: boolean;
  shortfall?: number;
}

// Amounts in rupees; the expected TDS too. Dates decide the row (₹30,000 for 194J before
// 1 April 2025, ₹50,000 from it; the 2025 Act's reference from 1 April 2026).
const CASES: Case[] = [
  { name: '194J under the year threshold', input: { grossPaise: rupees(40_000) }, tds: 0, rate: 1000, label: '194J' },
  {
    name: '194J at exactly ₹50,000 (not over it)',
    input: { grossPaise: rupees(50_000) },
    tds: 0,
    rate: 1000,
    label: '194J',
  },
  {
    name: '194J one payout over the threshold',
    input: { grossPaise: rupees(1_00_000) },
    tds: 10_000,
    rate: 1000,
    label: '194J',
    crossed: true,
  },
  {
    name: '194J the crossing payout catches up the untaxed ₹45,000',
    input: { earlierPaymentsThisYearPaise: rupees(45_000), grossPaise: rupees(10_000) },
    tds: 5_500,
    rate: 1000,
    label: '194J',
    crossed: true,
  },
  {
    name: '194J after the crossing: this payout only',
    input: {
      earlierPaymentsThisYearPaise: rupees(55_000),
      earlierTdsThisYearPaise: rupees(5_500),
      grossPaise: rupees(20_000),
    },
    tds: 2_000,
    rate: 1000,
    label: '194J',
  },
  {
    name: '194J a catch-up larger than the payout deducts the whole payout and shows the rest',
    input: { earlierPaymentsThisYearPaise: rupees(49_000), grossPaise: rupees(2_000) },
    tds: 2_000,
    rate: 1000,
    label: '194J',
    crossed: true,
    shortfall: 3_100,
  },
  {
    name: '194C a single payout over ₹30,000 (individual, 1%)',
    input: { section: '194C', grossPaise: rupees(35_000) },
    tds: 350,
    rate: 100,
    label: '194C',
  },
  {
    name: '194C a single payout of exactly ₹30,000',
    input: { section: '194C', grossPaise: rupees(30_000) },
    tds: 0,
    rate: 100,
    label: '194C',
  },
  {
    name: '194C the year passes ₹1,00,000 through small payouts: catch-up on the year',
    input: { section: '194C', earlierPaymentsThisYearPaise: rupees(90_000), grossPaise: rupees(20_000) },
    tds: 1_100,
    rate: 100,
    label: '194C',
    crossed: true,
  },
  {
    name: '194C the year reaches exactly ₹1,00,000: none',
    input: { section: '194C', earlierPaymentsThisYearPaise: rupees(80_000), grossPaise: rupees(20_000) },
    tds: 0,
    rate: 100,
    label: '194C',
  },
  {
    name: '194C company (2%) crossing the year, less the TDS on an earlier single payout',
    input: {
      section: '194C',
      payeeKind: 'other',
      earlierPaymentsThisYearPaise: rupees(80_000),
      earlierTdsThisYearPaise: rupees(1_000),
      grossPaise: rupees(25_000),
    },
    tds: 1_100,
    rate: 200,
    label: '194C',
    crossed: true,
  },
  {
    name: '194C company rate is 2%',
    input: { section: '194C', payeeKind: 'other', grossPaise: rupees(40_000) },
    tds: 800,
    rate: 200,
    label: '194C',
  },
  {
    name: '194J without a PAN: 20%',
    input: { hasPan: false, grossPaise: rupees(60_000) },
    tds: 12_000,
    rate: 2000,
    label: '194J',
    crossed: true,
  },
  {
    name: '194C individual without a PAN: 20%',
    input: { section: '194C', hasPan: false, grossPaise: rupees(40_000) },
    tds: 8_000,
    rate: 2000,
    label: '194C',
  },
  {
    name: 'without a PAN but under the threshold: none',
    input: { hasPan: false, grossPaise: rupees(20_000) },
    tds: 0,
    rate: 2000,
    label: '194J',
  },
  {
    name: '194J on 31 March 2025: the ₹30,000 threshold',
    input: { paymentDate: '2025-03-31', grossPaise: rupees(40_000) },
    tds: 4_000,
    rate: 1000,
    label: '194J',
    crossed: true,
  },
  {
    name: '194J on 1 April 2025: the ₹50,000 threshold',
    input: { paymentDate: '2025-04-01', grossPaise: rupees(40_000) },
    tds: 0,
    rate: 1000,
    label: '194J',
  },
  {
    name: '194J on 31 March 2026: the 1961 Act section',
    input: { paymentDate: '2026-03-31', grossPaise: rupees(60_000) },
    tds: 6_000,
    rate: 1000,
    label: '194J',
    crossed: true,
  },
  {
    name: '194J on 1 April 2026: the 2025 Act reference',
    input: { paymentDate: '2026-04-01', grossPaise: rupees(60_000) },
    tds: 6_000,
    rate: 1000,
    label: '393(1) Sl. No. 6(iii)',
    crossed: true,
  },
  {
    name: '194C on 31 March 2026: the 1961 Act section',
    input: { section: '194C', paymentDate: '2026-03-31', grossPaise: rupees(40_000) },
    tds: 400,
    rate: 100,
    label: '194C',
  },
  {
    name: '194C on 1 April 2026: the 2025 Act reference',
    input: { section: '194C', paymentDate: '2026-04-01', grossPaise: rupees(40_000) },
    tds: 400,
    rate: 100,
    label: '393(1) Sl. No. 6(i)',
  },
  {
    name: 'rounding: ₹300.5049 of TDS is ₹301',
    input: { section: '194C', grossPaise: 30_05_049 },
    tds: 301,
    rate: 100,
    label: '194C',
  },
  {
    name: 'rounding: ₹300.4949 of TDS is ₹300',
    input: { section: '194C', grossPaise: 30_04_949 },
    tds: 300,
    rate: 100,
    label: '194C',
  },
];

describe('computeTds', () => {
  it.each(CASES)('$name', ({ input, tds, rate, label, crossed = false, shortfall = 0 }) => {
    const result = computeTds({ ...base, ...input });
    expect(result.tdsPaise).toBe(rupees(tds));
    expect(result.computedTdsPaise).toBe(rupees(tds));
    expect(result.rateBasisPoints).toBe(rate);
    expect(result.baseSectionLabel).toBe(label);
    expect(result.thresholdCrossed).toBe(crossed);
    expect(result.shortfallPaise).toBe(rupees(shortfall));
    expect(result.overridden).toBe(false);
    expect(Number.isSafeInteger(result.tdsPaise)).toBe(true);
    expect(result.tdsPaise % 100).toBe(0);
  });

  it('explains the crossing payout in words staff read before saving', () => {
    const result = computeTds({
      ...base,
      earlierPaymentsThisYearPaise: rupees(45_000),
      grossPaise: rupees(10_000),
    });
    expect(result.explanation).toBe(
      "TDS ₹5,500.00 at 10% under 194J on ₹55,000.00: this payout takes the year's payments to " +
        "₹55,000.00, past ₹50,000.00, so TDS is due on the whole year's amount.",
    );
    expect(result.basePaise).toBe(rupees(55_000));
    expect(result.financialYear).toBe('25-26');
  });

  it('explains a payout under the threshold and one without a PAN', () => {
    expect(computeTds({ ...base, section: '194C', grossPaise: rupees(10_000) }).explanation).toBe(
      "No TDS under 194C in FY 25-26: no payout is over ₹30,000.00 and the year's payments (₹10,000.00) " +
        'do not exceed ₹1,00,000.00.',
    );
    expect(computeTds({ ...base, hasPan: false, grossPaise: rupees(60_000) }).explanation).toContain(
      'at 20% under 194J, as the payee has given no PAN (section 206AA)',
    );
  });

  it('names the shortfall when the catch-up is more than the payout', () => {
    const result = computeTds({ ...base, earlierPaymentsThisYearPaise: rupees(49_000), grossPaise: rupees(2_000) });
    expect(result.explanation).toContain('₹3,100.00 of TDS is still to be deducted from a later payout');
  });

  it("'none' deducts nothing and says why", () => {
    const result = computeTds({
      ...base,
      section: 'none',
      noneReason: 'Paid to a government body',
      grossPaise: rupees(5_00_000),
    });
    expect(result).toMatchObject({ tdsPaise: 0, rateBasisPoints: 0, baseSectionLabel: null });
    expect(result.explanation).toBe('No TDS: Paid to a government body.');
  });

  it("refuses 'none' without a reason", () => {
    expect(() => computeTds({ ...base, section: 'none', grossPaise: rupees(1_000) })).toThrow(/reason/);
    expect(() => computeTds({ ...base, section: 'none', noneReason: '  ', grossPaise: rupees(1_000) })).toThrow(
      /reason/,
    );
  });

  it('takes an override with its reason and keeps what the table gave', () => {
    const result = computeTds({
      ...base,
      grossPaise: rupees(1_00_000),
      override: { tdsPaise: rupees(2_000), reason: 'Lower deduction certificate under section 197' },
    });
    expect(result).toMatchObject({ tdsPaise: rupees(2_000), computedTdsPaise: rupees(10_000), overridden: true });
    expect(result.explanation).toMatch(
      /^TDS set by hand to ₹2,000\.00 instead of ₹10,000\.00: Lower deduction certificate under section 197\. TDS ₹10,000\.00/,
    );
  });

  it('refuses an override without a reason, in part paise, or over the payout', () => {
    const input = { ...base, grossPaise: rupees(1_00_000) };
    expect(() => computeTds({ ...input, override: { tdsPaise: 0, reason: ' ' } })).toThrow(/reason/);
    expect(() => computeTds({ ...input, override: { tdsPaise: 10.5, reason: 'x' } })).toThrow(/paise/);
    expect(() => computeTds({ ...input, override: { tdsPaise: rupees(1_00_001), reason: 'x' } })).toThrow(/exceed/);
  });

  it('refuses amounts that are not whole paise, and days the table does not cover', () => {
    expect(() => computeTds({ ...base, grossPaise: 100.5 })).toThrow(/paise/);
    expect(() => computeTds({ ...base, grossPaise: -100 })).toThrow(/paise/);
    expect(() => computeTds({ ...base, paymentDate: '2024-03-31', grossPaise: rupees(1_000) })).toThrow(/no TDS rule/);
    expect(() => computeTds({ ...base, paymentDate: '1 April 2026', grossPaise: rupees(1_000) })).toThrow(
      /calendar day/,
    );
  });
});

describe('roundTdsPaise', () => {
  // To the nearest whole rupee, 50 paise and more up (decision 0035).
  it.each([
    { basePaise: 45_000, rate: 1000, paise: 4_500 }, // ₹45.00
    { basePaise: 4_500, rate: 1000, paise: 500 }, // ₹4.50 -> ₹5
    { basePaise: 4_490, rate: 1000, paise: 400 }, // ₹4.49 -> ₹4
    { basePaise: 4_950, rate: 1000, paise: 500 }, // ₹4.95 -> ₹5
    { basePaise: 30_05_000, rate: 100, paise: 30_100 }, // ₹300.50 -> ₹301
    { basePaise: 0, rate: 2000, paise: 0 },
  ])('$basePaise paise at $rate basis points is $paise paise', ({ basePaise, rate, paise }) => {
    expect(roundTdsPaise(basePaise, rate)).toBe(paise);
  });

  it('refuses an amount out of the safe range', () => {
    expect(() => roundTdsPaise(Number.MAX_SAFE_INTEGER, 1000)).toThrow(/range/);
  });
});

describe('percentLabel', () => {
  it.each([
    [1000, '10%'],
    [100, '1%'],
    [2000, '20%'],
    [75, '0.75%'],
    [150, '1.5%'],
  ])('%i basis points read %s', (points, label) => {
    expect(percentLabel(points)).toBe(label);
  });
});
