import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import { gstinCheckCharacter } from '#shared/gst/gstin';
import { monthPeriod, type ReturnPeriod } from '#shared/reports/return-period';
import type { Invoice } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { creditNotes, gstDocuments, invoices, payments, refunds } from '#server/billing/billing-tables';
import { type TaxDocument, taxDocumentSchema } from '#server/billing/tax-document';
import { voucherDocument } from '#server/billing/vouchers';
import { bookingFixtures } from '#server/test/booking-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { recordMissingGstDocuments, stateNameOf } from '#server/billing/gst-records';
import type { ReportDocument } from './report-documents.js';
import { gstr1Documents, reportDocuments } from './report-documents-query.js';

/**
 * The report documents' loader (issue 40) reads every document as billing issued it: for every
 * payment and refund of a realistic set of bookings its record says what the voucher says
 * (billing's voucherDocument, one query at a time), and every invoice and credit note what its
 * stored document says.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });
const { acceptedBooking, bookingInquiry, pay } = bookingFixtures(t);

const KA_GSTIN = `29AAACK1234A1Z${gstinCheckCharacter('29AAACK1234A1Z')}`;

/** ₹3,00,000 + 18 % IGST to a registered customer in Karnataka + ₹25,000.50 of flights at cost. */
const INTER_STATE = {
  customer: { name: 'Bengaluru Events Pvt Ltd', address: '1 MG Road, Bengaluru', state: '29', gstin: KA_GSTIN },
  venueState: '29',
  lines: [
    { kind: 'artist_fee', description: 'Performance of 60 minutes', quantity: 1, ratePaise: 30_000_000 },
    { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 2_500_050, reimbursement: true },
  ],
};

/** ₹1,00,000 + 18 % within Maharashtra, no reimbursement: ₹1,18,000. */
const INTRA_STATE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive, Mumbai 400020', state: '27' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance of 30 minutes', quantity: 1, ratePaise: 10_000_000 }],
};

const post = async (url: string, payload?: object, headers = t.staff.headers) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json<{ data: Record<string, unknown> }>().data;
};
const put = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'PUT', url, headers: t.staff.headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
};

async function phoneBooking(day: string, sale: object): Promise<Booking> {
  const { celebrity, inquiry } = await bookingInquiry(day);
  const made = await post('/api/bookings', {
    inquiryId: inquiry.id,
    celebrityId: celebrity.id,
    start: day,
    end: day,
    ...sale,
  });
  return made as unknown as Booking;
}

