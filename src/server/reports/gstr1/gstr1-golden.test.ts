import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { monthPeriod } from '#shared/reports/return-period';
import { receiptsRegisterRows, registerTotals, salesRegisterRows } from '#server/reports/registers';
import { AGENCY_GSTIN, GOLDEN_DOCUMENTS } from './golden/golden-documents.js';
import { gstr1Return } from './gstr1-return.js';
import type { Gstr1Return } from './gstr1-types.js';

/*
 * The golden month of issue 40 (November 2026, agency in Maharashtra, code 27). The stored JSON
 * was written by hand from these figures, not printed by the code:
 *
 * b2b   I/0041 Mehta (27, intra): ₹2,00,000 + CGST 9% ₹18,000 + SGST ₹18,000 + reimbursements
 *       ₹12,500 = val ₹2,48,500; txval ₹2,00,000 (reimbursements out).
 *       I/0042 Bengaluru Live (29, inter): ₹3,00,000 + IGST ₹54,000 = ₹3,54,000.
 * b2cl  I/0043 to Gujarat (24): ₹1,25,000 + IGST ₹22,500 + reimbursements ₹2,500 = ₹1,50,000,
 *       more than ₹1,00,000 (the limit since 1 August 2024), so one by one.
 * b2cs  27 INTRA 18%: I/0044 ₹45,500.55, CGST = SGST = 9% = ₹4,095.0495, issued as ₹4,095.05.
 *       32 INTER 18%: I/0045 ₹80,000 + IGST ₹14,400 = ₹94,400, under the limit.
 * cdnr  C/0003 on I/0041: ₹40,000 + CGST ₹3,600 + SGST ₹3,600 = ₹47,200.
 * at    R/0007 (Rajasthan, 08, inter, no invoice): ₹50,000 + IGST ₹9,000.
 * txpd  27 INTRA: R/0005 (October, invoiced by I/0041 on 4 November) ₹1,00,000 + ₹9,000 + ₹9,000,
 *       plus the refund F/0002 of an October advance ₹20,000 + ₹1,800 + ₹1,800:
 *       ad_amt ₹1,20,000, camt = samt ₹10,800.
 * hsn_b2b  998596: I/0041's ₹1,50,000 (its CGST ₹18,000 split 3:1 by SAC: ₹13,500 and ₹4,500)
 *          + I/0042 ₹3,00,000 − C/0003 ₹40,000 = ₹4,10,000; IGST ₹54,000; CGST = SGST
 *          ₹13,500 − ₹3,600 = ₹9,900. 999631: ₹50,000, CGST = SGST ₹4,500.
 * hsn_b2c  998596: ₹1,25,000 + ₹45,500.55 + ₹80,000 = ₹2,50,500.55; IGST ₹22,500 + ₹14,400 =
 *          ₹36,900; CGST = SGST ₹4,095.05.
 * doc_issue  invoices I/0041–0045 (5), credit note C/0003, receipts R/0007–0008 (R/0005 is
 *            October's), refund F/0002.
 * Totals: taxable ₹4,60,000 (B2B net) + ₹2,50,500.55 (B2C) = ₹7,10,500.55; CGST = SGST
 * ₹18,000 + ₹4,095.05 − ₹3,600 = ₹18,495.05; IGST ₹54,000 + ₹22,500 + ₹14,400 = ₹90,900.
 */

const NOVEMBER = monthPeriod('2026-11')!;
const GOLDEN_FILE = new URL('./golden/gstr1-2026-11.json', import.meta.url);

function golden(): Gstr1Return {
  return gstr1Return({ gstin: AGENCY_GSTIN, period: NOVEMBER, documents: GOLDEN_DOCUMENTS });
}

/** Sums a rupee field of a list in paise (the JSON's amounts are whole paise / 100). */
function paiseOf<T>(rows: T[] | undefined, pick: (row: T) => number): number {
  return (rows ?? []).reduce((sum, row) => sum + Math.round(pick(row) * 100), 0);
}

/** A row's amount field, 0 where the row has none (an inter-state row has no `camt`). */
function amountOf(row: object, field: string): number {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : 0;
}

