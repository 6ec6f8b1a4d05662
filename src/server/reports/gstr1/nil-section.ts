import { rupees } from '#server/reports/amounts';
import type { Gstr1Entry } from './classify.js';
import type { Gstr1Nil, Gstr1NilSupplyType } from './gstr1-types.js';

/*
 * Table 8: supplies with no GST, never in b2b or b2cs. A supply at 0% with an exemption reason is
 * exempt (`expt_amt`); at 0% with none it is nil-rated (`nil_amt`). Four rows by inter- or
 * intra-state and registered or not, each net of its credit notes, in the form's order.
 */

const ORDER: Gstr1NilSupplyType[] = ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'];

function nilSupplyType(entry: Gstr1Entry): Gstr1NilSupplyType {
  const inter = entry.document.supply === 'inter-state';
  if (entry.registered) return inter ? 'INTRB2B' : 'INTRAB2B';
  return inter ? 'INTRB2C' : 'INTRAB2C';
}

export function nilSection(entries: Gstr1Entry[]): Gstr1Nil | null {
  const rows = new Map<Gstr1NilSupplyType, { exempt: number; nil: number }>();
  for (const entry of entries.filter((item) => item.table === 'nil')) {
    const type = nilSupplyType(entry);
    const row = rows.get(type) ?? { exempt: 0, nil: 0 };
    const amount = entry.sign * entry.document.amounts.taxablePaise;
    if (entry.document.exemptionReason.trim() !== '') row.exempt += amount;
    else row.nil += amount;
    rows.set(type, row);
  }
  const inv = ORDER.filter((type) => rows.has(type)).map((type) => ({
    sply_ty: type,
    expt_amt: rupees(rows.get(type)!.exempt),
    nil_amt: rupees(rows.get(type)!.nil),
    ngsup_amt: 0,
  }));
  return inv.length > 0 ? { inv } : null;
}
