import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Credit notes on invoices that are mostly, or only, reimbursements at cost (issue 36, finding
 * 6): a small credit whose taxable share rounds to nothing, and any credit on an invoice of
 * reimbursements only, are issued (never a 500), their tax divided as the invoice's.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });

const CUSTOMER = { name: 'Kapoor Weddings LLP', address: '12 Marine Drive, Mumbai 400020', state: '27' };

async function invoicedBooking(day: string, lines: object[]): Promise<Invoice> {
  await saveBusinessDetails(t, t.admin);
  const celebrity = await insertCelebrity(t.db, { name: `Star ${day}` });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate: day });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: t.staff.headers,
    payload: {
      inquiryId: inquiry.id,
      celebrityId: celebrity.id,
      start: day,
      end: day,
      customer: CUSTOMER,
      venueState: '27',
      lines,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<{ data: Booking }>().data;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/confirm`,
    headers: t.staff.headers,
  });
  expect(confirmed.statusCode).toBe(200);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/invoice`,
    headers: t.staff.headers,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json<{ data: Invoice }>().data;
}

const credit = (invoiceId: string, amountPaise: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/credit-notes`,
    headers: t.admin.headers,
    payload: { amountPaise, reason: 'Hotel bill was lower' },
  });

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

describe('credit notes on reimbursements', () => {
  it('credits ₹1 of an invoice that is mostly reimbursements, its taxable share rounding to nothing', async () => {
    const invoice = await invoicedBooking('2033-01-10', [
      { kind: 'agency_fee', description: 'Coordination', quantity: 1, ratePaise: 10_000 },
      { kind: 'accommodation', description: 'Hotel', quantity: 1, ratePaise: 10_000_000, reimbursement: true },
    ]);
    const res = await credit(invoice._id, 100);
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote } = res.json<{ data: { creditNote: { taxablePaise: number; totalPaise: number } } }>().data;
    expect(creditNote).toMatchObject({ taxablePaise: 0, totalPaise: 100 });
  });

  it('credits an invoice of reimbursements only, up to its whole', async () => {
    const invoice = await invoicedBooking('2033-02-10', [
      { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 5_000_000, reimbursement: true },
    ]);
    expect(invoice).toMatchObject({ taxablePaise: 0, taxPaise: 0, totalPaise: 5_000_000 });
    const res = await credit(invoice._id, 1_000_000);
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote } = res.json<{ data: { creditNote: { _id: string; taxablePaise: number; taxPaise: number } } }>()
      .data;
    expect(creditNote).toMatchObject({ taxablePaise: 0, taxPaise: 0 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/credit-notes/${creditNote._id}/pdf`,
      headers: t.staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Reimbursements credited against tax invoice');
    expect(text).toContain('₹10,000.00');
    expect((await credit(invoice._id, 4_000_000)).statusCode).toBe(201);
    expect((await credit(invoice._id, 1)).statusCode).toBe(400);
  });
});
