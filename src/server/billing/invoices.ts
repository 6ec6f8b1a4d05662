import { asc, eq, sql } from 'drizzle-orm';
import { formatDate, indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { CreditNoteValues } from '#shared/schemas/billing';
import type { CreditNote, Invoice } from '#shared/schemas/billing-responses';
import { recordBookingStep } from '#server/bookings/booking-step';
import type { Db } from '#server/db/client';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { bookings } from '#server/bookings/bookings-tables';
import { creditNotes, invoices } from './billing-tables.js';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { getBusinessDetails } from '#server/site/business-details';
import { billingBasisOf } from './billing-basis.js';
import { queueBookingEmail } from './booking-emails.js';
import { paymentsOf, recordedBy, refuseMoreThan } from './booking-money.js';
import { creditNoteDocument, invoiceDocument } from './billing-documents.js';
import { type TaxDocument, taxDocumentSchema } from './tax-document.js';
import { upiUriFor } from './customer-payment.js';
import { recordGstDocuments } from './gst-records.js';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  already: (number: string) => `This booking already has its tax invoice: ${number}. Correct it with a credit note.`,
  notConfirmed: 'Only a confirmed or completed booking is invoiced',
  noLines:
    'A tax invoice bills the booking’s lines: enter this booking’s lines (billing details, place of supply and lines) first',
  zeroTotal: 'This booking’s total is ₹0: there is nothing to invoice',
  moreThanInvoiced: (left: string) => `This is more than is left to credit on the invoice: ${left}`,
} as const;

function toCreditNoteDto(row: CreditNoteRow): CreditNote {
  return {
    _id: row.id,
    invoiceId: row.invoiceId,
    number: row.number,
    issuedOn: row.issuedOn,
    reason: row.reason,
    taxablePaise: row.taxablePaise,
    taxPaise: row.taxPaise,
    totalPaise: row.totalPaise,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toInvoiceDto(db: Db, row: InvoiceRow): Promise<Invoice> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, row.id))
    .orderBy(asc(creditNotes.createdAt));
  return {
    _id: row.id,
    bookingId: row.bookingId,
    number: row.number,
    issuedOn: row.issuedOn,
    taxablePaise: row.taxablePaise,
    taxPaise: row.taxPaise,
    totalPaise: row.totalPaise,
    creditedPaise: notes.reduce((sum, note) => sum + note.totalPaise, 0),
    creditNotes: notes.map(toCreditNoteDto),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The row of an issued tax document, an invoice or a credit note: its number and day, the
 * document as issued, its amounts beside it for lists and sums (taken from the document, so the
 * two never disagree), and who issued it.
 */
const issuedDocumentRow = (number: string, issuedOn: string, document: TaxDocument, actor: Actor, now: Date) => ({
  number,
  issuedOn,
  document,
  taxablePaise: document.amounts.taxablePaise,
  taxPaise: document.amounts.cgstPaise + document.amounts.sgstPaise + document.amounts.igstPaise,
  totalPaise: document.totalPaise,
  ...recordedBy(actor, now),
});

/** A booking's invoice, if it has one. */
export async function bookingInvoice(db: Db, bookingId: string): Promise<Invoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
  return row ? toInvoiceDto(db, row) : null;
}

/**
 * Issues a booking's tax invoice (staff), after the event or on demand: the next number of the
 * gapless series I (the counter's row stays locked until this commits, and a failure rolls the
 * number back), everything it says fixed in `document`, e-mailed with its PDF. Refused for a
 * booking not confirmed or completed, one already invoiced, one without its lines (an older
 * booking agreed by phone: decision 0024) and one whose total is nothing.
 * Null for no such booking.
 */
