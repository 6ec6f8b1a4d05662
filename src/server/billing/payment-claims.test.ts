import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { decodeQr } from '#server/test/qr-decode';
import { savePaymentSettings, UPI_MERCHANT } from '#server/test/payment-settings-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Paying from the status link (issue 38): "Pay now" with the UPI QR and the bank details, the
 * customer's "I have paid", and staff confirming it (a payment with its receipt voucher) or not.
 */
const t = useSignedInApp({
  admin: { name: 'Asha Rao' },
  staff: { name: 'Vikram Shah' },
  config: { notifyEmails: ['desk@starline.example'] },
});

const { pay, phoneBooking } = bookingFixtures(t);

const MERCHANT = UPI_MERCHANT;
const setPayments = (payload: Record<string, unknown>) => savePaymentSettings(t, payload);

/** A booking of ₹2,36,000 awaiting its advance of ₹1,18,000, and its status link's token. */
const awaitingAdvance = (day: string) => phoneBooking(day, 23_600_000);

const status = (token: string) => t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
const claim = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/inquiry-status/${token}/payment-claims`, payload });
const today = indianDay();

describe('Pay now on the status link', () => {
  it('offers the advance by a UPI QR that reads back as NPCI’s link, and the bank details', async () => {
    await setPayments(MERCHANT);
    const { token, booking } = await awaitingAdvance('2031-02-03');
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    const expected = `upi://pay?pa=starline%40okaxis&pn=Star%20%26%20Line%20Events&am=118000.00&cu=INR&tn=${encodeURIComponent(booking.number)}&tr=${encodeURIComponent(booking.number)}`;
    expect(res.json().data.payment).toEqual({
      dueNowPaise: 11_800_000,
      upiUri: expected,
      upiLimitPaise: 50_000_000,
      bank: {
        accountName: 'Starline Talent Management Pvt Ltd',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        bankName: 'HDFC Bank',
        reference: booking.number,
      },
      // No gateway in this app: no "Pay online".
      online: false,
      claims: [],
    });
    const qr = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}/upi-qr.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['cache-control']).toBe('no-store');
    expect(await decodeQr(qr.body, 300)).toBe(expected);
  });

  it('above UPI’s limit shows no QR, only the bank details', async () => {
    await setPayments({ ...MERCHANT, merchantVerified: false, upiLimitPaise: 10_000_000 });
    const { token } = await awaitingAdvance('2031-02-05');
    const { payment } = (await status(token)).json().data;
    expect(payment).toMatchObject({ dueNowPaise: 11_800_000, upiUri: null, upiLimitPaise: 10_000_000 });
    expect(payment.bank.accountNumber).toBe('50200012345678');
    expect((await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}/upi-qr.svg` })).statusCode).toBe(
      404,
    );
  });

  it('asks for the balance once the advance is paid, and for nothing once all is paid', async () => {
    await setPayments(MERCHANT);
    const { token, booking } = await awaitingAdvance('2031-02-07');
    await pay(booking._id, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '111122223333' });
    expect((await status(token)).json().data.payment.dueNowPaise).toBe(11_800_000);
    await pay(booking._id, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '111122224444' });
    expect((await status(token)).json().data.payment).toBeNull();
  });
});

describe('POST /api/inquiry-status/:token/payment-claims', () => {
  it('keeps the claim, puts it on the timeline and the audit log, and tells the team', async () => {
    await setPayments(MERCHANT);
    const { inquiry, token, booking } = await awaitingAdvance('2031-02-10');
    const counted = async () => (await t.app.rateLimits.quoteAnswers.get('127.0.0.1'))?.consumedPoints ?? 0;
    const before = await counted();
    const res = await claim(token, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '4123 4567 8901' });
    expect(res.statusCode, res.body).toBe(201);
    // Limited per address as the quote's answers are.
    expect(await counted()).toBe(before + 1);
    expect(res.json().data.payment.claims).toEqual([
      { amountPaise: 11_800_000, date: today, mode: 'upi', state: 'claimed' },
    ]);
    const [event] = await t.db
      .select()
      .from(inquiryEvents)
      .where(and(eq(inquiryEvents.inquiryId, inquiry.id), eq(inquiryEvents.kind, 'payment_claimed')));
    expect(event).toMatchObject({ actorName: 'Ananya Kapoor' });
    expect(event?.details).toMatchObject({
      amountPaise: 11_800_000,
      reference: '412345678901',
      number: booking.number,
    });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, inquiry.id), eq(auditEntries.action, 'payment_claimed')));
    expect(audit).toBeDefined();
    const [mail] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'team_payment_claimed')));
    expect(mail?.recipients).toEqual(['desk@starline.example']);
    expect(mail?.subject).toContain(booking.number);
  });

  it('refuses a reference already claimed or recorded (409), and one of the wrong shape (400)', async () => {
    const { token, booking } = await awaitingAdvance('2031-02-12');
    expect(
      (await claim(token, { amountPaise: 100_000, date: today, mode: 'upi', reference: '222233334444' })).statusCode,
    ).toBe(201);
    const again = await claim(token, { amountPaise: 100_000, date: today, mode: 'upi', reference: '222233334444' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].path).toBe('reference');
    await pay(booking._id, { amountPaise: 100_000, date: today, mode: 'bank_transfer', reference: 'hdfcn52026112899' });
    const recorded = await claim(token, {
      amountPaise: 100_000,
      date: today,
      mode: 'bank_transfer',
      reference: 'HDFCN52026112899',
    });
    expect(recorded.statusCode).toBe(409);
    const shape = await claim(token, { amountPaise: 100_000, date: today, mode: 'upi', reference: 'UTR123' });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toEqual([
      {
        path: 'reference',
        message: 'A UPI reference (UTR or RRN) is the 12 digits your UPI app shows for the payment',
      },
    ]);
  });

  it('takes the form posted before the page’s script started, and answers with the page', async () => {
    const { token } = await awaitingAdvance('2031-02-14');
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inquiry-status/${token}/payment-claims`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const sent = await post(`amountPaise=1%2C18%2C000&date=${today}&mode=bank_transfer&reference=SBIN126112800123`);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/inquiry/${token}?claim=sent#pay-now`);
    const claims = (await status(token)).json().data.payment.claims;
    expect(claims).toEqual([{ amountPaise: 11_800_000, date: today, mode: 'bank_transfer', state: 'claimed' }]);
    const taken = await post(`amountPaise=500&date=${today}&mode=bank_transfer&reference=SBIN126112800123`);
    expect(taken.headers.location).toBe(`/inquiry/${token}?claim=taken#pay-now`);
    const invalid = await post(`amountPaise=five&date=${today}&mode=upi&reference=1`);
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe(`/inquiry/${token}?claim=invalid#pay-now`);
  });
});

