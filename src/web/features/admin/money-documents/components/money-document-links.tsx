import { Link } from 'react-router';
import { MONEY_DOCUMENT_KIND_LABELS } from '#shared/schemas/money-documents';
import type { MoneyDocument } from '#shared/schemas/money-documents-responses';
import { PAGES } from '#shared/pages';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { API_BASE } from '#web/lib/api-client';

/** The document's PDF, fetched with the session's token (the server gives its address under /api). */
export function MoneyDocumentPdfButton({ document }: { document: MoneyDocument }) {
  const path = document.pdf.startsWith(API_BASE) ? document.pdf.slice(API_BASE.length) : document.pdf;
  return (
    <DocumentDownloadButton path={path} name={MONEY_DOCUMENT_KIND_LABELS[document.kind]} number={document.number} />
  );
}

/** The booking's number, opening its inquiry's page, where the booking and all its money are. */
export function MoneyDocumentBookingLink({ document }: { document: MoneyDocument }) {
  return (
    <Link
      to={PAGES.adminInquiry.getHref(document.booking.inquiryId)}
      // The visible number, named as a booking (a hidden word inside would stretch the link's box in a scrolling table).
      aria-label={`Booking ${document.booking.number}`}
      className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-600"
    >
      {document.booking.number}
    </Link>
  );
}
