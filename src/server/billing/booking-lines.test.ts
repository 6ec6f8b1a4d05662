import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { SALE_MESSAGES } from './booking-sale.js';
import { INVOICE_MESSAGES } from './invoices.js';

/**
 * Every receipt, invoice and credit note bills what the booking sold (issue 36, finding 1): a
 * booking agreed by phone carries its own lines, one made from an accepted quote bills that
 * quote, never the inquiry's latest quote sent; a quote for an inquiry never clashes with its own
 * booking; a total of nothing or a booking without lines is refused plainly.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });

const CUSTOMER = { name: 'Kapoor Weddings LLP', address: '12 Marine Drive, Mumbai 400020', state: '27' };

/** ₹1,00,000 + 18 % within Maharashtra + ₹30,000 of flights at cost: ₹1,48,000. */
const SMALL = {
  customer: CUSTOMER,
  venueState: '27',
  lines: [
    { kind: 'artist_fee', description: 'Performance of 30 minutes', quantity: 1, ratePaise: 10_000_000 },
    { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 3_000_000, reimbursement: true },
  ],
};
const SMALL_TOTAL = 14_800_000;

/** ₹4,00,000 + 18 % within Maharashtra + ₹28,000 of flights at cost: ₹5,00,000. */
const LARGE = {
  customer: CUSTOMER,
  venueState: '27',
  lines: [
    { kind: 'artist_fee', description: 'Performance of 90 minutes', quantity: 1, ratePaise: 40_000_000 },
    { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 2_800_000, reimbursement: true },
  ],
};
const LARGE_TOTAL = 50_000_000;

const { bookingInquiry } = bookingFixtures(t);

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = t.staff.headers) =>
  t.app.inject({ method, url, headers, payload });

async function sendQuote(inquiryId: string, sale: object) {
  const drafted = await inject('POST', `/api/inquiries/${inquiryId}/quotes`, sale);
  expect(drafted.statusCode, drafted.body).toBe(201);
  return inject('POST', `/api/quotes/${drafted.json<{ data: Quote }>().data._id}/send`);
}

function phoneBooking(ids: { inquiryId: string; celebrityId: string }, day: string, sale: object) {
  return inject('POST', '/api/bookings', { ...ids, start: day, end: day, ...sale });
}

const pay = (bookingId: string, amountPaise: number) =>
  inject('POST', `/api/bookings/${bookingId}/payments`, {
    amountPaise,
    date: '2026-11-20',
    mode: 'bank_transfer',
    reference: 'UTR0001',
  });

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

/** A quote sent for one amount and never accepted; the deal booked by phone for another, paid in full, invoiced. */
async function bookedByPhoneAfterAQuote(day: string, quoted: object, booked: object, bookedTotal: number) {
  const { celebrity, inquiry } = await bookingInquiry(day);
  expect((await sendQuote(inquiry.id, quoted)).statusCode).toBe(200);
  const made = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, day, booked);
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<{ data: Booking }>().data;
  expect(booking.totalPaise).toBe(bookedTotal);
  const paid = await pay(booking._id, bookedTotal);
  expect(paid.statusCode, paid.body).toBe(201);
  const issued = await inject('POST', `/api/bookings/${booking._id}/invoice`);
  expect(issued.statusCode, issued.body).toBe(201);
  return { booking, invoice: issued.json<{ data: Invoice }>().data };
}

