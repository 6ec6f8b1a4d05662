/*
 * The tax of a quote, one module for the form's live preview and the server alike.
 *
 * Rounding, one way everywhere: each line's amount is exact (quantity x rate in paise); tax is
 * worked out once per tax head on the quote's whole taxable value and rounded half up to the
 * paisa (CGST and SGST each on their own, so they are always equal). Lines are never taxed one
 * by one, so the tax never depends on how the fee is split into lines.
 */

export const QUOTE_LINE_KINDS = [
  'artist_fee',
  'agency_fee',
  'travel',
  'accommodation',
  'ground_transport',
  'production',
  'other',
] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  artist_fee: 'Artist fee',
  agency_fee: 'Agency service fee',
  travel: 'Travel',
  accommodation: 'Accommodation',
  ground_transport: 'Ground transport',
  production: 'Production',
  other: 'Other',
};

/** SAC 999631: services of performing artists; 998596: event management and the agency's own service. */
export const DEFAULT_SAC: Record<QuoteLineKind, string> = {
  artist_fee: '999631',
  agency_fee: '998596',
  travel: '998596',
  accommodation: '998596',
  ground_transport: '998596',
  production: '998596',
  other: '998596',
};

/** A GST rate that applies from a day on (until the next entry's day), in basis points: 1800 is 18 %. */
export interface DatedGstRate {
  from: string;
  basisPoints: number;
}

/**
 * The rate on the services a quote sells (SAC 9996 and 9985: 18 % since GST began on 1 July
 * 2017). A change is a new entry from its day: quotes made before it keep the rate they were
 * made with, which each quote version stores.
 */
export const GST_RATES: readonly DatedGstRate[] = [{ from: '2017-07-01', basisPoints: 1800 }];

/** The rate in force on a calendar day `YYYY-MM-DD`. */
export function gstRateOn(day: string, table: readonly DatedGstRate[] = GST_RATES): number {
  let rate: number | undefined;
  for (const entry of [...table].sort((a, b) => a.from.localeCompare(b.from))) {
    if (entry.from <= day) rate = entry.basisPoints;
  }
  if (rate === undefined) throw new RangeError(`no GST rate on ${day}`);
  return rate;
}

export interface TaxedLine {
  quantity: number;
  ratePaise: number;
  /** A cost passed on at what it cost (a ticket, a hotel bill): outside the taxable value. */
  reimbursement: boolean;
}

export interface QuoteTaxInput<Line extends TaxedLine> {
  lines: readonly Line[];
  /** The agency's registered state and the place of supply, as GST state codes. */
  agencyState: string;
  placeOfSupply: string;
  basisPoints: number;
  /** A recorded exemption: no tax at all (its reason lives on the quote and in the audit log). */
  exempt: boolean;
}

export type SupplyKind = 'intra-state' | 'inter-state';

export interface QuoteTax<Line extends TaxedLine> {
  lines: (Line & { amountPaise: number })[];
  supply: SupplyKind;
  taxablePaise: number;
  reimbursementPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** The rates applied, in basis points (0 when exempt or not that kind of supply). */
  cgstBasisPoints: number;
  sgstBasisPoints: number;
  igstBasisPoints: number;
}

/** `amount x basisPoints / 10,000`, rounded half up to the paisa, in exact integer arithmetic. */
export function percentOf(amountPaise: number, basisPoints: number): number {
  const twice = BigInt(amountPaise) * BigInt(basisPoints) * 2n + 10_000n;
  return Number(twice / 20_000n);
}

/** Where the supply is made: the registered customer's state, otherwise the venue's. */
export function placeOfSupplyOf(
  customer: { gstin?: string | null | undefined; state: string },
  venueState: string,
): string {
  return customer.gstin ? customer.gstin.slice(0, 2) : venueState;
}

/**
 * A quote's amounts: each line's, the taxable value (lines that are not reimbursements), the tax
 * split (CGST and SGST at half the rate each when the agency's state is the place of supply,
 * IGST at the full rate otherwise), and the total.
 */
