import { formatDate } from '#shared/format';
import { MONEY_DOCUMENT_KIND_LABELS } from '#shared/schemas/money-documents';
import type { MoneyDocument, MoneyDocumentTotals } from '#shared/schemas/money-documents-responses';
import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';
import { formatRupees } from '../utils/rupees';
import { MoneyDocumentBookingLink, MoneyDocumentPdfButton } from './money-document-links';
import { MoneyDocumentStatePill } from './money-document-state';
import { indianDigits } from '#shared/indian-digits';

interface MoneyDocumentsTableProps {
  label: string;
  /** The count's noun, one and many ("voucher", "vouchers"). */
  noun: readonly [string, string];
  documents: MoneyDocument[];
  /** Of every row the filters pick, not only this page's. */
  totals: MoneyDocumentTotals;
  busy: boolean;
}

const HEAD = 'px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4';
const CELL = 'px-3 py-3 align-top first:pl-4 last:pr-4';
const MONEY = 'text-right tabular-nums whitespace-nowrap';

/** The reimbursements in a total (at cost, outside the taxable value), when there are some. */
function AtCost({ paise }: { paise: number }) {
  if (paise === 0) return null;
  return <span className="block text-xs font-normal text-slate-600">incl. {formatRupees(paise)} at cost</span>;
}

/**
 * The documents on a wide screen: one row each, newest first, the amounts in columns, and a
 * totals row of every filtered document (refunds and credit notes counted against the rest).
 */
export function MoneyDocumentsTable({ label, noun, documents, totals, busy }: MoneyDocumentsTableProps) {
  return (
    <AdminTableFrame busy={busy}>
      <table aria-label={label} aria-busy={busy} className="w-full text-left text-sm text-slate-800">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={HEAD}>
              Document and date
            </th>
            <th scope="col" className={HEAD}>
              Party and booking
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Taxable
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              GST
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Total
            </th>
            <th scope="col" className={HEAD}>
              State
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((document) => (
            <tr key={document._id} data-document-number={document.number} className="hover:bg-slate-50/70">
              <td className={CELL}>
                <span className="block text-xs text-slate-600">
                  {MONEY_DOCUMENT_KIND_LABELS[document.kind]} ·{' '}
                  <time dateTime={document.date}>{formatDate(document.date, 'short')}</time>
                </span>
                <span className="font-medium whitespace-nowrap">{document.number}</span>
                {document.invoiceNumber && (
                  <span className="block text-xs text-slate-600">against {document.invoiceNumber}</span>
                )}
              </td>
              <td className={`${CELL} min-w-44 break-words`}>
                {document.party.name}
                {document.party.gstin && <span className="block text-xs text-slate-600">{document.party.gstin}</span>}
                <span className="mt-1 block text-sm">
                  <MoneyDocumentBookingLink document={document} />
                </span>
              </td>
              <td className={`${CELL} ${MONEY}`}>{formatRupees(document.taxablePaise)}</td>
              <td className={`${CELL} ${MONEY}`}>{formatRupees(document.taxPaise)}</td>
              <td className={`${CELL} ${MONEY} font-semibold`}>
                {formatRupees(document.totalPaise)}
                <AtCost paise={document.reimbursementPaise} />
                {document.tdsPaise > 0 && (
                  <span className="block text-xs font-normal text-slate-600">
                    TDS {formatRupees(document.tdsPaise)}
                  </span>
                )}
              </td>
              <td className={CELL}>
                <MoneyDocumentStatePill state={document.state} />
              </td>
              <td className={`${CELL} text-right whitespace-nowrap`}>
                <MoneyDocumentPdfButton document={document} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-brand-950">
          <tr>
            <th scope="row" colSpan={2} className={`${CELL} text-left`}>
              Totals of all {indianDigits(totals.count)} {totals.count === 1 ? noun[0] : noun[1]}
            </th>
            <td className={`${CELL} ${MONEY}`}>{formatRupees(totals.taxablePaise)}</td>
            <td className={`${CELL} ${MONEY}`}>{formatRupees(totals.taxPaise)}</td>
            <td className={`${CELL} ${MONEY}`}>
              {formatRupees(totals.totalPaise)}
              <AtCost paise={totals.reimbursementPaise} />
            </td>
            <td colSpan={2} className={CELL} />
          </tr>
        </tfoot>
      </table>
    </AdminTableFrame>
  );
}
