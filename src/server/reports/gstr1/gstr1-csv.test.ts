import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { monthPeriod } from '#shared/reports/return-period';
import { AGENCY_GSTIN, GOLDEN_DOCUMENTS, reportDocument } from './golden/golden-documents.js';
import { GSTR1_CSV_HEADERS, gstr1CsvFiles, gstr1CsvZip } from './gstr1-csv.js';
import { gstr1Return } from './gstr1-return.js';
import { rowsOf } from '#server/test/csv-rows';

const NOVEMBER = monthPeriod('2026-11')!;
const golden = () => gstr1Return({ gstin: AGENCY_GSTIN, period: NOVEMBER, documents: GOLDEN_DOCUMENTS });

describe("GSTR-1 as the offline tool's CSVs", () => {
  it('unzips to one file per non-empty section with the tool headers', () => {
    const files = unzipSync(gstr1CsvZip(golden()));
    expect(Object.keys(files)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'at.csv',
      'atadj.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
      'docs.csv',
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      expect(rowsOf(strFromU8(bytes))[0], name).toEqual(GSTR1_CSV_HEADERS[name]);
    }
    expect(strFromU8(files['b2b.csv']!).split('\n')[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
  });

  it('writes the rows as the tool reads them, with no totals row', () => {
    const files = Object.fromEntries(gstr1CsvFiles(golden()).map(({ name, csv }) => [name, rowsOf(csv).slice(1)]));
    expect(files['b2b.csv']).toEqual([
      [
        '27AAECM4321B1Z2',
        'Mehta Events Private Limited',
        'SLT/I/26-27/0041',
        '04-Nov-2026',
        '248500.00',
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '200000.00',
        '0.00',
      ],
      [
        '29AAKFB9876C1Z3',
        'Bengaluru Live LLP',
        'SLT/I/26-27/0042',
        '10-Nov-2026',
        '354000.00',
        '29-Karnataka',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '300000.00',
        '0.00',
      ],
    ]);
    expect(files['b2cl.csv']).toEqual([
      ['SLT/I/26-27/0043', '12-Nov-2026', '150000.00', '24-Gujarat', '', '18', '125000.00', '0.00', ''],
    ]);
    expect(files['b2cs.csv']).toEqual([
      ['OE', '27-Maharashtra', '', '18', '45500.55', '0.00', ''],
      ['OE', '32-Kerala', '', '18', '80000.00', '0.00', ''],
    ]);
    expect(files['cdnr.csv']).toEqual([
      [
        '27AAECM4321B1Z2',
        'Mehta Events Private Limited',
        'SLT/C/26-27/0003',
        '25-Nov-2026',
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        '47200.00',
        '',
        '18',
        '40000.00',
        '0.00',
      ],
    ]);
    expect(files['at.csv']).toEqual([['08-Rajasthan', '', '18', '50000.00', '0.00']]);
    expect(files['atadj.csv']).toEqual([['27-Maharashtra', '', '18', '120000.00', '0.00']]);
    // Total Value = taxable + taxes: ₹4,10,000 + ₹54,000 + ₹9,900 + ₹9,900.
    expect(files['hsn(b2b).csv']![0]).toEqual([
      '998596',
      '',
      'NA',
      '0',
      '483800.00',
      '18',
      '410000.00',
      '54000.00',
      '9900.00',
      '9900.00',
      '0.00',
    ]);
    expect(files['docs.csv']).toEqual([
      ['Invoices for outward supply', 'SLT/I/26-27/0041', 'SLT/I/26-27/0045', '5', '0'],
      ['Credit Note', 'SLT/C/26-27/0003', 'SLT/C/26-27/0003', '1', '0'],
      ['Receipt voucher', 'SLT/R/26-27/0007', 'SLT/R/26-27/0008', '2', '0'],
      ['Refund voucher', 'SLT/F/26-27/0002', 'SLT/F/26-27/0002', '1', '0'],
    ]);
  });

  it('makes a text cell that a spreadsheet would run as a formula safe, and keeps a negative amount a number', () => {
    const party = { name: '=HYPERLINK("http://evil.example")', gstin: '27AAECM4321B1Z2', state: 'Maharashtra' };
    const invoice = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0001',
      date: '2026-11-02',
      party,
      amounts: { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0, reimbursementPaise: 0 },
    });
    const note = reportDocument({
      kind: 'credit_note',
      number: 'SLT/C/26-27/0001',
      date: '2026-11-03',
      amounts: { taxablePaise: 50, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0 },
      invoice: { number: 'SLT/I/26-27/0000', date: '2026-10-02', totalPaise: 118_000 },
    });
    const files = gstr1CsvFiles(gstr1Return({ gstin: AGENCY_GSTIN, period: NOVEMBER, documents: [invoice, note] }));
    const b2b = rowsOf(files.find((file) => file.name === 'b2b.csv')!.csv);
    expect(b2b[1]![1]).toBe(`'=HYPERLINK("http://evil.example")`);
    const b2cs = rowsOf(files.find((file) => file.name === 'b2cs.csv')!.csv);
    expect(b2cs[1]![4]).toBe('-0.50');
  });

  it('writes the exempt supplies and the B2CL credit notes in their sheets', () => {
    const exempt = reportDocument({
      kind: 'tax_invoice',
      number: 'SLT/I/26-27/0009',
      date: '2026-11-03',
      gstBasisPoints: 0,
      exemptionReason: 'Exempt by notification',
      amounts: { taxablePaise: 5_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0 },
    });
    const note = reportDocument({
      kind: 'credit_note',
      number: 'SLT/C/26-27/0004',
      date: '2026-11-05',
      party: { name: 'Ananya Rao', gstin: '', state: 'Gujarat' },
      placeOfSupply: 'Gujarat',
      supply: 'inter-state',
      amounts: { taxablePaise: 1_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 180_000, reimbursementPaise: 0 },
      invoice: { number: 'SLT/I/26-27/0043', date: '2026-11-12', totalPaise: 15_000_000 },
    });
    const files = gstr1CsvFiles(gstr1Return({ gstin: AGENCY_GSTIN, period: NOVEMBER, documents: [exempt, note] }));
    expect(files.map((file) => file.name)).toEqual(['cdnur.csv', 'hsn(b2c).csv', 'exemp.csv', 'docs.csv']);
    const sheet = (name: string) => rowsOf(files.find((file) => file.name === name)!.csv);
    expect(sheet('cdnur.csv')).toEqual([
      [...GSTR1_CSV_HEADERS['cdnur.csv']!],
      ['B2CL', 'SLT/C/26-27/0004', '05-Nov-2026', 'C', '24-Gujarat', '11800.00', '', '18', '10000.00', '0.00'],
    ]);
    expect(sheet('exemp.csv')).toEqual([
      ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
      ['Intra-State supplies to unregistered persons', '0.00', '50000.00', '0.00'],
    ]);
  });

  it('gives the same bytes every time', () => {
    expect(Buffer.from(gstr1CsvZip(golden())).equals(Buffer.from(gstr1CsvZip(golden())))).toBe(true);
  });
});
