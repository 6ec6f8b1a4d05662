/* The Payments and Invoices lists' answer (issue 41): one row per document, and the filtered rows' totals. */
import { z } from 'zod';
import { MONEY_DOCUMENT_KINDS, MONEY_DOCUMENT_STATES } from './money-documents.js';
import { id, listMetaSchema } from './envelope-responses.js';

const paise = z.number().int();

export const moneyDocumentSchema = z.object({
  _id: id,
  kind: z.enum(MONEY_DOCUMENT_KINDS),
  /** `SLT/R/26-27/0001`. */
  number: z.string(),
  /** India's day it is dated, `YYYY-MM-DD`. */
  date: z.string(),
  /** Whom it is made out to, as the document names them. */
  party: z.object({ name: z.string(), gstin: z.string() }),
  /** Taxable value, the taxes (CGST + SGST + IGST), reimbursements at cost, and the document's total. */
  taxablePaise: paise,
  taxPaise: paise,
  reimbursementPaise: paise,
  totalPaise: paise,
  /** Tax the customer deducted on a receipt (in its total: it settles that much too); 0 otherwise. */
  tdsPaise: paise,
  state: z.enum(MONEY_DOCUMENT_STATES),
  /** A credit note's invoice number; '' otherwise. */
  invoiceNumber: z.string(),
  booking: z.object({ _id: id, number: z.string(), inquiryId: id }),
  /** The PDF's address: `/api/vouchers/:id/pdf`, `/api/invoices/:id/pdf`, `/api/credit-notes/:id/pdf`. */
  pdf: z.string(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;

/**
 * The totals of every row the filters pick (not only the page's): how many; the amounts summed
 * (refunds and credit notes subtracted, since they give back); receipts and refunds apart, and
 * what was received net of refunds; invoices and credit notes apart, and what was invoiced net of
 * credits.
 */
export const moneyDocumentTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  taxablePaise: paise,
  taxPaise: paise,
  reimbursementPaise: paise,
  totalPaise: paise,
  receivedPaise: paise,
  refundedPaise: paise,
  netReceivedPaise: paise,
  invoicedPaise: paise,
  creditedPaise: paise,
  netInvoicedPaise: paise,
});
export type MoneyDocumentTotals = z.infer<typeof moneyDocumentTotalsSchema>;

/** `GET /api/money-documents`: a page of rows, `meta` a list's with the span read and the totals. */
export const moneyDocumentsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(moneyDocumentSchema),
  meta: listMetaSchema.extend({ from: z.string(), to: z.string(), totals: moneyDocumentTotalsSchema }),
});
export type MoneyDocumentsMeta = z.infer<typeof moneyDocumentsAnswerSchema>['meta'];