export function quoteTax<Line extends TaxedLine>(input: QuoteTaxInput<Line>): QuoteTax<Line> {
  const lines = input.lines.map((line) => {
    const amountPaise = line.quantity * line.ratePaise;
    if (!Number.isSafeInteger(amountPaise)) throw new RangeError('a line’s amount is too large');
    return { ...line, amountPaise };
  });
  const sum = (selected: typeof lines) => selected.reduce((total, line) => total + line.amountPaise, 0);
  const taxablePaise = sum(lines.filter((line) => !line.reimbursement));
  const reimbursementPaise = sum(lines.filter((line) => line.reimbursement));
  const supply: SupplyKind = input.agencyState === input.placeOfSupply ? 'intra-state' : 'inter-state';
  const rate = input.exempt ? 0 : input.basisPoints;
  const cgstBasisPoints = supply === 'intra-state' ? rate / 2 : 0;
  const igstBasisPoints = supply === 'inter-state' ? rate : 0;
  const cgstPaise = percentOf(taxablePaise, cgstBasisPoints);
  const sgstPaise = cgstPaise;
  const igstPaise = percentOf(taxablePaise, igstBasisPoints);
  const taxPaise = cgstPaise + sgstPaise + igstPaise;
  return {
    lines,
    supply,
    taxablePaise,
    reimbursementPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise,
    totalPaise: taxablePaise + taxPaise + reimbursementPaise,
    cgstBasisPoints,
    sgstBasisPoints: cgstBasisPoints,
    igstBasisPoints,
  };
}

/** The tax a quote or a booking's sale keeps in its columns: where, at what rate, and the amounts. */
export interface TaxColumns {
  venueState: string;
  placeOfSupply: string;
  agencyState: string;
  gstBasisPoints: number;
  exemptionReason: string;
  taxablePaise: number;
  reimbursementPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * What a quote and a booking's sale keep of their tax, worked out alike from what staff entered:
 * the place of supply, the agency's state, the rate and an exemption's reason, with the amounts
 * of `quoteTax`; and the lines with their amounts, kept beside them. One function so that a
 * phone booking is taxed exactly as a quote is (decision 0024).
 */
export function taxedEntry<Line extends TaxedLine>(
  values: {
    customer: { gstin?: string | null | undefined; state: string };
    venueState: string;
    exemptionReason: string;
    lines: readonly Line[];
  },
  agencyState: string,
  basisPoints: number,
): { lines: QuoteTax<Line>['lines']; columns: TaxColumns } {
  const placeOfSupply = placeOfSupplyOf(values.customer, values.venueState);
  const tax = quoteTax({
    lines: values.lines,
    agencyState,
    placeOfSupply,
    basisPoints,
    exempt: values.exemptionReason !== '',
  });
  return {
    lines: tax.lines,
    columns: taxColumnsOf({
      ...tax,
      venueState: values.venueState,
      placeOfSupply,
      agencyState,
      gstBasisPoints: basisPoints,
      exemptionReason: values.exemptionReason,
    }),
  };
}

/**
 * The tax columns of a quote or a sale, picked from what holds them and more: a stored row as its
 * answer shows it, or the tax just worked out as it is stored (`taxedEntry`). Both read them alike.
 */
export function taxColumnsOf(row: TaxColumns): TaxColumns {
  return {
    venueState: row.venueState,
    placeOfSupply: row.placeOfSupply,
    agencyState: row.agencyState,
    gstBasisPoints: row.gstBasisPoints,
    exemptionReason: row.exemptionReason,
    taxablePaise: row.taxablePaise,
    reimbursementPaise: row.reimbursementPaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
  };
}

/** The advance (a whole percent of the total, rounded half up to the paisa) and the balance after it. */
export function paymentSchedule(
  totalPaise: number,
  advancePercent: number,
): { advancePaise: number; balancePaise: number } {
  const advancePaise = percentOf(totalPaise, advancePercent * 100);
  return { advancePaise, balancePaise: totalPaise - advancePaise };
}
