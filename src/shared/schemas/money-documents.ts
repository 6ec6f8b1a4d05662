import { z } from 'zod';
import { isIsoCalendarDate } from '../event-date.js';
import { paginationSchema, searchTextSchema } from './common.js';

/*
 * The Payments and Invoices lists (issue 41): every receipt, refund, invoice and credit note of a
 * span of days, read as issued by the reports domain, for staff to find any document and its PDF.
 * Dates are India's calendar days, `YYYY-MM-DD`, both ends included.
 */

/** The four documents, as the list and its address name them. */
export const MONEY_DOCUMENT_KINDS = ['receipt', 'refund', 'invoice', 'credit_note'] as const;
export type MoneyDocumentKind = (typeof MONEY_DOCUMENT_KINDS)[number];

export const MONEY_DOCUMENT_KIND_LABELS: Record<MoneyDocumentKind, string> = {
  receipt: 'Receipt',
  refund: 'Refund',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** The Payments screen's kinds, and the Invoices screen's. */
export const PAYMENT_DOCUMENT_KINDS = ['receipt', 'refund'] as const satisfies readonly MoneyDocumentKind[];
export const INVOICE_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const satisfies readonly MoneyDocumentKind[];

/**
 * What became of a document since, as the data says it: a receipt whose booking has been refunded
 * in part or in full (refunds are paid against a booking, not one receipt), an invoice credited in
 * part or in full by its credit notes; a refund is paid and a credit note issued.
 */
export const MONEY_DOCUMENT_STATES = [
  'received',
  'refunded_in_part',
  'refunded',
  'paid',
  'issued',
  'credited_in_part',
  'credited',
] as const;
export type MoneyDocumentState = (typeof MONEY_DOCUMENT_STATES)[number];

export const MONEY_DOCUMENT_STATE_LABELS: Record<MoneyDocumentState, string> = {
  received: 'Received',
  refunded_in_part: 'Refunded in part',
  refunded: 'Refunded',
  paid: 'Paid back',
  issued: 'Issued',
  credited_in_part: 'Credited in part',
  credited: 'Credited in full',
};

/** The longest span one list reads: a year (the reports' limit too). */
export const MONEY_DOCUMENTS_MAX_DAYS = 366;

export const MONEY_DOCUMENT_MESSAGES = {
  kind: `kind must be one or more of ${MONEY_DOCUMENT_KINDS.join(', ')}, separated by commas`,
  day: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  rangeOrder: 'To must be on or after From',
  rangeLength: 'Ask for at most a year at a time',
} as const;

const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isIsoCalendarDate(value), MONEY_DOCUMENT_MESSAGES.day(label));

/** `receipt,refund` as the kinds it names; '' or absent is every kind. */
const kindsSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    const names = (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const kinds = MONEY_DOCUMENT_KINDS.filter((kind) => names.includes(kind));
    if (kinds.length !== new Set(names).size) {
      context.addIssue({ code: 'custom', message: MONEY_DOCUMENT_MESSAGES.kind });
      return z.NEVER;
    }
    return kinds.length > 0 ? kinds : [...MONEY_DOCUMENT_KINDS];
  });

const DAY_MS = 86_400_000;
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The span a list reads: both days as given; one alone with the year that follows or goes before
 * it; neither, the year up to `today` (India's day). Never more than a year.
 */
export function moneyDocumentsSpan(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const end = to ?? (from !== undefined ? dayPlus(from, MONEY_DOCUMENTS_MAX_DAYS - 1) : today);
  return { from: from ?? dayPlus(end, -(MONEY_DOCUMENTS_MAX_DAYS - 1)), to: end };
}

/**
 * `GET /api/money-documents?kind=receipt,refund&from=&to=&q=&limit=&offset=` (staff): the documents
 * of these kinds dated in the span (the year up to today when none is given), newest first, those
 * whose number, party or booking number holds `q`, paged.
 */
export const moneyDocumentsQuerySchema = paginationSchema
  .extend({ kind: kindsSchema, from: optionalDay('From'), to: optionalDay('To'), q: searchTextSchema })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: MONEY_DOCUMENT_MESSAGES.rangeOrder,
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS < MONEY_DOCUMENTS_MAX_DAYS,
    { path: ['to'], message: MONEY_DOCUMENT_MESSAGES.rangeLength },
  );
export type MoneyDocumentsQuery = z.input<typeof moneyDocumentsQuerySchema>;
