import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/test/csv-rows';
import { GOLDEN_DOCUMENTS } from './gstr1/golden/golden-documents.js';
import { receiptsRegisterCsv, receiptsRegisterRows, registerTotals, salesRegisterCsv } from './registers.js';

const NOVEMBER = GOLDEN_DOCUMENTS.filter((document) => document.date >= '2026-11-01');

describe('the sales register', () => {
  it('lists the invoices and credit notes oldest first, credit notes negative, then the totals', () => {
    const rows = rowsOf(salesRegisterCsv(NOVEMBER));
    expect(rows[0]).toEqual([
      'Document type',
      'Number',
      'Date',
      'Party',
      'GSTIN',
      'Place of supply',
      'SAC',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'Reimbursements (INR)',
      'Total (INR)',
      'Against invoice',
      'Booking',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'SLT/I/26-27/0041',
      'SLT/I/26-27/0042',
      'SLT/I/26-27/0043',
      'SLT/I/26-27/0044',
      'SLT/I/26-27/0045',
      'SLT/C/26-27/0003',
      '6 documents',
    ]);
    expect(rows[1]).toEqual([
      'TAX INVOICE',
      'SLT/I/26-27/0041',
      '04-11-2026',
      'Mehta Events Private Limited',
      '27AAECM4321B1Z2',
      'Maharashtra',
      '998596; 999631',
      '200000.00',
      '18000.00',
      '18000.00',
      '0.00',
      '12500.00',
      '248500.00',
      '',
      'SLT-2026-0101',
    ]);
    expect(rows[6]!.slice(7, 14)).toEqual([
      '-40000.00',
      '-3600.00',
      '-3600.00',
      '0.00',
      '0.00',
      '-47200.00',
      'SLT/I/26-27/0041',
    ]);
    // The totals, worked out in the golden test: ₹7,10,500.55; ₹18,495.05 each; ₹90,900; ₹15,000; ₹8,53,390.65.
    expect(rows[7]).toEqual([
      'Total',
      '6 documents',
      '',
      '',
      '',
      '',
      '',
      '710500.55',
      '18495.05',
      '18495.05',
      '90900.00',
      '15000.00',
      '853390.65',
      '',
      '',
    ]);
    expect(rows).toHaveLength(8);
  });
});

describe('the receipts register', () => {
  it('lists the receipt and refund vouchers, refunds negative, with mode, reference and TDS', () => {
    const rows = rowsOf(receiptsRegisterCsv(NOVEMBER));
    expect(rows[0]!.slice(13)).toEqual(['Mode', 'Reference', 'TDS (INR)', 'Booking']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[12], row[15]])).toEqual([
      ['RECEIPT VOUCHER', 'SLT/R/26-27/0007', '59000.00', '0.00'],
      ['RECEIPT VOUCHER', 'SLT/R/26-27/0008', '348000.00', '6000.00'],
      ['REFUND VOUCHER', 'SLT/F/26-27/0002', '-23600.00', '0.00'],
      ['Total', '3 documents', '383400.00', '6000.00'],
    ]);
    // A reference a customer typed that a spreadsheet would run is written as text.
    expect(rows[2]![14]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('totals each column in paise', () => {
    const totals = registerTotals(receiptsRegisterRows(NOVEMBER));
    expect(totals).toEqual({
      count: 3,
      taxablePaise: 5_000_000 + 29_491_525 - 2_000_000,
      cgstPaise: -180_000,
      sgstPaise: -180_000,
      igstPaise: 900_000 + 5_308_475,
      reimbursementPaise: 0,
      totalPaise: 38_340_000,
      tdsPaise: 600_000,
    });
  });
});