describe('staff confirm or reject a claim', () => {
  const list = async (state: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/payment-claims?state=${state}`, headers: t.staff.headers })).json()
      .data as PaymentClaim[];

  it('Confirm records the payment with its receipt voucher and confirms the booking; the receipt downloads from the link', async () => {
    const { inquiry, token, booking } = await awaitingAdvance('2031-02-17');
    await claim(token, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '555566667777' });
    const waiting = (await list('claimed')).find((item) => item.bookingId === booking._id);
    expect(waiting).toMatchObject({
      amountPaise: 11_800_000,
      dueNowPaise: 11_800_000,
      differsFromDue: false,
      customerName: 'Ananya Kapoor',
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payment-claims/${waiting!._id}/confirm`,
      headers: t.staff.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { number, payment, booking: after } = confirmed.json().data;
    expect(payment).toMatchObject({ amountPaise: 11_800_000, mode: 'upi', reference: '555566667777' });
    expect(after.state).toBe('confirmed');
    const [receipt] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'receipt_voucher')));
    expect(receipt?.subject).toContain(number);
    expect((await list('confirmed')).find((item) => item._id === waiting!._id)).toMatchObject({
      state: 'confirmed',
      receiptNumber: number,
      decidedByName: 'Vikram Shah',
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/payment-claims/${waiting!._id}/confirm`,
      headers: t.staff.headers,
    });
    expect(twice.statusCode).toBe(409);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry-status/${token}/receipt.pdf?number=${encodeURIComponent(number)}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/inquiry-status/${token}/receipt.pdf?number=SLT%2FR%2F99-00%2F0001`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('flags an amount that differs from the due, and records it as claimed', async () => {
    const { token, booking } = await awaitingAdvance('2031-02-19');
    await claim(token, { amountPaise: 5_000_000, date: today, mode: 'upi', reference: '888899990000' });
    const flagged = (await list('claimed')).find((item) => item.bookingId === booking._id)!;
    expect(flagged).toMatchObject({ amountPaise: 5_000_000, dueNowPaise: 11_800_000, differsFromDue: true });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payment-claims/${flagged._id}/confirm`,
      headers: t.staff.headers,
    });
    expect(confirmed.json().data.payment.amountPaise).toBe(5_000_000);
    expect(confirmed.json().data.booking.state).toBe('awaiting_advance');
  });

  it('Not received tells the customer politely, with the reason, and keeps it off the list to confirm', async () => {
    const { inquiry, token, booking } = await awaitingAdvance('2031-02-21');
    await claim(token, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '121212121212' });
    const waiting = (await list('claimed')).find((item) => item.bookingId === booking._id)!;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/payment-claims/${waiting._id}/reject`,
      headers: t.staff.headers,
      payload: { reason: 'No credit with this reference in our account' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      state: 'rejected',
      reason: 'No credit with this reference in our account',
    });
    expect((await list('claimed')).some((item) => item._id === waiting._id)).toBe(false);
    const [mail] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, inquiry.id), eq(emails.kind, 'payment_not_received')));
    expect(mail?.subject).toMatch(/^Not received: your payment of ₹1,18,000.00/);
    expect(mail?.text).toContain('No credit with this reference in our account');
    // The same reference may be reported again once found wanting.
    expect(
      (await claim(token, { amountPaise: 11_800_000, date: today, mode: 'upi', reference: '121212121212' })).statusCode,
    ).toBe(201);
    const scraped = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    for (const result of ['claimed', 'reference_taken', 'confirmed', 'rejected']) {
      expect(scraped.body).toMatch(new RegExp(`payment_claims_total\\{result="${result}"\\} [1-9]`));
    }
    const claims = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking._id}/payment-claims`,
        headers: t.staff.headers,
      })
    ).json().data;
    expect(claims.map((item: PaymentClaim) => item.state)).toEqual(['claimed', 'rejected']);
  });
});
