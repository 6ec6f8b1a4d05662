import { create } from 'xmlbuilder2';
import type { Ledgers } from '#shared/schemas/reports';
import { asOneLine } from '#shared/schemas/text';
import type { ReportDocument } from '#server/reports/report-documents';
import { type TallyVoucher, tallyVouchers } from './tally-vouchers.js';

/*
 * Tally Prime's XML import of a period's vouchers (issue 40, decision 0040): an "Import Data"
 * request of the "Vouchers" report, one VOUCHER per document, each posted "as voucher"
 * (Accounting Voucher View) with its ALLLEDGERENTRIES.LIST lines: a debit is ISDEEMEDPOSITIVE
 * Yes with a negative AMOUNT, a credit No with a positive one, in rupees with two decimals.
 */

/** Paise as Tally's AMOUNT: rupees with two decimals, exact (no floating point), signed. */
export function tallyAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** `2026-11-05` as Tally's `20261105`. */
export const tallyDate = (day: string): string => day.replaceAll('-', '');

/**
 * Text as XML 1.0 can carry it on one line: control characters become spaces (XML refuses most
 * of them, and a narration is one line), and what is not a character at all (a lone surrogate,
 * U+FFFE, U+FFFF) becomes U+FFFD. xmlbuilder2 escapes `&`, `<`, `>` and quotes itself.
 */
export function tallyText(value: string): string {
  return asOneLine(value).replace(NOT_A_CHARACTER, '\uFFFD');
}

/** A surrogate without its pair, U+FFFE, U+FFFF (matched on UTF-16 units: no `u` flag). */
const NOT_A_CHARACTER = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

const VIEW = 'Accounting Voucher View';

/** xmlbuilder2 exports no name for its builder. */
type XmlNode = ReturnType<typeof create>;

function writeVoucher(parent: XmlNode, voucher: TallyVoucher): void {
  const element = parent.ele('VOUCHER', { VCHTYPE: voucher.type, ACTION: 'Create', OBJVIEW: VIEW });
  element.ele('DATE').txt(tallyDate(voucher.date));
  element.ele('VOUCHERTYPENAME').txt(voucher.type);
  element.ele('VOUCHERNUMBER').txt(tallyText(voucher.number));
  const party = voucher.lines.find((line) => line.party);
  if (party) element.ele('PARTYLEDGERNAME').txt(tallyText(party.ledger));
  element.ele('NARRATION').txt(tallyText(voucher.narration));
  element.ele('PERSISTEDVIEW').txt(VIEW);
  for (const line of voucher.lines) {
    const entry = element.ele('ALLLEDGERENTRIES.LIST');
    entry.ele('LEDGERNAME').txt(tallyText(line.ledger));
    entry.ele('ISDEEMEDPOSITIVE').txt(line.paise < 0 ? 'Yes' : 'No');
    entry.ele('ISPARTYLEDGER').txt(line.party ? 'Yes' : 'No');
    entry.ele('AMOUNT').txt(tallyAmount(line.paise));
  }
}

/** The import file of the documents' vouchers, posted to the ledgers named in Settings. */
export function tallyXml({ ledgers, documents }: { ledgers: Ledgers; documents: readonly ReportDocument[] }): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' });
  const envelope = root.ele('ENVELOPE');
  envelope.ele('HEADER').ele('TALLYREQUEST').txt('Import Data');
  const importData = envelope.ele('BODY').ele('IMPORTDATA');
  importData.ele('REQUESTDESC').ele('REPORTNAME').txt('Vouchers');
  const message = importData.ele('REQUESTDATA').ele('TALLYMESSAGE', { 'xmlns:UDF': 'TallyUDF' });
  for (const voucher of tallyVouchers(documents, ledgers)) writeVoucher(message, voucher);
  return root.end({ prettyPrint: true });
}
