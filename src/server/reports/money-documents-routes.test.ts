import { beforeAll, describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import { MONEY_DOCUMENT_MESSAGES } from '#shared/schemas/money-documents';
import type { MoneyDocument, MoneyDocumentsMeta } from '#shared/schemas/money-documents-responses';
import { bookingFixtures } from '#server/test/booking-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The Payments and Invoices lists (issue 41): staff read every receipt, refund, invoice and credit
 * note of a span with its state, booking and PDF; the totals are of every filtered row, received
 * net of refunds; a bad kind or span is refused with its field's message.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });
const { phoneBooking, pay } = bookingFixtures(t);

const get = (url: string, headers: Record<string, string> = t.staff.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function list(query: string): Promise<{ data: MoneyDocument[]; meta: MoneyDocumentsMeta }> {
  const res = await get(`/api/money-documents?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const post = async (url: string, payload: object | undefined, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json<{ data: Record<string, unknown> }>().data;
};

let today: string;
let fiveDaysAgo: string;
/** Paid in full (₹1,18,000), invoiced and credited ₹11,800: an invoice credited in part. */
let invoiced: { bookingId: string; bookingNumber: string; inquiryId: string; invoiceId: string };
/** Paid ₹29,500 five days ago and ₹29,500 today, cancelled by the agency and refunded in full. */
let refunded: { bookingId: string; inquiryId: string };

beforeAll(async () => {
  today = indianDay();
  fiveDaysAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
  const first = await phoneBooking('2034-03-10', 11_800_000);
  expect(
    (await pay(first.booking._id, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: 'UPI-A' }))
      .statusCode,
  ).toBe(201);
  const invoice = await post(`/api/bookings/${first.booking._id}/invoice`, undefined, t.staff.headers);
  await post(
    `/api/invoices/${String(invoice._id)}/credit-notes`,
    { amountPaise: 1_180_000, reason: 'One song fewer' },
    t.admin.headers,
  );
  invoiced = {
    bookingId: first.booking._id,
    bookingNumber: first.booking.number,
    inquiryId: first.inquiry.id,
    invoiceId: String(invoice._id),
  };

  const second = await phoneBooking('2034-04-10', 11_800_000);
  for (const date of [fiveDaysAgo, today]) {
    expect((await pay(second.booking._id, { amountPaise: 2_950_000, date, mode: 'cash' })).statusCode).toBe(201);
  }
  await post(`/api/bookings/${second.booking._id}/cancel`, { reason: 'Artist unwell', by: 'agency' }, t.admin.headers);
  await post(
    `/api/bookings/${second.booking._id}/refunds`,
    { amountPaise: 5_900_000, date: today, mode: 'upi', reference: 'UPI-BACK' },
    t.admin.headers,
  );
  refunded = { bookingId: second.booking._id, inquiryId: second.inquiry.id };
});

describe('who may read the lists, and what is refused', () => {
  it('answers 401 to a visitor, and staff who are not admins read it', async () => {
    expect((await get('/api/money-documents', {})).statusCode).toBe(401);
    expect((await get('/api/money-documents', t.staff.headers)).statusCode).toBe(200);
    expect((await get('/api/money-documents', t.admin.headers)).statusCode).toBe(200);
  });

  it('answers 400 with the field’s message for an unknown kind or a bad span', async () => {
    const cases: [string, string, string][] = [
      ['kind=receipt,payslip', 'kind', MONEY_DOCUMENT_MESSAGES.kind],
      ['from=2026-13-01', 'from', MONEY_DOCUMENT_MESSAGES.day('From')],
      ['from=2026-11-30&to=2026-11-01', 'to', MONEY_DOCUMENT_MESSAGES.rangeOrder],
      ['from=2025-01-01&to=2026-11-30', 'to', MONEY_DOCUMENT_MESSAGES.rangeLength],
    ];
    for (const [query, path, message] of cases) {
      const res = await get(`/api/money-documents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toContainEqual({ path, message });
    }
  });
});

