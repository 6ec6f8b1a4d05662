import { MoneyDocumentsList } from './components/money-documents-list';
import { MONEY_DOCUMENT_GROUPS } from './utils/money-document-groups';

/**
 * Payments (issue 41, staff) at /admin/payments: every receipt and refund voucher of a span (the
 * year up to today by default), searched by number, party or booking, with the received total net
 * of refunds; each voucher's PDF and its booking one click away.
 */
export function PaymentsPage() {
  return <MoneyDocumentsList group={MONEY_DOCUMENT_GROUPS.payments} />;
}
