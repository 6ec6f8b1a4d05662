/*
 * The TDS on one payout to an artist, from the dated rule table (decision 0035): integer paise
 * only, rounded to the whole rupee, and a sentence staff read before they save. At the payout that
 * takes the year's payments past a threshold, the deduction covers the whole year's amount so
 * far (the earlier payments that bore none are caught up), less the TDS already deducted.
 */
import { financialYearOf } from '#shared/gst/document-number';
import { formatRupeesWithPaise } from '#shared/money';
import {
  NO_PAN_RATE_BASIS_POINTS,
  sectionLabelOf,
  tdsRuleOn,
  type TdsPayeeKind,
  type TdsRule,
  type TdsSection,
} from './tds-rules.js';

export interface TdsOverride {
  tdsPaise: number;
  reason: string;
}

export interface TdsInput {
  section: TdsSection | 'none';
  /** Why the payee bears no TDS; required when `section` is 'none'. */
  noneReason?: string;
  payeeKind: TdsPayeeKind;
  hasPan: boolean;
  /** The payout's date, a calendar day in India (`YYYY-MM-DD`). */
  paymentDate: string;
  /** The fee paid now, without GST: GST shown separately is never part of the base. */
  grossPaise: number;
  /** This payee's earlier payouts under the same section in the same financial year. */
  earlierPaymentsThisYearPaise: number;
  /** The TDS deducted from those earlier payouts. */
  earlierTdsThisYearPaise: number;
  override?: TdsOverride;
}

export interface TdsResult {
  tdsPaise: number;
  /** What the table gives, before any override. */
  computedTdsPaise: number;
  rateBasisPoints: number;
  /** The reference in force on the payment's date: '194J' / '194C', or the 2025 Act's. */
  baseSectionLabel: string | null;
  /** The amount the rate was applied to: this payout, or the year's at the crossing. */
  basePaise: number;
  thresholdCrossed: boolean;
  /** TDS the catch-up called for beyond this payout's whole amount, left for staff to settle. */
  shortfallPaise: number;
  financialYear: string;
  overridden: boolean;
  explanation: string;
}

const PAISE_PER_RUPEE = 100;
const BASIS_POINTS = 10_000;

/**
 * `basePaise` at `rateBasisPoints`, to the nearest whole rupee (50 paise and more up), in paise.
 * Decision 0035 says why the whole rupee and not the nearest ten rupees of today's s. 288B.
 */
export function roundTdsPaise(basePaise: number, rateBasisPoints: number): number {
  const scaled = basePaise * rateBasisPoints;
  if (!Number.isSafeInteger(scaled) || scaled < 0) throw new RangeError(`amount out of range: ${basePaise}`);
  const perRupee = PAISE_PER_RUPEE * BASIS_POINTS;
  return Math.floor((scaled + perRupee / 2) / perRupee) * PAISE_PER_RUPEE;
}

/** "10%", "1%", "20%", "0.75%": basis points as a percent for a sentence. */
export function percentLabel(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const rest = rateBasisPoints % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} is not whole paise: ${value}`);
}

const rupees = formatRupeesWithPaise;

interface Deduction {
  basePaise: number;
  thresholdCrossed: boolean;
  /** Why there is TDS, or why there is none, in words. */
  reasonText: string;
}

/** Which amount bears TDS under the row's thresholds, and whether this payout crosses one. */
function deductionBase(rule: TdsRule, input: TdsInput): Deduction {
  const earlier = input.earlierPaymentsThisYearPaise;
  const yearTotal = earlier + input.grossPaise;
  const yearLimit = rule.yearThresholdPaise;
  if (earlier > yearLimit) {
    return {
      basePaise: input.grossPaise,
      thresholdCrossed: false,
      reasonText: `the year's payments already exceed ${rupees(yearLimit)}`,
    };
  }
  if (yearTotal > yearLimit) {
    return {
      basePaise: yearTotal,
      thresholdCrossed: true,
      reasonText:
        `this payout takes the year's payments to ${rupees(yearTotal)}, past ${rupees(yearLimit)}, ` +
        `so TDS is due on the whole year's amount`,
    };
  }
  const single = rule.singlePaymentThresholdPaise;
  if (single !== null && input.grossPaise > single) {
    return {
      basePaise: input.grossPaise,
      thresholdCrossed: false,
      reasonText: `this payout is more than ${rupees(single)}`,
    };
  }
  const limits = single === null ? '' : `no payout is over ${rupees(single)} and `;
  return {
    basePaise: 0,
    thresholdCrossed: false,
    reasonText: `${limits}the year's payments (${rupees(yearTotal)}) do not exceed ${rupees(yearLimit)}`,
  };
}

