import { splitLike } from '#shared/gst/amount-split';
import { rupees } from '#server/reports/amounts';
import type { ReportDocument } from '#server/reports/report-documents';
import type { Gstr1Entry } from './classify.js';
import type { Gstr1Hsn, Gstr1HsnRow } from './gstr1-types.js';
import { addSums, byText, isZeroSum, ratePercent, ZERO_SUM } from './tax-sum.js';
import type { TaxSum } from './tax-sum.js';

/*
 * Table 12, the HSN (here SAC) summary, split since Phase III into B2B (registered recipients)
 * and B2C (everyone else): per SAC and rate, the taxable value and each tax of the period's
 * invoices less its credit notes. Reimbursements (at cost, as a pure agent) are no supply and stay
 * out; receipt and refund vouchers stay out too (an advance is no supply yet; Table 12 sums the
 * invoices and notes of Tables 4 to 9).
 */

/**
 * `amountPaise` divided in the proportions of `weights`, in whole paise that add up to it: each
 * part is split off the rest with `splitLike`'s largest-remainder rule, two parts at a time.
 */
export function divideLike(amountPaise: number, weights: number[]): number[] {
  const parts: number[] = [];
  let left = amountPaise;
  let rest = weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    if (index === weights.length - 1) {
      parts.push(left);
      break;
    }
    rest -= weight;
    if (weight + rest <= 0 || left === 0) {
      parts.push(0);
      continue;
    }
    const split = splitLike(left, {
      taxablePaise: weight,
      cgstPaise: rest,
      sgstPaise: 0,
      igstPaise: 0,
      reimbursementPaise: 0,
    });
    parts.push(split.taxablePaise);
    left = split.cgstPaise;
  }
  return parts;
}

/**
 * A document's taxable value and taxes per SAC: each line's taxable value is its own, and each
 * tax is divided across the SACs in proportion to their taxable values, so the parts add up to
 * the document's tax to the paisa. A document without lines is one line of its taxable value.
 */
export function sumsBySac(document: ReportDocument): Map<string, TaxSum> {
  const bySac = new Map<string, number>();
  const lines = document.lines.length > 0 ? document.lines : [{ sac: '', amountPaise: document.amounts.taxablePaise }];
  for (const line of lines) bySac.set(line.sac, (bySac.get(line.sac) ?? 0) + line.amountPaise);
  const sacs = [...bySac.keys()];
  const weights = sacs.map((sac) => bySac.get(sac)!);
  const cgst = divideLike(document.amounts.cgstPaise, weights);
  const sgst = divideLike(document.amounts.sgstPaise, weights);
  const igst = divideLike(document.amounts.igstPaise, weights);
  return new Map(
    sacs.map((sac, index) => [
      sac,
      { taxablePaise: weights[index]!, cgstPaise: cgst[index]!, sgstPaise: sgst[index]!, igstPaise: igst[index]! },
    ]),
  );
}

const SALE_TABLES = new Set(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'nil']);

function negate(sum: TaxSum): TaxSum {
  return {
    taxablePaise: -sum.taxablePaise,
    cgstPaise: -sum.cgstPaise,
    sgstPaise: -sum.sgstPaise,
    igstPaise: -sum.igstPaise,
  };
}

function rowsOf(entries: Gstr1Entry[]): Gstr1HsnRow[] {
  const rows = new Map<string, { sac: string; basisPoints: number; sum: TaxSum }>();
  for (const { document } of entries) {
    const sign = document.kind === 'credit_note' ? -1 : 1;
    for (const [sac, sum] of sumsBySac(document)) {
      const key = `${sac}|${String(document.gstBasisPoints).padStart(5, '0')}`;
      const row = rows.get(key) ?? { sac, basisPoints: document.gstBasisPoints, sum: ZERO_SUM };
      rows.set(key, { ...row, sum: addSums(row.sum, sign === 1 ? sum : negate(sum)) });
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([, row]) => row)
    .filter((row) => !isZeroSum(row.sum))
    .map(({ sac, basisPoints, sum }, index) => ({
      num: index + 1,
      hsn_sc: sac,
      desc: '',
      uqc: 'NA',
      qty: 0,
      rt: ratePercent(basisPoints),
      txval: rupees(sum.taxablePaise),
      iamt: rupees(sum.igstPaise),
      camt: rupees(sum.cgstPaise),
      samt: rupees(sum.sgstPaise),
      csamt: 0,
    }));
}

/** Table 12's two tabs, both written (an empty one as `[]`); null when both are empty. */
export function hsnSection(entries: Gstr1Entry[]): Gstr1Hsn | null {
  const sales = entries.filter((entry) => SALE_TABLES.has(entry.table));
  const hsn_b2b = rowsOf(sales.filter((entry) => entry.registered));
  const hsn_b2c = rowsOf(sales.filter((entry) => !entry.registered));
  if (hsn_b2b.length === 0 && hsn_b2c.length === 0) return null;
  return { hsn_b2b, hsn_b2c };
}