export async function issueInvoice(
  db: Db,
  bookingId: string,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<Invoice | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return runInquiryStep(db, actor, {
    lock: async (tx) => (await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update'))[0],
    write: async (tx, booking, now) => {
      const [existing] = await tx
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.bookingId, bookingId));
      if (existing) throw new DomainRefusal('conflict', INVOICE_MESSAGES.already(existing.number));
      if (booking.state !== 'confirmed' && booking.state !== 'completed') {
        throw new DomainRefusal('conflict', INVOICE_MESSAGES.notConfirmed);
      }
      const basis = await billingBasisOf(tx, booking);
      if (!basis.sale) throw new DomainRefusal('conflict', INVOICE_MESSAGES.noLines);
      if (basis.sale.totalPaise <= 0) throw new DomainRefusal('conflict', INVOICE_MESSAGES.zeroTotal);
      const received = (await paymentsOf(tx, bookingId)).map((payment) => ({
        receiptNumber: payment.receiptNumber,
        receivedOn: payment.receivedOn,
        settledPaise: payment.amountPaise + payment.tdsPaise,
      }));
      const number = await nextDocumentNumber(tx, 'I', business.numberPrefix, today);
      const made = invoiceDocument(basis, number, today, received);
      if (!made) throw new DomainRefusal('conflict', INVOICE_MESSAGES.noLines);
      // The UPI QR for the balance payable as issued, kept with the invoice (issue 38).
      const balancePaise = made.totalPaise - received.reduce((sum, payment) => sum + payment.settledPaise, 0);
      const upiUri = await upiUriFor(tx, booking.number, balancePaise);
      const document = { ...made, upi: upiUri ? { uri: upiUri, amountPaise: balancePaise } : null };
      const [row] = await tx
        .insert(invoices)
        .values({ bookingId, ...issuedDocumentRow(number, today, document, actor, now) })
        .returning();
      if (!row) throw new Error('issuing an invoice returned no row');
      await recordGstDocuments(tx, { invoices: [row.id] });
      const details = { bookingId, number, totalPaise: document.totalPaise };
      await recordBookingStep(tx, actor, booking, { kind: 'invoice_issued', details }, now);
      await queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'tax_invoice',
          documentId: row.id,
          subject: `Tax invoice ${number} (booking ${booking.number})`,
          heading: 'Your tax invoice',
          intro: `Our tax invoice for booking ${booking.number} is attached as a PDF. You can also download it from your booking's page.`,
          facts: [
            { label: 'Invoice', value: number },
            { label: 'Date', value: formatDate(today) },
            { label: 'Total', value: formatRupeesWithPaise(document.totalPaise) },
          ],
        },
        now,
      );
      return toInvoiceDto(tx, row);
    },
  });
}

/**
 * Issues a credit note against an invoice (admins): the amount credited, tax included, divided as
 * the invoice divides its total; together the notes never exceed the invoice. Series C. Null for
 * no such invoice.
 */
export async function issueCreditNote(
  db: Db,
  invoiceId: string,
  input: CreditNoteValues,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<{ number: string; creditNote: CreditNote; invoice: Invoice } | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return runInquiryStep(db, actor, {
    lock: async (tx) => (await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update'))[0],
    write: async (tx, invoice, now) => {
      const [credited] = await tx
        .select({ total: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoiceId));
      const left = invoice.totalPaise - Number(credited?.total ?? 0);
      refuseMoreThan(input.amountPaise, left, INVOICE_MESSAGES.moreThanInvoiced);
      const issued = taxDocumentSchema.parse(invoice.document);
      const number = await nextDocumentNumber(tx, 'C', business.numberPrefix, today);
      const document = creditNoteDocument(issued, number, today, input.amountPaise, input.reason);
      const [row] = await tx
        .insert(creditNotes)
        .values({ invoiceId, reason: input.reason, ...issuedDocumentRow(number, today, document, actor, now) })
        .returning();
      if (!row) throw new Error('issuing a credit note returned no row');
      await recordGstDocuments(tx, { creditNotes: [row.id] });
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, invoice.bookingId));
      if (!booking) throw new Error(`invoice ${invoiceId} has lost its booking`);
      const details = { invoice: invoice.number, number, totalPaise: row.totalPaise, reason: input.reason };
      await recordBookingStep(tx, actor, booking, { kind: 'credit_note_issued', details }, now);
      await queueBookingEmail(
        tx,
        settings,
        booking.inquiryId,
        {
          kind: 'credit_note',
          documentId: row.id,
          subject: `Credit note ${number} against invoice ${invoice.number}`,
          heading: 'A credit note',
          intro: `We have issued a credit note against tax invoice ${invoice.number}: ${input.reason}. It is attached as a PDF.`,
          facts: [
            { label: 'Credit note', value: number },
            { label: 'Amount credited', value: formatRupeesWithPaise(row.totalPaise) },
          ],
        },
        now,
      );
      return { number, creditNote: toCreditNoteDto(row), invoice: await toInvoiceDto(tx, invoice) };
    },
  });
}

/** An invoice's document as issued, for its PDF; null for no such invoice. */
export async function invoiceDocumentOf(db: Db, id: string): Promise<TaxDocument | null> {
  const [row] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.id, id));
  return row ? taxDocumentSchema.parse(row.document) : null;
}

/** A credit note's document as issued; null for no such credit note. */
export async function creditNoteDocumentOf(db: Db, id: string): Promise<TaxDocument | null> {
  const [row] = await db.select({ document: creditNotes.document }).from(creditNotes).where(eq(creditNotes.id, id));
  return row ? taxDocumentSchema.parse(row.document) : null;
}

/** The invoice of the inquiry's latest invoiced booking: what its status link offers to download. */
export async function inquiryInvoiceDocument(db: Db, inquiryId: string): Promise<TaxDocument | null> {
  const [row] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(sql`${invoices.createdAt} desc`)
    .limit(1);
  return row ? taxDocumentSchema.parse(row.document) : null;
}
