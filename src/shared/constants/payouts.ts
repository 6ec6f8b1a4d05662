/* Paying the artists (issue 39, decision 0036): payee details, payouts, the TDS register. */
import { TDS_PAYEE_KINDS, TDS_SECTIONS, type TdsPayeeKind } from '../tds/tds-rules.js';

/**
 * How the agency pays an artist. No cash: a cash payment of more than ₹10,000 a day to one person
 * is not allowed as an expense (section 40A(3) of the 1961 Act), and a payout bearing TDS wants a
 * trail the register can name.
 */
export const PAYOUT_MODES = ['bank_transfer', 'upi', 'cheque'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];
export const PAYOUT_MODE_LABELS: Record<PayoutMode, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
};

/** The payee's kind, as 194C's rate reads it (1% for an individual or HUF, 2% otherwise). */
export const PAYEE_KINDS = TDS_PAYEE_KINDS;
export type PayeeKind = TdsPayeeKind;
export const PAYEE_KIND_LABELS: Record<PayeeKind, string> = {
  individual_or_huf: 'Individual or HUF',
  other: 'Firm, company or other',
};

/** The TDS section the agency applies to a payee, or none (with a reason). */
export const PAYEE_TDS_SECTIONS = [...TDS_SECTIONS, 'none'] as const;
export type PayeeTdsSection = (typeof PAYEE_TDS_SECTIONS)[number];
export const PAYEE_TDS_SECTION_LABELS: Record<PayeeTdsSection, string> = {
  '194J': '194J: fees for professional services (10%)',
  '194C': '194C: payment to a contractor (1% individual or HUF, 2% others)',
  none: 'No TDS (give the reason)',
};

/** Commission is a percent of the artist fee, held in basis points: 1500 is 15%. */
export const MAX_COMMISSION_BASIS_POINTS = 10_000;
/** What a new payee's form starts from. */
export const DEFAULT_COMMISSION_PERCENT = 15;

/** A quarter of India's financial year: 1 is April to June, 4 is January to March. */
export const TDS_QUARTERS = [1, 2, 3, 4] as const;
export type TdsQuarter = (typeof TDS_QUARTERS)[number];

/** The TDS register's formats: the answer as JSON, or the accountant's CSV file. */
export const TDS_REGISTER_FORMATS = ['json', 'csv'] as const;
export type TdsRegisterFormat = (typeof TDS_REGISTER_FORMATS)[number];

/** Where a booking's commission rate comes from: its own, with a reason, or the payee's default. */
export const COMMISSION_SOURCES = ['booking', 'payee', 'none'] as const;
export type CommissionSource = (typeof COMMISSION_SOURCES)[number];

/** The longest description of a cost paid on the artist's behalf. */
export const COST_DESCRIPTION_MAX = 200;
