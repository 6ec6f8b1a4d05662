import { MoneyDocumentsList } from './components/money-documents-list';
import { MONEY_DOCUMENT_GROUPS } from './utils/money-document-groups';

/**
 * Invoices (issue 41, staff) at /admin/invoices: every tax invoice and credit note of a span (the
 * year up to today by default), an invoice's state saying whether it was credited, with the
 * invoiced total net of credits; each document's PDF and its booking one click away.
 */
export function InvoicesPage() {
  return <MoneyDocumentsList group={MONEY_DOCUMENT_GROUPS.invoices} />;
}
