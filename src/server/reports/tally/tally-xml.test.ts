import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEDGERS, type Ledgers } from '#shared/schemas/reports';
import type { ReportDocument } from '#server/reports/report-documents';
import { tallyAmount, tallyText, tallyXml } from './tally-xml.js';
import { tallyVouchers } from './tally-vouchers.js';

/** The Tally import (issue 40): well-formed, every voucher balanced, the ledgers from Settings, text that survives. */

const LEDGERS: Ledgers = {
  party: 'Sundry Debtors & Co',
  sales: 'Sales – Appearances',
  cgst: 'CGST Out',
  sgst: 'SGST Out',
  igst: 'IGST Out',
  reimbursements: 'Travel Recoverable',
  bank: 'HDFC Current A/c',
  tdsReceivable: 'TDS 194J Receivable',
};

const NO_AMOUNTS = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0 };

function document(overrides: Partial<ReportDocument>): ReportDocument {
  const amounts = { ...NO_AMOUNTS, ...overrides.amounts };
  return {
    kind: 'tax_invoice',
    id: 'id',
    number: 'SLT/I/26-27/0001',
    date: '2026-11-05',
    bookingId: 'booking',
    bookingReference: 'SLT-2026-0042',
    party: { name: 'Ananya Kapoor', gstin: '', state: 'Maharashtra' },
    placeOfSupply: 'Maharashtra',
    supply: 'intra-state',
    gstBasisPoints: 1800,
    exemptionReason: '',
    reverseCharge: false,
    totalPaise: Object.values(amounts).reduce((sum, part) => sum + part, 0),
    lines: [{ sac: '998596', amountPaise: amounts.taxablePaise }],
    invoice: null,
    invoicedOn: null,
    advance: false,
    mode: '',
    reference: '',
    tdsPaise: 0,
    ...overrides,
    amounts,
  };
}

/** A month's documents of every kind: intra- and inter-state, reimbursements, TDS, odd paise. */
const DOCUMENTS: ReportDocument[] = [
  document({
    number: 'SLT/I/26-27/0001',
    party: { name: 'Orbit Events Pvt Ltd', gstin: '27AAACO1234F1Z5', state: 'Maharashtra' },
    amounts: { ...NO_AMOUNTS, taxablePaise: 20_000_000, cgstPaise: 1_800_000, sgstPaise: 1_800_000 },
  }),
  document({
    number: 'SLT/I/26-27/0002',
    supply: 'inter-state',
    placeOfSupply: 'Karnataka',
    amounts: { ...NO_AMOUNTS, taxablePaise: 12_712_713, igstPaise: 2_288_288, reimbursementPaise: 4_500_001 },
  }),
  document({
    kind: 'receipt_voucher',
    number: 'SLT/R/26-27/0007',
    date: '2026-11-02',
    advance: true,
    mode: 'bank_transfer',
    reference: 'UTR123456',
    tdsPaise: 400_000,
    amounts: { ...NO_AMOUNTS, taxablePaise: 4_237_288, igstPaise: 762_712 },
  }),
  document({
    kind: 'receipt_voucher',
    number: 'SLT/R/26-27/0008',
    mode: 'upi',
    amounts: { ...NO_AMOUNTS, taxablePaise: 84_746, cgstPaise: 7_627, sgstPaise: 7_627 },
  }),
  document({
    kind: 'credit_note',
    number: 'SLT/C/26-27/0001',
    date: '2026-11-20',
    invoice: { number: 'SLT/I/26-27/0001', date: '2026-11-05', totalPaise: 23_600_000 },
    amounts: { ...NO_AMOUNTS, taxablePaise: 5_000_000, cgstPaise: 450_000, sgstPaise: 450_000 },
  }),
  document({
    kind: 'refund_voucher',
    number: 'SLT/F/26-27/0001',
    date: '2026-11-25',
    mode: 'cheque',
    amounts: { ...NO_AMOUNTS, taxablePaise: 1_000_001, igstPaise: 180_000 },
  }),
];

interface ParsedEntry {
  ledger: string;
  deemedPositive: string;
  amount: string;
}
interface ParsedVoucher {
  type: string | null;
  action: string | null;
  text: (tag: string) => string | undefined;
  entries: ParsedEntry[];
}

