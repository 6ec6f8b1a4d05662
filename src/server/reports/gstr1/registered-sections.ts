import { portalDate, rupees } from '#server/reports/amounts';
import type { Gstr1Entry } from './classify.js';
import type { Gstr1B2b, Gstr1Cdnr } from './gstr1-types.js';
import { byText, documentItems } from './tax-sum.js';

/*
 * Tables 4A (b2b) and 9B registered (cdnr): one record per invoice or credit note, grouped by the
 * recipient's GSTIN, each with its value (reimbursements included) and its item at its rate.
 */

/** Entries grouped by the party's GSTIN, the GSTINs in order and each group's documents by number. */
function byRecipient(entries: Gstr1Entry[]): [string, Gstr1Entry[]][] {
  const groups = new Map<string, Gstr1Entry[]>();
  for (const entry of entries) {
    const ctin = entry.document.party.gstin.trim().toUpperCase();
    const group = groups.get(ctin) ?? [];
    group.push(entry);
    groups.set(ctin, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([ctin, group]) => [ctin, group.sort((a, b) => byText(a.document.number, b.document.number))]);
}

export function b2bSection(entries: Gstr1Entry[]): Gstr1B2b[] {
  return byRecipient(entries.filter((entry) => entry.table === 'b2b')).map(([ctin, group]) => ({
    ctin,
    inv: group.map(({ document, pos }) => ({
      inum: document.number,
      idt: portalDate(document.date),
      val: rupees(document.totalPaise),
      pos,
      rchrg: document.reverseCharge ? 'Y' : 'N',
      inv_typ: 'R',
      itms: documentItems(document),
    })),
  }));
}

export function cdnrSection(entries: Gstr1Entry[]): Gstr1Cdnr[] {
  return byRecipient(entries.filter((entry) => entry.table === 'cdnr')).map(([ctin, group]) => ({
    ctin,
    nt: group.map(({ document, pos }) => ({
      ntty: 'C',
      nt_num: document.number,
      nt_dt: portalDate(document.date),
      val: rupees(document.totalPaise),
      pos,
      rchrg: document.reverseCharge ? 'Y' : 'N',
      inv_typ: 'R',
      itms: documentItems(document),
    })),
  }));
}
