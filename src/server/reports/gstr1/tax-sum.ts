import { rupees } from '#server/reports/amounts';
import type { ReportDocument } from '#server/reports/report-documents';
import type { Gstr1AdvanceItem, Gstr1Item, Gstr1ItemDetail, Gstr1SupplyType } from './gstr1-types.js';

/** Taxable value and taxes in paise, summed before anything becomes rupees. */
export interface TaxSum {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export const ZERO_SUM: TaxSum = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };

/** A document's taxable value and taxes (its reimbursements apart), times a sign. */
export function documentSum(document: ReportDocument, sign: 1 | -1 = 1): TaxSum {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = document.amounts;
  return {
    taxablePaise: sign * taxablePaise,
    cgstPaise: sign * cgstPaise,
    sgstPaise: sign * sgstPaise,
    igstPaise: sign * igstPaise,
  };
}

export function addSums(a: TaxSum, b: TaxSum): TaxSum {
  return {
    taxablePaise: a.taxablePaise + b.taxablePaise,
    cgstPaise: a.cgstPaise + b.cgstPaise,
    sgstPaise: a.sgstPaise + b.sgstPaise,
    igstPaise: a.igstPaise + b.igstPaise,
  };
}

export function isZeroSum(sum: TaxSum): boolean {
  return sum.taxablePaise === 0 && sum.cgstPaise === 0 && sum.sgstPaise === 0 && sum.igstPaise === 0;
}

export function supplyType(document: ReportDocument): Gstr1SupplyType {
  return document.supply === 'inter-state' ? 'INTER' : 'INTRA';
}

/** A rate in basis points as the portal's percent: 1800 → 18. */
export function ratePercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** An invoice's or note's item at one rate: IGST for an inter-state supply, CGST and SGST otherwise. */
export function itemDetail(type: Gstr1SupplyType, basisPoints: number, sum: TaxSum): Gstr1ItemDetail {
  const txval = rupees(sum.taxablePaise);
  const rt = ratePercent(basisPoints);
  if (type === 'INTER') return { txval, rt, iamt: rupees(sum.igstPaise), csamt: 0 };
  return { txval, rt, camt: rupees(sum.cgstPaise), samt: rupees(sum.sgstPaise), csamt: 0 };
}

/** A document's single item (a document carries one rate): `num` is the rate's basis points plus one, 1801 for 18%. */
export function documentItems(document: ReportDocument): Gstr1Item[] {
  return [
    {
      num: document.gstBasisPoints + 1,
      itm_det: itemDetail(supplyType(document), document.gstBasisPoints, documentSum(document)),
    },
  ];
}

/** An advance's amounts at one rate (Tables 11A and 11B): `ad_amt` is the taxable part. */
export function advanceItem(type: Gstr1SupplyType, basisPoints: number, sum: TaxSum): Gstr1AdvanceItem {
  const rt = ratePercent(basisPoints);
  const ad_amt = rupees(sum.taxablePaise);
  if (type === 'INTER') return { rt, ad_amt, iamt: rupees(sum.igstPaise), csamt: 0 };
  return { rt, ad_amt, camt: rupees(sum.cgstPaise), samt: rupees(sum.sgstPaise), csamt: 0 };
}

/** Plain code-point order, the same on every machine (no locale). */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
