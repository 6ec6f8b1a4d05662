import { describe, expect, it } from 'vitest';
import { monthPeriod, quarterPeriod } from '#shared/reports/return-period';
import type { ReportDocument } from '#server/reports/report-documents';
import { b2clLimitOn } from './b2cl-limit.js';
import { AGENCY_GSTIN, GOLDEN_DOCUMENTS, reportDocument } from './golden/golden-documents.js';
import { gstr1Return } from './gstr1-return.js';
import { divideLike, sumsBySac } from './hsn-section.js';

const NOVEMBER = monthPeriod('2026-11')!;

function ret(documents: ReportDocument[], period = NOVEMBER) {
  return gstr1Return({ gstin: AGENCY_GSTIN, period, documents });
}

/** An inter-state invoice to an unregistered person in Tamil Nadu worth `totalPaise` (IGST 18% inside). */
function unregisteredInterState(number: string, date: string, taxablePaise: number, igstPaise: number): ReportDocument {
  return reportDocument({
    kind: 'tax_invoice',
    number,
    date,
    party: { name: 'Meera Iyer', gstin: '', state: 'Tamil Nadu' },
    placeOfSupply: 'Tamil Nadu',
    supply: 'inter-state',
    amounts: {
      taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise,
      reimbursementPaise: 0,
    },
  });
}

