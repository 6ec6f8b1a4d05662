/*
 * The dated TDS rule table for payouts to artists (decision 0035). Each row holds for payments
 * dated from `effectiveFrom` to `effectiveTo` (both inclusive, calendar days in India); a change
 * of rate, threshold or reference is a new row, never an edit of an old one, so a payout is
 * always explained by the row of its own date. Money in paise, rates in basis points.
 */

/** The two kinds of payout the agency makes to an artist, by their 1961 Act section. */
export const TDS_SECTIONS = ['194J', '194C'] as const;
export type TdsSection = (typeof TDS_SECTIONS)[number];

/** 194C's rate depends on it: an individual or HUF pays 1%, anyone else 2%. */
export const TDS_PAYEE_KINDS = ['individual_or_huf', 'other'] as const;
export type TdsPayeeKind = (typeof TDS_PAYEE_KINDS)[number];

/**
 * Where the Income-tax Act, 2025 puts the deduction from 1 April 2026: section 393(1), a serial
 * number of its Table. `paymentCode` is the code the challan and the TDS statement carry; null
 * while no official source at hand confirms it (decision 0035), and then the label names the
 * serial number alone. Correcting it is this one field of the rows below.
 */
export interface Act2025Reference {
  section: '393(1)';
  tableSerial: string;
  paymentCode: string | null;
}

export interface TdsRule {
  section: TdsSection;
  /** null: the row holds for every payee kind. */
  payeeKind: TdsPayeeKind | null;
  effectiveFrom: string;
  /** The last day the row holds; null while it is in force. */
  effectiveTo: string | null;
  rateBasisPoints: number;
  /** No deduction while one payment is at most this (194C only), unless the year's total passes. */
  singlePaymentThresholdPaise: number | null;
  /** No deduction while the financial year's payments to the payee are at most this. */
  yearThresholdPaise: number;
  /** null before 1 April 2026: the 1961 Act's section number is the reference. */
  act2025: Act2025Reference | null;
  /** Where the row's figures come from. */
  source: string;
}

/**
 * Section 206AA of the 1961 Act: at least 20% when the payee gives no PAN. Kept from 1 April 2026
 * on the assumption that the 2025 Act carries the same floor (its section not confirmed here).
 */
export const NO_PAN_RATE_BASIS_POINTS = 2000;

/** The first day the table covers: the product records no payout before FY 2024-25. */
export const TDS_TABLE_STARTS = '2024-04-01';

const RUPEE = 100;
const ACT_2025_FROM = '2026-04-01';
const FA_2025_FROM = '2025-04-01';

const PROFESSIONAL_2025: Act2025Reference = { section: '393(1)', tableSerial: '6(iii)', paymentCode: null };
const CONTRACT_2025: Act2025Reference = { section: '393(1)', tableSerial: '6(i)', paymentCode: null };

const CONTRACT_THRESHOLDS = {
  singlePaymentThresholdPaise: 30_000 * RUPEE,
  yearThresholdPaise: 1_00_000 * RUPEE,
} as const;

export const TDS_RULES: readonly TdsRule[] = [
  {
    section: '194J',
    payeeKind: null,
    effectiveFrom: TDS_TABLE_STARTS,
    effectiveTo: '2025-03-31',
    rateBasisPoints: 1000,
    singlePaymentThresholdPaise: null,
    yearThresholdPaise: 30_000 * RUPEE,
    act2025: null,
    source: 'Income-tax Act, 1961, s. 194J(1) and its proviso (₹30,000 in the financial year)',
  },
  {
    section: '194J',
    payeeKind: null,
    effectiveFrom: FA_2025_FROM,
    effectiveTo: '2026-03-31',
    rateBasisPoints: 1000,
    singlePaymentThresholdPaise: null,
    yearThresholdPaise: 50_000 * RUPEE,
    act2025: null,
    source: 'Income-tax Act, 1961, s. 194J as amended by the Finance Act, 2025 (₹50,000 from 1 April 2025)',
  },
  {
    section: '194J',
    payeeKind: null,
    effectiveFrom: ACT_2025_FROM,
    effectiveTo: null,
    rateBasisPoints: 1000,
    singlePaymentThresholdPaise: null,
    yearThresholdPaise: 50_000 * RUPEE,
    act2025: PROFESSIONAL_2025,
    source: 'Income-tax Act, 2025, s. 393(1), Table Sl. No. 6(iii) (fees for professional services, 10%)',
  },
  ...(['individual_or_huf', 'other'] as const).flatMap((payeeKind): TdsRule[] => {
    const rateBasisPoints = payeeKind === 'individual_or_huf' ? 100 : 200;
    return [
      {
        section: '194C',
        payeeKind,
        effectiveFrom: TDS_TABLE_STARTS,
        effectiveTo: '2026-03-31',
        rateBasisPoints,
        ...CONTRACT_THRESHOLDS,
        act2025: null,
        source: 'Income-tax Act, 1961, s. 194C(1) and (5) (₹30,000 a payment, ₹1,00,000 in the financial year)',
      },
      {
        section: '194C',
        payeeKind,
        effectiveFrom: ACT_2025_FROM,
        effectiveTo: null,
        rateBasisPoints,
        ...CONTRACT_THRESHOLDS,
        act2025: CONTRACT_2025,
        source: 'Income-tax Act, 2025, s. 393(1), Table Sl. No. 6(i) (payments to contractors)',
      },
    ];
  }),
];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The row that holds for a section, payee kind and payment day; refuses a day the table does not cover. */
export function tdsRuleOn(section: TdsSection, payeeKind: TdsPayeeKind, day: string): TdsRule {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`not a calendar day: ${day}`);
  const rule = TDS_RULES.find(
    (row) =>
      row.section === section &&
      (row.payeeKind === null || row.payeeKind === payeeKind) &&
      row.effectiveFrom <= day &&
      (row.effectiveTo === null || day <= row.effectiveTo),
  );
  if (!rule) throw new RangeError(`no TDS rule for ${section} on ${day} (the table starts on ${TDS_TABLE_STARTS})`);
  return rule;
}

/**
 * The reference printed on vouchers and the register for a payment under this row: the 1961
 * Act's section before 1 April 2026, the 2025 Act's section, serial and (when confirmed) payment
 * code from that day.
 */
export function sectionLabelOf(rule: TdsRule): string {
  if (!rule.act2025) return rule.section;
  const { section, tableSerial, paymentCode } = rule.act2025;
  const serial = `${section} Sl. No. ${tableSerial}`;
  return paymentCode ? `${serial} (payment code ${paymentCode})` : serial;
}
