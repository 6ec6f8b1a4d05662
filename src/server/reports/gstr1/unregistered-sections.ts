import { portalDate, rupees } from '#server/reports/amounts';
import type { Gstr1Entry } from './classify.js';
import type { Gstr1B2cl, Gstr1B2cs, Gstr1Cdnur } from './gstr1-types.js';
import {
  addSums,
  byText,
  documentItems,
  documentSum,
  isZeroSum,
  ratePercent,
  supplyType,
  ZERO_SUM,
} from './tax-sum.js';
import type { TaxSum } from './tax-sum.js';

/*
 * Supplies to unregistered persons: Table 5 (b2cl, each large inter-state invoice by place of
 * supply), Table 7 (b2cs, the rest summed per supply type, place of supply and rate, net of their
 * credit notes) and Table 9B unregistered (cdnur, the credit notes of B2CL invoices).
 */

export function b2clSection(entries: Gstr1Entry[]): Gstr1B2cl[] {
  const byPos = new Map<string, Gstr1Entry[]>();
  for (const entry of entries.filter((item) => item.table === 'b2cl')) {
    const group = byPos.get(entry.pos) ?? [];
    group.push(entry);
    byPos.set(entry.pos, group);
  }
  return [...byPos.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([pos, group]) => ({
      pos,
      inv: group
        .sort((a, b) => byText(a.document.number, b.document.number))
        .map(({ document }) => ({
          inum: document.number,
          idt: portalDate(document.date),
          val: rupees(document.totalPaise),
          itms: documentItems(document),
        })),
    }));
}

/**
 * One row per (supply type, place of supply, rate), net of the credit notes on B2CS invoices; a
 * row that nets to nothing is left out. Sorted by place of supply, rate, then supply type.
 */
export function b2csSection(entries: Gstr1Entry[]): Gstr1B2cs[] {
  const rows = new Map<string, { type: 'INTRA' | 'INTER'; pos: string; basisPoints: number; sum: TaxSum }>();
  for (const entry of entries.filter((item) => item.table === 'b2cs')) {
    const type = supplyType(entry.document);
    const basisPoints = entry.document.gstBasisPoints;
    const key = `${entry.pos}|${String(basisPoints).padStart(5, '0')}|${type}`;
    const row = rows.get(key) ?? { type, pos: entry.pos, basisPoints, sum: ZERO_SUM };
    rows.set(key, { ...row, sum: addSums(row.sum, documentSum(entry.document, entry.sign)) });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([, row]) => row)
    .filter((row) => !isZeroSum(row.sum))
    .map(({ type, pos, basisPoints, sum }): Gstr1B2cs => {
      const common = { pos, typ: 'OE' as const, txval: rupees(sum.taxablePaise), rt: ratePercent(basisPoints) };
      if (type === 'INTER') return { sply_ty: 'INTER', ...common, iamt: rupees(sum.igstPaise), csamt: 0 };
      return { sply_ty: 'INTRA', ...common, camt: rupees(sum.cgstPaise), samt: rupees(sum.sgstPaise), csamt: 0 };
    });
}

export function cdnurSection(entries: Gstr1Entry[]): Gstr1Cdnur[] {
  return entries
    .filter((entry) => entry.table === 'cdnur')
    .sort((a, b) => byText(a.document.number, b.document.number))
    .map(({ document, pos }) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: document.number,
      nt_dt: portalDate(document.date),
      val: rupees(document.totalPaise),
      pos,
      itms: documentItems(document),
    }));
}
