import {
  INVOICE_DOCUMENT_KINDS,
  MONEY_DOCUMENT_KIND_LABELS,
  PAYMENT_DOCUMENT_KINDS,
  type MoneyDocumentKind,
} from '#shared/schemas/money-documents';

/**
 * The two screens of the money's documents (issue 41): Payments (receipts and refunds) and
 * Invoices (invoices and credit notes). One list serves both; its group says which kinds it
 * shows and how its words and totals read.
 */
export type MoneyDocumentGroupName = 'payments' | 'invoices';

export interface MoneyDocumentGroup {
  name: MoneyDocumentGroupName;
  title: string;
  intro: string;
  kinds: readonly MoneyDocumentKind[];
  kindOptions: { value: MoneyDocumentKind; label: string }[];
  /** The count's noun, one and many. */
  noun: readonly [string, string];
  /** "Search by number, party or booking" and the empty states. */
  emptyTitle: string;
  emptyHint: string;
  /** Ids on the page (`payments-search`…). */
  idPrefix: string;
}

const optionsOf = (kinds: readonly MoneyDocumentKind[]) =>
  kinds.map((kind) => ({ value: kind, label: `${MONEY_DOCUMENT_KIND_LABELS[kind]}s` }));

export const MONEY_DOCUMENT_GROUPS: Record<MoneyDocumentGroupName, MoneyDocumentGroup> = {
  payments: {
    name: 'payments',
    title: 'Payments',
    intro: 'Every receipt and refund voucher, newest first, with its booking and PDF.',
    kinds: PAYMENT_DOCUMENT_KINDS,
    kindOptions: optionsOf(PAYMENT_DOCUMENT_KINDS),
    noun: ['voucher', 'vouchers'],
    emptyTitle: 'No payments in this period',
    emptyHint: 'Each payment recorded on a booking, and each refund, appears here with its voucher.',
    idPrefix: 'payments',
  },
  invoices: {
    name: 'invoices',
    title: 'Invoices',
    intro: 'Every tax invoice and credit note, newest first, with its booking and PDF.',
    kinds: INVOICE_DOCUMENT_KINDS,
    kindOptions: optionsOf(INVOICE_DOCUMENT_KINDS),
    noun: ['document', 'documents'],
    emptyTitle: 'No invoices in this period',
    emptyHint: 'Each tax invoice issued on a booking, and each credit note against one, appears here.',
    idPrefix: 'invoices',
  },
};