function overridden(result: TdsResult, override: TdsOverride | undefined, grossPaise: number): TdsResult {
  if (!override) return result;
  assertPaise('override TDS', override.tdsPaise);
  const reason = override.reason.trim();
  if (!reason) throw new RangeError('an override of the TDS needs a reason');
  if (override.tdsPaise > grossPaise) throw new RangeError('the TDS cannot exceed the payout');
  return {
    ...result,
    tdsPaise: override.tdsPaise,
    shortfallPaise: 0,
    overridden: true,
    explanation:
      `TDS set by hand to ${rupees(override.tdsPaise)} instead of ${rupees(result.computedTdsPaise)}: ` +
      `${reason}. ${result.explanation}`,
  };
}

/** The TDS on one payout, with the words that explain it. */
export function computeTds(input: TdsInput): TdsResult {
  assertPaise('gross', input.grossPaise);
  assertPaise('earlier payments', input.earlierPaymentsThisYearPaise);
  assertPaise('earlier TDS', input.earlierTdsThisYearPaise);
  const financialYear = financialYearOf(input.paymentDate).label;

  if (input.section === 'none') {
    const reason = input.noneReason?.trim();
    if (!reason) throw new RangeError('a payee without a TDS section needs a reason');
    const none: TdsResult = {
      tdsPaise: 0,
      computedTdsPaise: 0,
      rateBasisPoints: 0,
      baseSectionLabel: null,
      basePaise: 0,
      thresholdCrossed: false,
      shortfallPaise: 0,
      financialYear,
      overridden: false,
      explanation: `No TDS: ${reason}.`,
    };
    return overridden(none, input.override, input.grossPaise);
  }

  const rule = tdsRuleOn(input.section, input.payeeKind, input.paymentDate);
  const label = sectionLabelOf(rule);
  const rateBasisPoints = input.hasPan
    ? rule.rateBasisPoints
    : Math.max(rule.rateBasisPoints, NO_PAN_RATE_BASIS_POINTS);
  const { basePaise, thresholdCrossed, reasonText } = deductionBase(rule, input);

  const due = basePaise === 0 ? 0 : roundTdsPaise(basePaise, rateBasisPoints);
  const owed = thresholdCrossed ? Math.max(0, due - input.earlierTdsThisYearPaise) : due;
  const tdsPaise = Math.min(owed, input.grossPaise);
  const shortfallPaise = owed - tdsPaise;

  const rateText = input.hasPan
    ? `${percentLabel(rateBasisPoints)} under ${label}`
    : `${percentLabel(rateBasisPoints)} under ${label}, as the payee has given no PAN (section 206AA)`;
  let explanation: string;
  if (basePaise === 0) {
    explanation = `No TDS under ${label} in FY ${financialYear}: ${reasonText}.`;
  } else {
    explanation = `TDS ${rupees(tdsPaise)} at ${rateText} on ${rupees(basePaise)}: ${reasonText}`;
    if (thresholdCrossed && input.earlierTdsThisYearPaise > 0) {
      explanation += `, less ${rupees(input.earlierTdsThisYearPaise)} already deducted this year`;
    }
    explanation += '.';
    if (shortfallPaise > 0) {
      explanation +=
        ` The catch-up is more than this payout; ${rupees(shortfallPaise)} of TDS is still to be ` +
        `deducted from a later payout.`;
    }
  }

  const result: TdsResult = {
    tdsPaise,
    computedTdsPaise: tdsPaise,
    rateBasisPoints,
    baseSectionLabel: label,
    basePaise,
    thresholdCrossed,
    shortfallPaise,
    financialYear,
    overridden: false,
    explanation,
  };
  return overridden(result, input.override, input.grossPaise);
}