describe('a booking agreed by phone bills its own lines', () => {
  it('invoices ₹5,00,000 booked by phone, not the ₹1,48,000 quoted before and never accepted', async () => {
    const { booking, invoice } = await bookedByPhoneAfterAQuote('2032-01-10', SMALL, LARGE, LARGE_TOTAL);
    expect(booking.sale).toMatchObject({
      quoteNumber: null,
      placeOfSupply: '27',
      supply: 'intra-state',
      taxablePaise: 40_000_000,
      cgstPaise: 3_600_000,
      sgstPaise: 3_600_000,
      reimbursementPaise: 2_800_000,
      totalPaise: LARGE_TOTAL,
      totalInWords: 'Rupees Five Lakh Only',
    });
    expect(booking.advancePaise).toBe(LARGE_TOTAL / 2);
    expect(invoice).toMatchObject({ taxablePaise: 40_000_000, taxPaise: 7_200_000, totalPaise: LARGE_TOTAL });
    const text = await pdfText((await inject('GET', `/api/invoices/${invoice._id}/pdf`)).rawPayload);
    expect(text).toContain('Artist fee: Performance of 90 minutes');
    expect(text).toContain('₹5,00,000.00');
    expect(text).not.toContain('Performance of 30 minutes');
    expect(text).not.toContain('Quotation');
  });

  it('invoices ₹1,48,000 booked by phone, not the ₹5,00,000 quoted before (no over-billing)', async () => {
    const { invoice } = await bookedByPhoneAfterAQuote('2032-02-10', LARGE, SMALL, SMALL_TOTAL);
    expect(invoice).toMatchObject({ taxablePaise: 10_000_000, taxPaise: 1_800_000, totalPaise: SMALL_TOTAL });
  });

  it('prints the advance’s receipt voucher with the booking’s own tax split', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2032-03-10');
    const made = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, '2032-03-10', LARGE);
    const booking = made.json<{ data: Booking }>().data;
    const paid = await pay(booking._id, booking.advancePaise);
    const { voucherId } = paid.json<{ data: { voucherId: string } }>().data;
    const text = await pdfText((await inject('GET', `/api/vouchers/${voucherId}/pdf`)).rawPayload);
    expect(text).toContain('CGST 9%');
    expect(text).not.toContain('Rule 50');
  });

  it('invoices a phone booking whose advance confirmed its days, and a quote sent then does not clash with them', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2032-04-10');
    const made = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, '2032-04-10', LARGE);
    const booking = made.json<{ data: Booking }>().data;
    const paid = await pay(booking._id, booking.advancePaise);
    expect(paid.json<{ data: { booking: Booking } }>().data.booking.state).toBe('confirmed');

    const sent = await sendQuote(inquiry.id, LARGE);
    expect(sent.statusCode, sent.body).toBe(200);

    const issued = await inject('POST', `/api/bookings/${booking._id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json<{ data: Invoice }>().data.totalPaise).toBe(LARGE_TOTAL);
  });

  it('keeps the inquiry in contact when a quote is accepted while its phone booking awaits the advance', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2032-06-10');
    const made = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, '2032-06-10', LARGE);
    const booking = made.json<{ data: Booking }>().data;
    expect((await sendQuote(inquiry.id, LARGE)).statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/accept`,
      payload: { name: 'Ananya Kapoor', agree: true, version: 1 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const status = async () =>
      (await inject('GET', `/api/inquiries/${inquiry.id}`)).json<{ data: { status: string } }>().data.status;
    // No second booking, and nothing is confirmed before the booking is.
    expect(await t.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id))).toHaveLength(1);
    expect(await status()).toBe('contacted');
    expect((await pay(booking._id, booking.advancePaise)).statusCode).toBe(201);
    expect(await status()).toBe('confirmed');
  });

  it('refuses lines that add up to nothing, plainly', async () => {
    const { celebrity, inquiry } = await bookingInquiry('2032-05-10');
    const free = {
      ...SMALL,
      lines: [{ kind: 'artist_fee', description: 'Charity show', quantity: 1, ratePaise: 0 }],
    };
    const refused = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, '2032-05-10', free);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SALE_MESSAGES.zeroTotal);
    const noLines = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, '2032-05-10', {
      ...SMALL,
      lines: [],
    });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().errors[0]).toMatchObject({ path: 'lines', message: 'Add at least one line' });
  });
});