describe('the B2CL limit, by the invoice date', () => {
  it('is ₹2,50,000 until 31 July 2024 and ₹1,00,000 from 1 August 2024', () => {
    expect(b2clLimitOn('2024-07-31')).toBe(25_000_000);
    expect(b2clLimitOn('2024-08-01')).toBe(10_000_000);
    expect(() => b2clLimitOn('2017-06-30')).toThrow(RangeError);
  });

  it('puts a ₹1,50,000 inter-state invoice in B2CS on 31 July 2024 and in B2CL on 1 August 2024', () => {
    // ₹1,27,118.64 + IGST 18% ₹22,881.36 = ₹1,50,000.00.
    const invoice = (date: string) => unregisteredInterState('SLT/I/24-25/0001', date, 12_711_864, 2_288_136);
    const july = ret([invoice('2024-07-31')], monthPeriod('2024-07')!);
    expect(july.b2cl).toBeUndefined();
    expect(july.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '33', typ: 'OE', txval: 127118.64, rt: 18, iamt: 22881.36, csamt: 0 },
    ]);
    const august = ret([invoice('2024-08-01')], monthPeriod('2024-08')!);
    expect(august.b2cs).toBeUndefined();
    expect(august.b2cl).toEqual([
      {
        pos: '33',
        inv: [
          {
            inum: 'SLT/I/24-25/0001',
            idt: '01-08-2024',
            val: 150000,
            itms: [{ num: 1801, itm_det: { txval: 127118.64, rt: 18, iamt: 22881.36, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('counts the value as more than the limit, not equal to it', () => {
    // Exactly ₹1,00,000 (₹84,745.76 + ₹15,254.24) stays in B2CS; a paisa more is B2CL.
    const at = (taxable: number, igst: number) =>
      reportDocument({
        kind: 'tax_invoice',
        number: `SLT/I/26-27/${taxable}`,
        date: '2026-11-02',
        party: { name: 'Meera Iyer', gstin: '', state: 'Tamil Nadu' },
        placeOfSupply: 'Tamil Nadu',
        supply: 'inter-state',
        amounts: { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, reimbursementPaise: 0 },
      });
    expect(ret([at(8_474_576, 1_525_424)]).b2cl).toBeUndefined();
    expect(ret([at(8_474_577, 1_525_424)]).b2cl?.[0]?.inv[0]?.val).toBe(100000.01);
  });

  it("sends a credit note to CDNUR by its invoice's date's limit", () => {
    const note = (invoiceDate: string) =>
      reportDocument({
        kind: 'credit_note',
        number: 'SLT/C/26-27/0001',
        date: '2026-11-05',
        party: { name: 'Meera Iyer', gstin: '', state: 'Tamil Nadu' },
        placeOfSupply: 'Tamil Nadu',
        supply: 'inter-state',
        amounts: { taxablePaise: 1_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 180_000, reimbursementPaise: 0 },
        invoice: { number: 'SLT/I/24-25/0001', date: invoiceDate, totalPaise: 15_000_000 },
      });
    // Invoice of 1 August 2024 for ₹1,50,000: a B2CL invoice, so its note is CDNUR.
    expect(ret([note('2024-08-01')]).cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'SLT/C/26-27/0001',
        nt_dt: '05-11-2026',
        val: 11800,
        pos: '33',
        itms: [{ num: 1801, itm_det: { txval: 10000, rt: 18, iamt: 1800, csamt: 0 } }],
      },
    ]);
    // Of 31 July 2024: the invoice was B2CS, so the note nets the B2CS row (here, negative).
    const july = ret([note('2024-07-31')]);
    expect(july.cdnur).toBeUndefined();
    expect(july.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '33', typ: 'OE', txval: -10000, rt: 18, iamt: -1800, csamt: 0 },
    ]);
  });
});

describe('GSTR-1 classification', () => {
  it('nets a credit note on a B2CS invoice into its row and leaves out a row that nets to nothing', () => {
    const invoice = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0001',
      date: '2026-11-02',
      amounts: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0, reimbursementPaise: 0 },
    });
    const note = (taxable: number) =>
      reportDocument({
        kind: 'credit_note',
        number: `SLT/C/26-27/${taxable}`,
        date: '2026-11-09',
        amounts: {
          taxablePaise: taxable,
          cgstPaise: (taxable * 9) / 100,
          sgstPaise: (taxable * 9) / 100,
          igstPaise: 0,
          reimbursementPaise: 0,
        },
        invoice: { number: 'SLT/I/26-27/0001', date: '2026-11-02', totalPaise: 1_180_000 },
      });
    expect(ret([invoice, note(400_000)]).b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', txval: 6000, rt: 18, camt: 540, samt: 540, csamt: 0 },
    ]);
    const cancelled = ret([invoice, note(1_000_000)]);
    expect(cancelled.b2cs).toBeUndefined();
    expect(cancelled.hsn).toBeUndefined();
    expect(cancelled.doc_issue?.doc_det.map((kind) => kind.doc_num)).toEqual([1, 5]);
  });

  it('reports an exempt supply in Table 8 only, and omits nil when there is none', () => {
    const exempt = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0009',
      date: '2026-11-03',
      party: { name: 'Pune Trust', gstin: '27AAATP1234C1Z9', state: 'Maharashtra' },
      gstBasisPoints: 0,
      exemptionReason: 'Notification 12/2017-CT(R) Sl. No. 1',
      amounts: { taxablePaise: 5_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0 },
    });
    const result = ret([exempt]);
    expect(result.nil).toEqual({ inv: [{ sply_ty: 'INTRAB2B', expt_amt: 50000, nil_amt: 0, ngsup_amt: 0 }] });
    expect(result.b2b).toBeUndefined();
    expect(result.b2cs).toBeUndefined();
    expect(Object.keys(result)).toEqual(['gstin', 'fp', 'hsn', 'nil', 'doc_issue']);
    expect(ret(GOLDEN_DOCUMENTS).nil).toBeUndefined();
  });

  it('ignores documents outside the period and earlier vouchers not invoiced in it', () => {
    const october = [
      reportDocument({
        kind: 'tax_invoice',
        number: 'SLT/I/26-27/0030',
        date: '2026-10-31',
        amounts: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0, reimbursementPaise: 0 },
      }),
      reportDocument({
        kind: 'receipt_voucher',
        number: 'SLT/R/26-27/0004',
        date: '2026-10-20',
        advance: true,
        invoicedOn: '2026-12-02',
        amounts: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0, reimbursementPaise: 0 },
      }),
    ];
    expect(ret([...GOLDEN_DOCUMENTS, ...october])).toEqual(ret(GOLDEN_DOCUMENTS));
  });

  it('leaves an advance invoiced in the same period out of Tables 11A and 11B', () => {
    const advance = reportDocument({
      kind: 'receipt_voucher',
      number: 'SLT/R/26-27/0010',
      date: '2026-11-02',
      advance: true,
      invoicedOn: '2026-11-20',
      amounts: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 0, reimbursementPaise: 0 },
    });
    const result = ret([advance]);
    expect(result.at).toBeUndefined();
    expect(result.txpd).toBeUndefined();
    expect(result.doc_issue?.doc_det[0]?.doc_num).toBe(6);
  });

  it('takes an earlier refund from the advance its invoice adjusts, so only what was kept is adjusted', () => {
    const split = {
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
      reimbursementPaise: 0,
    };
    const received = reportDocument({
      kind: 'receipt_voucher',
      number: 'SLT/R/26-27/0001',
      date: '2026-09-10',
      advance: true,
      invoicedOn: '2026-11-05',
      amounts: split,
    });
    const refunded = reportDocument({
      kind: 'refund_voucher',
      number: 'SLT/F/26-27/0001',
      date: '2026-10-01',
      advance: true,
      invoicedOn: '2026-11-05',
      amounts: { ...split, taxablePaise: 400_000, cgstPaise: 36_000, sgstPaise: 36_000 },
    });
    // September: 11A ₹10,000; October: 11B ₹4,000 (the refund); November: 11B ₹6,000. In all ₹10,000.
    expect(ret([received, refunded]).txpd).toEqual([
      { pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 6000, camt: 540, samt: 540, csamt: 0 }] },
    ]);
    const october = [{ pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 4000, camt: 360, samt: 360, csamt: 0 }] }];
    expect(ret([refunded], monthPeriod('2026-10')!).txpd).toEqual(october);
    expect(ret([{ ...refunded, invoicedOn: null }], monthPeriod('2026-10')!).txpd).toEqual(october);
    expect(ret([received], monthPeriod('2026-09')!).at).toEqual([
      { pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 10000, camt: 900, samt: 900, csamt: 0 }] },
    ]);
  });

  it("places a Rule 50 advance with no place of supply at the party's state, else at the agency's", () => {
    const rule50 = (state: string) =>
      reportDocument({
        kind: 'receipt_voucher',
        number: `SLT/R/26-27/${state || 'none'}`,
        date: '2026-11-14',
        party: { name: 'Phone booking', gstin: '', state },
        placeOfSupply: '',
        supply: 'inter-state',
        advance: true,
        // ₹1,18,000 received, IGST 18% inside (inclusiveIgstSplit).
        amounts: { taxablePaise: 10_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800_000, reimbursementPaise: 0 },
      });
    expect(ret([rule50('Karnataka')]).at).toEqual([
      { pos: '29', sply_ty: 'INTER', itms: [{ rt: 18, ad_amt: 100000, iamt: 18000, csamt: 0 }] },
    ]);
    // No address on record: section 12(2)(b)(ii) IGST Act, the supplier's location. The tax stays as issued (IGST).
    expect(ret([rule50('')]).at).toEqual([
      { pos: '27', sply_ty: 'INTER', itms: [{ rt: 18, ad_amt: 100000, iamt: 18000, csamt: 0 }] },
    ]);
  });

  it('refuses a place of supply that is no state', () => {
    const wrong = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0001',
      date: '2026-11-02',
      placeOfSupply: 'Bombay',
    });
    expect(() => ret([wrong])).toThrow(/Bombay/);
  });
});