describe('GSTR-1: the golden month (November 2026)', () => {
  it('is the stored JSON byte for byte', () => {
    const text = `${JSON.stringify(golden(), null, 2)}\n`;
    expect(text).toBe(readFileSync(GOLDEN_FILE, 'utf8'));
  });

  it('is the same whatever order the documents come in', () => {
    const reversed = gstr1Return({ gstin: AGENCY_GSTIN, period: NOVEMBER, documents: [...GOLDEN_DOCUMENTS].reverse() });
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(golden()));
  });

  it('keeps its sections in the portal order and carries no party name', () => {
    const ret = golden();
    expect(Object.keys(ret)).toEqual(['gstin', 'fp', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'at', 'txpd', 'hsn', 'doc_issue']);
    expect(JSON.stringify(ret)).not.toContain('Mehta');
  });

  it("the sales register's totals are the return's to the paisa", () => {
    const ret = golden();
    const sales = registerTotals(salesRegisterRows(GOLDEN_DOCUMENTS));
    const invoiceItems = [
      ...(ret.b2b ?? []).flatMap((party) => party.inv.flatMap((invoice) => invoice.itms)),
      ...(ret.b2cl ?? []).flatMap((place) => place.inv.flatMap((invoice) => invoice.itms)),
    ].map((item) => item.itm_det);
    const noteItems = [
      ...(ret.cdnr ?? []).flatMap((party) => party.nt.flatMap((note) => note.itms)),
      ...(ret.cdnur ?? []).flatMap((note) => note.itms),
    ].map((item) => item.itm_det);
    const net = (field: 'txval' | 'iamt' | 'camt' | 'samt') =>
      paiseOf(invoiceItems, (detail) => amountOf(detail, field)) +
      paiseOf(ret.b2cs, (row) => amountOf(row, field)) -
      paiseOf(noteItems, (detail) => amountOf(detail, field));

    expect(sales.taxablePaise).toBe(71_050_055);
    expect(net('txval')).toBe(sales.taxablePaise);
    expect(net('camt')).toBe(sales.cgstPaise);
    expect(net('samt')).toBe(sales.sgstPaise);
    expect(net('iamt')).toBe(sales.igstPaise);
    expect([sales.cgstPaise, sales.sgstPaise, sales.igstPaise]).toEqual([1_849_505, 1_849_505, 9_090_000]);

    // Table 12 sums the same invoices and notes.
    const hsn = [...ret.hsn!.hsn_b2b, ...ret.hsn!.hsn_b2c];
    expect(paiseOf(hsn, (row) => row.txval)).toBe(sales.taxablePaise);
    expect(paiseOf(hsn, (row) => row.camt)).toBe(sales.cgstPaise);
    expect(paiseOf(hsn, (row) => row.samt)).toBe(sales.sgstPaise);
    expect(paiseOf(hsn, (row) => row.iamt)).toBe(sales.igstPaise);
    // The invoices' value with reimbursements, less the notes': ₹8,53,390.65.
    expect(sales.totalPaise).toBe(85_339_065);
  });

  it("the receipts register's advances are Tables 11A and 11B to the paisa", () => {
    const ret = golden();
    const november = GOLDEN_DOCUMENTS.filter((document) => document.date >= NOVEMBER.from);
    const rows = receiptsRegisterRows(november);
    const register = registerTotals(rows);
    // R/0007 ₹59,000 + R/0008 ₹3,48,000 − F/0002 ₹23,600; TDS ₹6,000 on R/0008.
    expect(register.totalPaise).toBe(38_340_000);
    expect(register.tdsPaise).toBe(600_000);

    const advances = (number: string) => registerTotals(rows.filter((row) => row.number === number));
    const atItems = (ret.at ?? []).flatMap((row) => row.itms);
    expect(paiseOf(atItems, (item) => item.ad_amt)).toBe(advances('SLT/R/26-27/0007').taxablePaise);
    expect(paiseOf(atItems, (item) => ('iamt' in item ? item.iamt : 0))).toBe(advances('SLT/R/26-27/0007').igstPaise);

    // 11B: October's receipt adjusted (from October's register) and this month's refund (negative here).
    const october = registerTotals(
      receiptsRegisterRows(GOLDEN_DOCUMENTS.filter((document) => document.date < NOVEMBER.from)),
    );
    const refund = advances('SLT/F/26-27/0002');
    const txpdItems = (ret.txpd ?? []).flatMap((row) => row.itms);
    expect(paiseOf(txpdItems, (item) => item.ad_amt)).toBe(october.taxablePaise - refund.taxablePaise);
    expect(paiseOf(txpdItems, (item) => ('camt' in item ? item.camt : 0))).toBe(october.cgstPaise - refund.cgstPaise);
    expect(paiseOf(txpdItems, (item) => ('samt' in item ? item.samt : 0))).toBe(october.sgstPaise - refund.sgstPaise);
  });
});
