import { formatDate } from '#shared/format';
import { MONEY_DOCUMENT_KIND_LABELS } from '#shared/schemas/money-documents';
import type { MoneyDocument } from '#shared/schemas/money-documents-responses';
import { formatRupees } from '../utils/rupees';
import { MoneyDocumentBookingLink, MoneyDocumentPdfButton } from './money-document-links';
import { MoneyDocumentStatePill } from './money-document-state';

/** One document on a phone: its kind and number, whom and when, the amounts, its state, booking and PDF. */
export function MoneyDocumentCard({ document }: { document: MoneyDocument }) {
  const headingId = `document-${document._id}-number`;
  return (
    <article
      aria-labelledby={headingId}
      data-document-number={document.number}
      className="rounded-xl border border-slate-200 bg-white px-3.5 py-3 shadow-xs shadow-brand-900/5"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-base leading-6 font-semibold break-words text-brand-950">
          <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">
            {MONEY_DOCUMENT_KIND_LABELS[document.kind]}
            <span className="sr-only"> </span>
          </span>
          {document.number}
        </h2>
        <p className="text-base font-semibold whitespace-nowrap text-brand-950">{formatRupees(document.totalPaise)}</p>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        {document.party.name} · <time dateTime={document.date}>{formatDate(document.date, 'short')}</time>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Taxable</dt>
        <dd className="text-right text-slate-800">{formatRupees(document.taxablePaise)}</dd>
        <dt className="text-slate-600">GST</dt>
        <dd className="text-right text-slate-800">{formatRupees(document.taxPaise)}</dd>
        {document.reimbursementPaise > 0 && (
          <>
            <dt className="text-slate-600">Reimbursements</dt>
            <dd className="text-right text-slate-800">{formatRupees(document.reimbursementPaise)}</dd>
          </>
        )}
        {document.tdsPaise > 0 && (
          <>
            <dt className="text-slate-600">TDS deducted</dt>
            <dd className="text-right text-slate-800">{formatRupees(document.tdsPaise)}</dd>
          </>
        )}
        {document.invoiceNumber && (
          <>
            <dt className="text-slate-600">Against invoice</dt>
            <dd className="text-right break-words text-slate-800">{document.invoiceNumber}</dd>
          </>
        )}
      </dl>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 border-t border-slate-100 pt-2">
        <MoneyDocumentStatePill state={document.state} />
        <span className="text-sm">
          <MoneyDocumentBookingLink document={document} />
        </span>
        <span className="-mr-2 ml-auto">
          <MoneyDocumentPdfButton document={document} />
        </span>
      </div>
    </article>
  );
}
