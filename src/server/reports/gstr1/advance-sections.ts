import type { Gstr1Entry } from './classify.js';
import type { Gstr1Advance, Gstr1SupplyType } from './gstr1-types.js';
import { addSums, advanceItem, byText, documentSum, isZeroSum, supplyType, ZERO_SUM } from './tax-sum.js';
import type { TaxSum } from './tax-sum.js';

/*
 * Tables 11A (`at`, advances received with no invoice in the period) and 11B (`txpd`, advances
 * adjusted): per place of supply and supply type, an item per rate, summed in paise from the
 * receipt and refund vouchers as issued (their tax is what the voucher printed, never recomputed).
 */
export function advanceSection(entries: Gstr1Entry[], table: 'at' | 'txpd'): Gstr1Advance[] {
  const rows = new Map<string, { pos: string; type: Gstr1SupplyType; rates: Map<number, TaxSum> }>();
  for (const entry of entries.filter((item) => item.table === table)) {
    const type = supplyType(entry.document);
    const key = `${entry.pos}|${type}`;
    const row = rows.get(key) ?? { pos: entry.pos, type, rates: new Map<number, TaxSum>() };
    const basisPoints = entry.document.gstBasisPoints;
    row.rates.set(
      basisPoints,
      addSums(row.rates.get(basisPoints) ?? ZERO_SUM, documentSum(entry.document, entry.sign)),
    );
    rows.set(key, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([, { pos, type, rates }]) => ({
      pos,
      sply_ty: type,
      itms: [...rates.entries()]
        .filter(([, sum]) => !isZeroSum(sum))
        .sort(([a], [b]) => a - b)
        .map(([basisPoints, sum]) => advanceItem(type, basisPoints, sum)),
    }))
    .filter((row) => row.itms.length > 0);
}