describe('a quarter', () => {
  it('is filed under its last month and takes every month of it', () => {
    const q3 = quarterPeriod('2026-27-Q3')!;
    const december = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0060',
      date: '2026-12-31',
      party: { name: 'Bengaluru Live LLP', gstin: '29AAKFB9876C1Z3', state: 'Karnataka' },
      placeOfSupply: 'Karnataka',
      supply: 'inter-state',
      amounts: { taxablePaise: 1_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 180_000, reimbursementPaise: 0 },
    });
    const result = ret([...GOLDEN_DOCUMENTS, december], q3);
    expect(result.fp).toBe('122026');
    // October's advance R/0005 is now in the period, invoiced in it too: neither 11A nor 11B.
    expect(result.txpd).toEqual([
      { pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 20000, camt: 1800, samt: 1800, csamt: 0 }] },
    ]);
    expect(result.b2b?.find((party) => party.ctin === '29AAKFB9876C1Z3')?.inv.map((invoice) => invoice.inum)).toEqual([
      'SLT/I/26-27/0042',
      'SLT/I/26-27/0060',
    ]);
    const invoices = result.doc_issue?.doc_det.find((kind) => kind.doc_num === 1)?.docs;
    expect(invoices).toEqual([
      { num: 1, from: 'SLT/I/26-27/0041', to: 'SLT/I/26-27/0060', totnum: 6, cancel: 0, net_issue: 6 },
    ]);
    const receipts = result.doc_issue?.doc_det.find((kind) => kind.doc_num === 6)?.docs;
    expect(receipts?.[0]).toMatchObject({ from: 'SLT/R/26-27/0005', to: 'SLT/R/26-27/0008', totnum: 3 });
  });
});

describe('dividing a tax across SACs', () => {
  it('adds up to the paisa and follows the proportions', () => {
    // Split off one part at a time: 100 → 33 | 67 → 34 | 33 (a tie goes to the earlier part).
    expect(divideLike(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(divideLike(1_800_000, [15_000_000, 5_000_000])).toEqual([1_350_000, 450_000]);
    expect(divideLike(0, [5, 5])).toEqual([0, 0]);
    const parts = divideLike(409_505, [1_234_567, 2_000_000, 1_315_488]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(409_505);
  });

  it("gives each SAC its own taxable value and the document's tax in full", () => {
    const document = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0001',
      date: '2026-11-02',
      amounts: { taxablePaise: 1_000_001, cgstPaise: 90_000, sgstPaise: 90_001, igstPaise: 0, reimbursementPaise: 0 },
      lines: [
        { sac: '998596', amountPaise: 333_333 },
        { sac: '999631', amountPaise: 333_334 },
        { sac: '998596', amountPaise: 333_334 },
      ],
    });
    const sums = sumsBySac(document);
    expect([...sums.keys()]).toEqual(['998596', '999631']);
    expect(sums.get('998596')!.taxablePaise).toBe(666_667);
    expect(sums.get('998596')!.cgstPaise + sums.get('999631')!.cgstPaise).toBe(90_000);
    expect(sums.get('998596')!.sgstPaise + sums.get('999631')!.sgstPaise).toBe(90_001);
  });
});