async function payOn(bookingId: string, amountPaise: number, date: string, extra: object = {}) {
  const res = await pay(bookingId, { amountPaise, date, mode: 'bank_transfer', reference: `UTR${date}`, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { voucherId: string } }>().data.voucherId;
}

const invoice = async (bookingId: string) => (await post(`/api/bookings/${bookingId}/invoice`)) as unknown as Invoice;

/** This month in India's calendar (the invoices are issued today) and a day of the month before. */
let thisMonth: ReturnPeriod;
let lastMonthDay: string;
let ids: { advanceOfQuote: string; balanceOfQuote: string; interState: string; rule50: string; refunded: string };

beforeAll(async () => {
  const today = indianDay();
  thisMonth = monthPeriod(today.slice(0, 7))!;
  lastMonthDay = new Date(Date.parse(`${thisMonth.from}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const day = thisMonth.from;

  // A quote accepted (₹2,36,000 within Maharashtra): its advance last month, part of it as TDS;
  // invoiced today, then the balance received after the invoice, then a credit note.
  const quoted = await acceptedBooking('2031-01-10');
  const advanceOfQuote = await payOn(quoted.booking.id, 10_000_000, lastMonthDay, {
    tdsSection: '194J',
    tdsPaise: 1_800_000,
  });
  const quotedInvoice = await invoice(quoted.booking.id);
  const balanceOfQuote = await payOn(quoted.booking.id, 5_000_000, today);
  await post(
    `/api/invoices/${quotedInvoice._id}/credit-notes`,
    { amountPaise: 1_180_000, reason: 'One song fewer' },
    t.admin.headers,
  );

  // A phone booking to a registered customer in another state, paid this month, not invoiced.
  const inter = await phoneBooking('2031-02-10', INTER_STATE);
  const interState = await payOn(inter._id, 12_345_678, day);

  // An older phone booking paid before its lines were entered (Rule 50), then entered and invoiced.
  const older = await phoneBooking('2031-03-10', INTRA_STATE);
  await t.db
    .update(bookings)
    .set({ sale: null, totalPaise: 11_800_000, advancePaise: 5_900_000 })
    .where(eq(bookings.id, older._id));
  const rule50 = await payOn(older._id, 5_900_000, day);
  await put(`/api/bookings/${older._id}/sale`, INTRA_STATE);
  await invoice(older._id);

  // A phone booking cancelled by the agency, its advance refunded.
  const cancelled = await phoneBooking('2031-04-10', INTER_STATE);
  await payOn(cancelled._id, 7_000_000, day);
  await post(`/api/bookings/${cancelled._id}/cancel`, { reason: 'Artist unwell', by: 'agency' }, t.admin.headers);
  const refund = await post(
    `/api/bookings/${cancelled._id}/refunds`,
    { amountPaise: 7_000_000, date: day, mode: 'upi', reference: 'UPI77' },
    t.admin.headers,
  );
  ids = { advanceOfQuote, balanceOfQuote, interState, rule50, refunded: refund.voucherId as string };
});

/** What a record and a document both say. */
function said(document: TaxDocument | ReportDocument) {
  const issued = 'recipient' in document;
  const party = issued ? { ...document.recipient, state: stateNameOf(document.recipient.state) } : document.party;
  return {
    kind: document.kind,
    number: document.number,
    date: document.date,
    party: { name: party.name, gstin: party.gstin, state: party.state },
    placeOfSupply: issued ? stateNameOf(document.placeOfSupply) : document.placeOfSupply,
    supply: document.supply,
    gstBasisPoints: document.gstBasisPoints,
    exemptionReason: document.exemptionReason,
    reverseCharge: document.reverseCharge,
    amounts: document.amounts,
    totalPaise: document.totalPaise,
    lines: document.lines.map((line) => ({ sac: line.sac, amountPaise: line.amountPaise })),
  };
}

/** Every stored record, in one order. */
const storedRecords = () => t.db.select().from(gstDocuments).orderBy(gstDocuments.id);

// First in the file: no report has read anything yet, so every record here was written at issue.
describe('the records billing writes (decision 0041)', () => {
  it('writes each document’s record in the transaction that issues it', async () => {
    const [records, paid, refunded, invoiced, credited] = await Promise.all([
      storedRecords(),
      t.db.select({ id: payments.id }).from(payments),
      t.db.select({ id: refunds.id }).from(refunds),
      t.db.select({ id: invoices.id }).from(invoices),
      t.db.select({ id: creditNotes.id }).from(creditNotes),
    ]);
    const issued = [...paid, ...refunded, ...invoiced, ...credited].map((row) => row.id).sort();
    expect(issued.length).toBeGreaterThan(6);
    expect(records.map((record) => record.id)).toEqual(issued);
    expect(await recordMissingGstDocuments(t.db)).toBe(0);
  });

  it('records the documents issued before the table, at a start, the same way as when they were issued', async () => {
    const atIssue = await storedRecords();
    const read = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to });
    await t.db.delete(gstDocuments);
    expect(await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to })).toEqual([]);
    expect(await recordMissingGstDocuments(t.db)).toBe(atIssue.length);
    expect(await storedRecords()).toEqual(atIssue);
    expect(await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to })).toEqual(read);
    expect(await recordMissingGstDocuments(t.db)).toBe(0);
  });
});

describe('reportDocuments', () => {
  it('reads every voucher as billing makes it and every invoice and credit note as stored', async () => {
    const read = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to });
    const [paid, refunded, invoiced, credited] = await Promise.all([
      t.db.select().from(payments),
      t.db.select().from(refunds),
      t.db.select().from(invoices),
      t.db.select().from(creditNotes),
    ]);
    expect(read.map((document) => document.id).sort()).toEqual(
      [...paid, ...refunded, ...invoiced, ...credited].map((row) => row.id).sort(),
    );
    for (const record of read) {
      let expected: TaxDocument | null;
      if (record.kind === 'receipt_voucher' || record.kind === 'refund_voucher') {
        expected = await voucherDocument(t.db, record.id);
      } else {
        const rows = record.kind === 'tax_invoice' ? invoiced : credited;
        expected = taxDocumentSchema.parse(rows.find((row) => row.id === record.id)?.document);
      }
      expect(said(record), record.number).toEqual(said(expected!));
    }
  });

  it('keeps each kind apart: Rule 50, inter-state, TDS, a refund, a credit note against its invoice', async () => {
    const read = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to });
    const byId = (id: string) => read.find((document) => document.id === id)!;
    // The advance of the quote: 18 % within Maharashtra, the TDS counted as received.
    expect(byId(ids.advanceOfQuote)).toMatchObject({
      supply: 'intra-state',
      placeOfSupply: 'Maharashtra',
      tdsPaise: 1_800_000,
      totalPaise: 11_800_000,
    });
    expect(byId(ids.advanceOfQuote).amounts).toMatchObject({ cgstPaise: 900_000, sgstPaise: 900_000, igstPaise: 0 });
    expect(byId(ids.interState)).toMatchObject({
      supply: 'inter-state',
      placeOfSupply: 'Karnataka',
      party: { gstin: KA_GSTIN, state: 'Karnataka' },
      advance: true,
      invoicedOn: null,
    });
    expect(byId(ids.rule50)).toMatchObject({
      placeOfSupply: '',
      supply: 'inter-state',
      gstBasisPoints: 1800,
      party: { gstin: '', state: '' },
    });
    expect(byId(ids.rule50).amounts).toMatchObject({ taxablePaise: 5_000_000, igstPaise: 900_000, cgstPaise: 0 });
    expect(byId(ids.refunded)).toMatchObject({
      kind: 'refund_voucher',
      totalPaise: 7_000_000,
      mode: 'upi',
      reference: 'UPI77',
    });
    const [credit] = read.filter((document) => document.kind === 'credit_note');
    const quotedInvoice = read.find(
      (document) => document.kind === 'tax_invoice' && document.bookingId === credit?.bookingId,
    );
    expect(credit?.invoice).toEqual({
      number: quotedInvoice?.number,
      date: quotedInvoice?.date,
      totalPaise: quotedInvoice?.totalPaise,
    });
    expect(credit?.amounts).toEqual({
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
      reimbursementPaise: 0,
    });
  });

  it('marks an advance and the day of the invoice it was adjusted by; a payment after the invoice is none', async () => {
    const read = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to });
    const today = indianDay();
    const byId = (id: string) => read.find((document) => document.id === id)!;
    expect(byId(ids.advanceOfQuote)).toMatchObject({ advance: true, invoicedOn: today });
    expect(byId(ids.balanceOfQuote)).toMatchObject({ advance: false, invoicedOn: null });
    expect(byId(ids.rule50)).toMatchObject({ advance: true, invoicedOn: today });
    expect(byId(ids.refunded)).toMatchObject({ advance: true, invoicedOn: null });
  });

  it('lists by date, then receipt, refund, invoice, credit note, then number; only the range', async () => {
    const read = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to });
    const keys = read.map((document) => [document.date, document.kind, document.number].join(' '));
    const order = ['receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note'];
    const sorted = [...read].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        a.number.localeCompare(b.number),
    );
    expect(keys).toEqual(sorted.map((document) => [document.date, document.kind, document.number].join(' ')));
    const month = await reportDocuments(t.db, thisMonth);
    expect(month.map((document) => document.id)).not.toContain(ids.advanceOfQuote);
    expect(month).toHaveLength(read.length - 1);
    expect(await reportDocuments(t.db, { from: '2020-01-01', to: '2020-12-31' })).toEqual([]);
    const kinds = (documents: ReportDocument[]) => [...new Set(documents.map((document) => document.kind))].sort();
    const sales = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to }, 'sales');
    expect(sales).toEqual(
      read.filter((document) => document.kind === 'tax_invoice' || document.kind === 'credit_note'),
    );
    expect(kinds(sales)).toEqual(['credit_note', 'tax_invoice']);
    const receipts = await reportDocuments(t.db, { from: lastMonthDay, to: thisMonth.to }, 'receipts');
    expect(receipts).toEqual(read.filter((document) => document.kind.endsWith('_voucher')));
    expect(kinds(receipts)).toEqual(['receipt_voucher', 'refund_voucher']);
  });
});

describe('gstr1Documents', () => {
  it('adds the earlier advances that this period’s invoices adjust, first, and nothing else', async () => {
    const documents = await gstr1Documents(t.db, thisMonth);
    const month = await reportDocuments(t.db, thisMonth);
    expect(documents[0]).toMatchObject({
      id: ids.advanceOfQuote,
      date: lastMonthDay,
      advance: true,
      invoicedOn: indianDay(),
    });
    expect(documents.slice(1)).toEqual(month);
    // The month before: its own advance only (its invoice is this month's).
    const before = monthPeriod(lastMonthDay.slice(0, 7))!;
    expect((await gstr1Documents(t.db, before)).map((document) => document.id)).toEqual([ids.advanceOfQuote]);
  });
});