describe('the Payments list', () => {
  it('lists the receipts and the refund, newest first, each with its state, booking and voucher PDF', async () => {
    const { data, meta } = await list('kind=receipt,refund');
    expect(data.map((row) => row.kind).sort()).toEqual(['receipt', 'receipt', 'receipt', 'refund']);
    expect(meta).toMatchObject({ total: 4, offset: 0, to: today });
    // Newest first: the receipt of five days ago last.
    expect(data.map((row) => row.date)).toEqual([today, today, today, fiveDaysAgo]);
    const refund = data.find((row) => row.kind === 'refund');
    expect(refund).toMatchObject({
      state: 'paid',
      totalPaise: 5_900_000,
      booking: { _id: refunded.bookingId, inquiryId: refunded.inquiryId },
      pdf: `/api/vouchers/${refund?._id}/pdf`,
    });
    const receipts = data.filter((row) => row.kind === 'receipt');
    expect(receipts.filter((row) => row.booking._id === refunded.bookingId).map((row) => row.state)).toEqual([
      'refunded',
      'refunded',
    ]);
    const paid = receipts.find((row) => row.booking._id === invoiced.bookingId);
    expect(paid).toMatchObject({
      state: 'received',
      party: { name: 'Kapoor Weddings LLP' },
      // ₹1,00,000 taxable and ₹18,000 of CGST and SGST: the voucher divides as the sale.
      taxablePaise: 10_000_000,
      taxPaise: 1_800_000,
      totalPaise: 11_800_000,
      booking: { number: invoiced.bookingNumber, inquiryId: invoiced.inquiryId },
    });
    // The PDF's address answers with the voucher, to staff.
    const pdf = await get(paid?.pdf ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('totals every filtered row, the received total net of refunds, whatever the page', async () => {
    const { data, meta } = await list('kind=receipt,refund&limit=1&offset=1');
    expect(data).toHaveLength(1);
    expect(meta.total).toBe(4);
    expect(meta.totals).toMatchObject({
      count: 4,
      receivedPaise: 17_700_000,
      refundedPaise: 5_900_000,
      netReceivedPaise: 11_800_000,
      totalPaise: 11_800_000,
      invoicedPaise: 0,
    });
  });

  it('finds a document by its number, its party or its booking, in any case', async () => {
    const { data: all } = await list('kind=receipt');
    const number = all[0]?.number ?? '';
    expect(
      (await list(`kind=receipt&q=${encodeURIComponent(number.toLowerCase())}`)).data.map((row) => row.number),
    ).toEqual([number]);
    expect((await list(`q=${invoiced.bookingNumber}`)).data.map((row) => row.kind).sort()).toEqual([
      'credit_note',
      'invoice',
      'receipt',
    ]);
    expect((await list('q=nobody-at-all')).meta.totals.count).toBe(0);
  });
});

describe('the Invoices list', () => {
  it('lists the invoice credited in part and its credit note, with their PDFs', async () => {
    const { data, meta } = await list('kind=invoice,credit_note');
    expect(data).toHaveLength(2);
    const invoice = data.find((row) => row.kind === 'invoice');
    expect(invoice).toMatchObject({
      _id: invoiced.invoiceId,
      state: 'credited_in_part',
      totalPaise: 11_800_000,
      pdf: `/api/invoices/${invoiced.invoiceId}/pdf`,
    });
    const note = data.find((row) => row.kind === 'credit_note');
    expect(note).toMatchObject({ state: 'issued', totalPaise: 1_180_000, invoiceNumber: invoice?.number });
    expect(note?.pdf).toBe(`/api/credit-notes/${note?._id}/pdf`);
    expect(meta.totals).toMatchObject({
      invoicedPaise: 11_800_000,
      creditedPaise: 1_180_000,
      netInvoicedPaise: 10_620_000,
      receivedPaise: 0,
    });
    expect((await get(note?.pdf ?? '')).statusCode).toBe(200);
  });

  it('reads only the span asked for', async () => {
    const { data, meta } = await list('kind=invoice&from=2020-01-01&to=2020-12-31');
    expect(data).toEqual([]);
    expect(meta).toMatchObject({ from: '2020-01-01', to: '2020-12-31', total: 0 });
  });
});
