import type { ReportDocument } from '#server/reports/report-documents';
import type { ReturnPeriod } from '#shared/reports/return-period';
import type { TaxDocumentKind } from '#server/billing/tax-document';
import { inPeriod } from './classify.js';
import type { Gstr1DocIssue, Gstr1DocKind } from './gstr1-types.js';
import { byText } from './tax-sum.js';

/*
 * Table 13, the documents issued in the period: per nature of document (the portal's codes: 1
 * invoices for outward supply, 5 credit notes, 6 receipt vouchers, 8 refund vouchers), one range
 * per series (a number up to its last `/`: `SLT/I/26-27/`), from the lowest to the highest number
 * dated in the period. An issued document is never cancelled here (a credit note reverses it), so
 * `cancel` is 0 and the net issued is the count.
 */

const NATURES: { kind: TaxDocumentKind; doc_num: Gstr1DocKind['doc_num']; doc_typ: Gstr1DocKind['doc_typ'] }[] = [
  { kind: 'tax_invoice', doc_num: 1, doc_typ: 'Invoices for outward supply' },
  { kind: 'credit_note', doc_num: 5, doc_typ: 'Credit Note' },
  { kind: 'receipt_voucher', doc_num: 6, doc_typ: 'Receipt voucher' },
  { kind: 'refund_voucher', doc_num: 8, doc_typ: 'Refund voucher' },
];

function seriesOf(number: string): string {
  return number.slice(0, number.lastIndexOf('/') + 1);
}

/** A number's sequence, its digits after the last `/` (`SLT/I/26-27/0042` → 42). */
function sequenceOf(number: string): number {
  return Number(number.slice(number.lastIndexOf('/') + 1).replace(/\D/g, '') || '0');
}

/** Numbers of one series in order: by their sequence, then as text. */
function byNumber(a: { number: string; sequence: number }, b: { number: string; sequence: number }): number {
  return a.sequence - b.sequence || byText(a.number, b.number);
}

export function docIssueSection(period: ReturnPeriod, documents: ReportDocument[]): Gstr1DocIssue | null {
  const doc_det: Gstr1DocKind[] = [];
  for (const nature of NATURES) {
    const series = new Map<string, string[]>();
    for (const document of documents) {
      if (document.kind !== nature.kind || !inPeriod(document.date, period)) continue;
      const key = seriesOf(document.number);
      const numbers = series.get(key) ?? [];
      numbers.push(document.number);
      series.set(key, numbers);
    }
    if (series.size === 0) continue;
    const docs = [...series.entries()]
      .sort(([a], [b]) => byText(a, b))
      .map(([, numbers], index) => {
        const sorted = [...new Set(numbers)].map((number) => ({ number, sequence: sequenceOf(number) })).sort(byNumber);
        return {
          num: index + 1,
          from: sorted[0]!.number,
          to: sorted[sorted.length - 1]!.number,
          totnum: sorted.length,
          cancel: 0,
          net_issue: sorted.length,
        };
      });
    doc_det.push({ doc_num: nature.doc_num, doc_typ: nature.doc_typ, docs });
  }
  return doc_det.length > 0 ? { doc_det } : null;
}