/** The file parsed back by xmlbuilder2, as the DOM it builds (text unescaped). */
function parse(xml: string): { document: Document; vouchers: ParsedVoucher[] } {
  const parsed = create(xml);
  // xmlbuilder2's parser is lenient (it closes what is left open): a file that parses back into
  // the very same text is one whose every element is closed where it was opened.
  expect(parsed.end({ prettyPrint: true })).toBe(xml);
  const dom = parsed.node as unknown as Document;
  const vouchers = Array.from(dom.getElementsByTagName('VOUCHER')).map((element) => ({
    type: element.getAttribute('VCHTYPE'),
    action: element.getAttribute('ACTION'),
    text: (tag: string) => element.getElementsByTagName(tag)[0]?.textContent ?? undefined,
    entries: Array.from(element.getElementsByTagName('ALLLEDGERENTRIES.LIST')).map((entry) => ({
      ledger: entry.getElementsByTagName('LEDGERNAME')[0]?.textContent ?? '',
      deemedPositive: entry.getElementsByTagName('ISDEEMEDPOSITIVE')[0]?.textContent ?? '',
      amount: entry.getElementsByTagName('AMOUNT')[0]?.textContent ?? '',
    })),
  }));
  return { document: dom, vouchers };
}

/** `-1234.56` as paise, read from the text (no floating point). */
function paiseOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`not an amount with two decimals: ${amount}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

describe('tallyXml', () => {
  it('is an Import Data request of the Vouchers report, one voucher per document, each created', () => {
    const xml = tallyXml({ ledgers: LEDGERS, documents: DOCUMENTS });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { document: dom, vouchers } = parse(xml);
    expect(dom.documentElement.tagName).toBe('ENVELOPE');
    expect(dom.getElementsByTagName('TALLYREQUEST')[0]?.textContent).toBe('Import Data');
    expect(dom.getElementsByTagName('REPORTNAME')[0]?.textContent).toBe('Vouchers');
    expect(dom.getElementsByTagName('TALLYMESSAGE')[0]?.getAttribute('xmlns:UDF')).toBe('TallyUDF');
    expect(vouchers.map((voucher) => [voucher.type, voucher.text('VOUCHERTYPENAME'), voucher.text('DATE')])).toEqual([
      ['Sales', 'Sales', '20261105'],
      ['Sales', 'Sales', '20261105'],
      ['Receipt', 'Receipt', '20261102'],
      ['Receipt', 'Receipt', '20261105'],
      ['Credit Note', 'Credit Note', '20261120'],
      ['Payment', 'Payment', '20261125'],
    ]);
    expect(vouchers.every((voucher) => voucher.action === 'Create')).toBe(true);
    expect(vouchers.map((voucher) => voucher.text('VOUCHERNUMBER'))).toEqual(DOCUMENTS.map((d) => d.number));
    expect(vouchers.every((voucher) => voucher.text('PERSISTEDVIEW') === 'Accounting Voucher View')).toBe(true);
  });

  it('balances every voucher to the paisa, debits deemed positive and negative, credits positive', () => {
    const { vouchers } = parse(tallyXml({ ledgers: LEDGERS, documents: DOCUMENTS }));
    for (const voucher of vouchers) {
      const amounts = voucher.entries.map((entry) => paiseOf(entry.amount));
      expect(
        amounts.reduce((sum, paise) => sum + paise, 0),
        voucher.text('VOUCHERNUMBER'),
      ).toBe(0);
      for (const entry of voucher.entries) {
        expect(entry.deemedPositive).toBe(paiseOf(entry.amount) < 0 ? 'Yes' : 'No');
        expect(paiseOf(entry.amount)).not.toBe(0);
      }
    }
  });

  it('posts each kind of document to the ledgers set in Settings, leaving zero lines out', () => {
    const { vouchers } = parse(tallyXml({ ledgers: LEDGERS, documents: DOCUMENTS }));
    const lines = (index: number) => vouchers[index]!.entries.map((entry) => [entry.ledger, entry.amount]);
    // Intra-state: CGST and SGST, no IGST or reimbursements line.
    expect(lines(0)).toEqual([
      ['Sundry Debtors & Co', '-236000.00'],
      ['Sales – Appearances', '200000.00'],
      ['CGST Out', '18000.00'],
      ['SGST Out', '18000.00'],
    ]);
    // Inter-state with reimbursements at cost.
    expect(lines(1)).toEqual([
      ['Sundry Debtors & Co', '-195010.02'],
      ['Sales – Appearances', '127127.13'],
      ['IGST Out', '22882.88'],
      ['Travel Recoverable', '45000.01'],
    ]);
    // ₹50,000 settled: ₹46,000 in the bank and ₹4,000 deducted at source.
    expect(lines(2)).toEqual([
      ['HDFC Current A/c', '-46000.00'],
      ['TDS 194J Receivable', '-4000.00'],
      ['Sundry Debtors & Co', '50000.00'],
    ]);
    expect(lines(3)).toEqual([
      ['HDFC Current A/c', '-1000.00'],
      ['Sundry Debtors & Co', '1000.00'],
    ]);
    // The credit note mirrors the sale.
    expect(lines(4)).toEqual([
      ['Sales – Appearances', '-50000.00'],
      ['CGST Out', '-4500.00'],
      ['SGST Out', '-4500.00'],
      ['Sundry Debtors & Co', '59000.00'],
    ]);
    expect(lines(5)).toEqual([
      ['Sundry Debtors & Co', '-11800.01'],
      ['HDFC Current A/c', '11800.01'],
    ]);
    expect(vouchers.every((voucher) => voucher.text('PARTYLEDGERNAME') === 'Sundry Debtors & Co')).toBe(true);
  });

  it('uses the default ledgers’ names when those are the settings', () => {
    const { vouchers } = parse(tallyXml({ ledgers: DEFAULT_LEDGERS, documents: DOCUMENTS.slice(2, 3) }));
    expect(vouchers[0]!.entries.map((entry) => entry.ledger)).toEqual([
      DEFAULT_LEDGERS.bank,
      DEFAULT_LEDGERS.tdsReceivable,
      DEFAULT_LEDGERS.party,
    ]);
  });

  it('narrates the booking, the party with its GSTIN, the document and how it was paid', () => {
    const { vouchers } = parse(tallyXml({ ledgers: LEDGERS, documents: DOCUMENTS }));
    expect(vouchers[0]!.text('NARRATION')).toBe(
      'Booking SLT-2026-0042; Orbit Events Pvt Ltd (GSTIN 27AAACO1234F1Z5); Tax invoice SLT/I/26-27/0001',
    );
    expect(vouchers[2]!.text('NARRATION')).toBe(
      'Booking SLT-2026-0042; Ananya Kapoor; Receipt voucher SLT/R/26-27/0007; by Bank transfer, reference UTR123456',
    );
    expect(vouchers[4]!.text('NARRATION')).toBe(
      'Booking SLT-2026-0042; Ananya Kapoor; Credit note SLT/C/26-27/0001; against invoice SLT/I/26-27/0001 of 2026-11-05',
    );
  });

  it('keeps a party name with & < > " \' whole, and a control character out', () => {
    const name = `Tom & Jerry's <"Events">\u0007\u0000 Ltd`;
    const xml = tallyXml({
      ledgers: { ...LEDGERS, party: `A&B <Debtors>` },
      documents: [
        document({ party: { name, gstin: '', state: 'Goa' }, amounts: { ...NO_AMOUNTS, taxablePaise: 100 } }),
      ],
    });
    // eslint-disable-next-line no-control-regex -- no control character may reach the file
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const { vouchers } = parse(xml);
    expect(vouchers[0]!.text('NARRATION')).toBe(
      `Booking SLT-2026-0042; Tom & Jerry's <"Events">   Ltd; Tax invoice SLT/I/26-27/0001`,
    );
    expect(vouchers[0]!.text('PARTYLEDGERNAME')).toBe('A&B <Debtors>');
  });

  it('makes no voucher of a document of nothing, and refuses one whose parts miss its total', () => {
    expect(tallyVouchers([document({})], LEDGERS)).toEqual([]);
    const wrong = document({ amounts: { ...NO_AMOUNTS, taxablePaise: 100 }, totalPaise: 101 });
    expect(() => tallyXml({ ledgers: LEDGERS, documents: [wrong] })).toThrow(/0001: its parts come to 100 paise/);
  });
});

describe('tallyAmount and tallyText', () => {
  it('writes paise as rupees with two decimals, exactly', () => {
    expect([0, 1, -1, 99, 100, -23_600_000, 900_719_925_474_099].map(tallyAmount)).toEqual([
      '0.00',
      '0.01',
      '-0.01',
      '0.99',
      '1.00',
      '-236000.00',
      '9007199254740.99',
    ]);
  });

  it('puts a space for a line break and U+FFFD for what is no character', () => {
    expect(tallyText('a\nb\u2028c\uD800d\uFFFEe😀')).toBe('a b c\uFFFDd\uFFFDe😀');
  });
});
