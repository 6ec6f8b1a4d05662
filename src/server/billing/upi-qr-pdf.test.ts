import { describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { bookingFixtures } from '#server/test/booking-fixture';
import { decodePdfQrs } from '#server/test/qr-decode';
import { phoneSale } from '#server/test/quote-fixture';
import { savePaymentSettings, UPI_MERCHANT } from '#server/test/payment-settings-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The UPI QR printed on the quote and the tax invoice (issue 38), read back from the rendered
 * pages as a phone would: the link for the amount due at issue; none on a credit note, and none
 * above UPI's limit.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });
const { bookingInquiry, sentQuote, pay } = bookingFixtures(t);

const MERCHANT = UPI_MERCHANT;
const setPayments = (payload: Record<string, unknown>) => savePaymentSettings(t, payload);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.staff.headers });
const post = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: t.staff.headers, ...(payload ? { payload } : {}) });

const expectedLink = (amount: string, reference: string) =>
  `upi://pay?pa=starline%40okaxis&pn=Star%20%26%20Line%20Events&am=${amount}&cu=INR&tn=${encodeURIComponent(reference)}&tr=${encodeURIComponent(reference)}`;

describe('the UPI QR on the PDFs', () => {
  it('prints the advance of ₹1,18,000 on the quote, and no QR above the limit', async () => {
    await setPayments(MERCHANT);
    const { inquiry } = await bookingInquiry('2031-03-03');
    const sent = await sentQuote(inquiry.id);
    const quote = sent.json().data as Quote;
    const qrs = (await decodePdfQrs((await get(`/api/quotes/${quote._id}/pdf`)).rawPayload)).filter(Boolean);
    expect(qrs).toEqual([expectedLink('118000.00', quote.number!)]);

    await setPayments({ ...MERCHANT, merchantVerified: false, upiLimitPaise: 10_000_000 });
    const above = await decodePdfQrs((await get(`/api/quotes/${quote._id}/pdf`)).rawPayload);
    expect(above.filter(Boolean)).toEqual([]);
  });

  it('prints the balance payable at issue on the invoice, and none on its credit note', async () => {
    await setPayments(MERCHANT);
    const day = '2031-03-05';
    const { celebrity, inquiry } = await bookingInquiry(day);
    const made = await post('/api/bookings', {
      inquiryId: inquiry.id,
      celebrityId: celebrity.id,
      start: day,
      end: day,
      ...phoneSale(23_600_000),
    });
    const booking = made.json().data as Booking;
    expect(
      (await pay(booking._id, { amountPaise: 11_800_000, date: indianDay(), mode: 'upi', reference: '111122223333' }))
        .statusCode,
    ).toBe(201);
    const issued = await post(`/api/bookings/${booking._id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(201);
    const invoiceId = issued.json().data._id as string;
    const invoicePdf = await get(`/api/invoices/${invoiceId}/pdf`);
    expect(invoicePdf.statusCode, invoicePdf.body.slice(0, 300)).toBe(200);
    const qrs = (await decodePdfQrs(invoicePdf.rawPayload)).filter(Boolean);
    expect(qrs).toEqual([expectedLink('118000.00', booking.number)]);

    const credited = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/credit-notes`,
      headers: t.admin.headers,
      payload: { amountPaise: 100_000, reason: 'Shorter set' },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const note = credited.json().data.creditNote as { _id: string };
    const notePdf = await get(`/api/credit-notes/${note._id}/pdf`);
    expect(notePdf.statusCode).toBe(200);
    const noteQrs = await decodePdfQrs(notePdf.rawPayload);
    expect(noteQrs.filter(Boolean)).toEqual([]);
  });
});