describe('a booking made from an accepted quote bills that quote', () => {
  it('refuses (409) to invoice an accepted quote whose total is nothing', async () => {
    const { inquiry, token } = await bookingInquiry('2032-06-10');
    const free = { ...SMALL, lines: [{ kind: 'artist_fee', description: 'Charity show', quantity: 1, ratePaise: 0 }] };
    expect((await sendQuote(inquiry.id, free)).statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/accept`,
      payload: { name: 'Ananya Kapoor', agree: true, version: 1 },
    });
    expect(accepted.statusCode).toBe(200);
    const [booking] = (await inject('GET', `/api/inquiries/${inquiry.id}/bookings`)).json<{ data: Booking[] }>().data;
    expect(booking?.sale?.quoteNumber).toMatch(/^SLT\/Q\//);
    // Its total in words comes with it from the server (the staff page draws them as they come).
    expect(booking?.sale?.totalInWords).toBe('Rupees Zero Only');
    expect((await inject('POST', `/api/bookings/${booking?._id}/confirm`)).statusCode).toBe(200);
    const refused = await inject('POST', `/api/bookings/${booking?._id}/invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.zeroTotal);
  });
});

describe('a booking made by phone before bookings carried lines', () => {
  /** A phone booking as the migration leaves an older one: no quote, no lines, a total typed by staff. */
  async function olderBooking(day: string, totalPaise: number) {
    const { celebrity, inquiry } = await bookingInquiry(day);
    const made = await phoneBooking({ inquiryId: inquiry.id, celebrityId: celebrity.id }, day, LARGE);
    const booking = made.json<{ data: Booking }>().data;
    await t.db
      .update(bookings)
      .set({ sale: null, totalPaise, advancePaise: totalPaise / 2 })
      .where(eq(bookings.id, booking._id));
    return { inquiry, booking };
  }

  it('keeps Rule 50 for its advance, is refused an invoice until its lines are entered, then bills them', async () => {
    const { booking } = await olderBooking('2032-07-10', 60_000_000);
    const paid = await pay(booking._id, 30_000_000);
    expect(paid.statusCode).toBe(201);
    const { voucherId } = paid.json<{ data: { voucherId: string } }>().data;
    const voucher = async () => pdfText((await inject('GET', `/api/vouchers/${voucherId}/pdf`)).rawPayload);
    const asReceived = await voucher();
    expect(asReceived).toContain('Rule 50');

    const refused = await inject('POST', `/api/bookings/${booking._id}/invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.noLines);

    const entered = await inject('PUT', `/api/bookings/${booking._id}/sale`, LARGE);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json<{ data: Booking }>().data).toMatchObject({
      totalPaise: LARGE_TOTAL,
      advancePaise: LARGE_TOTAL / 2,
      sale: { totalPaise: LARGE_TOTAL },
    });
    const again = await inject('PUT', `/api/bookings/${booking._id}/sale`, SMALL);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SALE_MESSAGES.saleEntered);
    // The voucher issued before says what it said.
    expect(await voucher()).toBe(asReceived);

    const issued = await inject('POST', `/api/bookings/${booking._id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json<{ data: Invoice }>().data.totalPaise).toBe(LARGE_TOTAL);
  });

  it('refuses lines below what was paid, and lines for a booking that bills its quote', async () => {
    const { booking } = await olderBooking('2032-08-10', 60_000_000);
    expect((await pay(booking._id, 20_000_000)).statusCode).toBe(201);
    const below = await inject('PUT', `/api/bookings/${booking._id}/sale`, SMALL);
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(SALE_MESSAGES.saleBelowPaid('₹2,00,000.00'));

    const { inquiry, token } = await bookingInquiry('2032-09-10');
    expect((await sendQuote(inquiry.id, SMALL)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/quote/accept`,
      payload: { name: 'Ananya Kapoor', agree: true, version: 1 },
    });
    const [fromQuote] = (await inject('GET', `/api/inquiries/${inquiry.id}/bookings`)).json<{ data: Booking[] }>().data;
    const refused = await inject('PUT', `/api/bookings/${fromQuote?._id}/sale`, LARGE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SALE_MESSAGES.saleFromQuote);
    expect((await inject('PUT', '/api/bookings/00000000-0000-4000-8000-000000000000/sale', LARGE)).statusCode).toBe(
      404,
    );
  });
});
