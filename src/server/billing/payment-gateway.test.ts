import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { auditEntries } from '#server/audit/audit-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import {
  paymentCaptured,
  paymentLinkPaid,
  signedNotification,
  startFakeRazorpay,
  TEST_GATEWAY,
} from '#server/test/fake-razorpay';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp } from '#server/test/test-app';
import { gatewayEvents, gatewayPaymentLinks, gatewayRefundsDue, payments } from './billing-tables.js';
import { PAYMENT_LINK_MESSAGES } from './payment-links.js';

/**
 * Paying online (issue 38): the status link's "Pay online" makes a payment link on the gateway
 * for exactly what is due now, and the gateway's signed notifications record the payment once,
 * however often and in whatever order they come. Offline: the SDK talks to a local stand-in.
 */
const fake = await startFakeRazorpay();
afterAll(() => fake.close());

const t = useSignedInApp({
  admin: { name: 'Asha Rao' },
  config: { gateway: fake.gateway, notifyEmails: ['desk@starline.example'] },
});
const { acceptedBooking: awaitingAdvance } = bookingFixtures(t);

/** The quote's ₹2,00,000 plus 18% GST, half of it the advance. */
const TOTAL_PAISE = 23_600_000;
const ADVANCE_PAISE = 11_800_000;

const askLink = (token: string) => t.app.inject({ method: 'POST', url: `/api/inquiry-status/${token}/payment-link` });

const notify = (body: unknown, eventId?: string, secret?: string) => {
  const signed = signedNotification(body, eventId, secret);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: signed.headers,
    payload: signed.payload,
  });
};

const paymentsOf = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const emailsOf = (inquiryId: string, kind: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.inquiryId, inquiryId), eq(emails.kind, kind as 'receipt_voucher')));

async function statusView(token: string): Promise<InquiryStatusView> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
  return answer.json().data as InquiryStatusView;
}

describe('POST /api/inquiry-status/:token/payment-link', () => {
  it('makes a link on the gateway for exactly the advance due, in paise, with the booking number and the customer', async () => {
    const { token, booking, inquiry } = await awaitingAdvance('2031-02-10');
    expect((await statusView(token)).booking?.dueNowPaise).toBe(ADVANCE_PAISE);
    const answer = await askLink(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const made = fake.links.at(-1);
    expect(answer.json().data).toEqual({ url: made?.short_url });
    expect(made).toMatchObject({
      amount: ADVANCE_PAISE,
      currency: 'INR',
      reference_id: booking.number,
      customer: { name: 'Ananya Kapoor', email: expect.stringContaining('@') },
      notes: { booking_number: booking.number, booking_id: booking.id },
      // Paid, the customer comes back to their status page.
      callback_url: `${t.app.config.siteUrl}/inquiry/${token}`,
      callback_method: 'get',
    });
    // The advance's link lives until the balance falls due (7 days before the event), midnight in India.
    expect(made?.expire_by).toBe(Date.parse('2031-02-03T00:00:00+05:30') / 1000);
    const [kept] = await t.db.select().from(gatewayPaymentLinks).where(eq(gatewayPaymentLinks.bookingId, booking.id));
    expect(kept).toMatchObject({ amountPaise: ADVANCE_PAISE, linkId: made?.id, state: 'created' });
    const timeline = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(timeline.find((event) => event.kind === 'payment_link_created')).toMatchObject({
      actorName: 'Ananya Kapoor',
      details: { amountPaise: ADVANCE_PAISE, number: booking.number },
    });
  });

  it('reuses the unexpired link for the same amount instead of making another', async () => {
    const { token } = await awaitingAdvance('2031-02-12');
    const before = fake.links.length;
    const first = await askLink(token);
    const second = await askLink(token);
    expect(second.json().data.url).toBe(first.json().data.url);
    expect(fake.links.length).toBe(before + 1);
  });

  it('answers a native form post with a 303 to the link, and with no script to follow, no JSON', async () => {
    const { token } = await awaitingAdvance('2031-02-14');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/payment-link`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(fake.links.at(-1)?.short_url);
    // Browsers hold a form's redirect to the page's form-action: the gateway's pages are in it.
    expect(answer.headers['content-security-policy']).toContain(
      `form-action 'self' https://rzp.io https://*.razorpay.com ${fake.url}`,
    );
  });

  it('offers the balance once the advance is paid, before its day, as the status page does', async () => {
    const { token, booking } = await awaitingAdvance('2031-05-27');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: t.staff.headers,
      payload: { amountPaise: ADVANCE_PAISE, date: '2030-01-05', mode: 'upi', reference: 'UPI-ADV-0' },
    });
    expect(paid.statusCode).toBe(201);
    const view = await statusView(token);
    expect(view.payment).toMatchObject({ dueNowPaise: TOTAL_PAISE - ADVANCE_PAISE, online: true });
    const answer = await askLink(token);
    expect(answer.statusCode).toBe(200);
    expect(fake.links.at(-1)).toMatchObject({ amount: TOTAL_PAISE - ADVANCE_PAISE, reference_id: booking.number });
  });

  it('refuses with 409 when nothing is due now, and sends a native form back to the status page', async () => {
    const { token, booking } = await awaitingAdvance('2031-02-16');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: t.staff.headers,
      payload: { amountPaise: TOTAL_PAISE, date: '2030-01-05', mode: 'upi', reference: 'UPI-ADV-1' },
    });
    expect(paid.statusCode).toBe(201);
    const answer = await askLink(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PAYMENT_LINK_MESSAGES.nothingDue);
    const native = await t.app.inject({
      method: 'POST',
      url: `/api/inquiry-status/${token}/payment-link`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe(`/inquiry/${token}`);
  });

  it('answers 503 with the other ways to pay when the gateway does not answer, and makes no link', async () => {
    const { token, booking } = await awaitingAdvance('2031-02-18');
    fake.failNext(1);
    const answer = await askLink(token);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(PAYMENT_LINK_MESSAGES.gatewayDown);
    expect(await t.db.select().from(gatewayPaymentLinks).where(eq(gatewayPaymentLinks.bookingId, booking.id))).toEqual(
      [],
    );
  });

  it('is limited per address like the quote’s answers', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/inquiry-status/${'b'.repeat(43)}/payment-link`,
        remoteAddress: '203.0.113.9',
      });
    for (let tried = 0; tried < t.app.config.quoteAnswerMaxPerHour; tried += 1)
      expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('is 404 when the gateway is not configured', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: `/api/inquiry-status/${'a'.repeat(43)}/payment-link`,
      });
      // An unknown token is 404 before the gateway is even asked; a webhook is 404 too.
      expect(answer.statusCode).toBe(404);
      const signed = signedNotification(paymentCaptured({ paymentId: 'pay_x', amountPaise: 100, bookingNumber: null }));
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: signed.headers,
        payload: signed.payload,
      });
      expect(webhook.statusCode).toBe(404);
      expect(await plain.app.paymentGateway.current()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  it('refuses a wrong or missing signature with 400 and records nothing', async () => {
    const { booking } = await awaitingAdvance('2031-03-02');
    const body = paymentLinkPaid({
      linkId: 'plink_wrong',
      paymentId: 'pay_wrongsig0001',
      amountPaise: ADVANCE_PAISE,
      bookingNumber: booking.number,
    });
    const wrong = await notify(body, 'evt_wrongsig0001', 'not-the-secret');
    expect(wrong.statusCode).toBe(400);
    const signed = signedNotification(body, 'evt_wrongsig0001');
    // The right signature over other bytes (the body re-serialised with other spacing) is wrong too.
    const reserialised = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: signed.headers,
      payload: JSON.stringify(body, null, 2),
    });
    expect(reserialised.statusCode).toBe(400);
    const { 'x-razorpay-signature': _dropped, ...unsigned } = signed.headers;
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: unsigned,
      payload: signed.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await t.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, 'evt_wrongsig0001'))).toEqual([]);
    expect((await bookingRow(booking.id))?.state).toBe('awaiting_advance');
  });

  it('records the same event delivered five times once: one payment, one receipt e-mailed, the booking confirmed', async () => {
    const { booking, inquiry } = await awaitingAdvance('2031-03-04');
    const body = paymentLinkPaid({
      linkId: 'plink_five',
      paymentId: 'pay_fivetimes001',
      amountPaise: ADVANCE_PAISE,
      bookingNumber: booking.number,
    });
    const results = [];
    for (let delivery = 0; delivery < 5; delivery += 1) {
      const answer = await notify(body, 'evt_fivetimes001');
      expect(answer.statusCode).toBe(200);
      results.push(answer.json().data.result);
    }
    expect(results).toEqual(['recorded', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const recorded = await paymentsOf(booking.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amountPaise: ADVANCE_PAISE,
      mode: 'gateway',
      gatewayPaymentId: 'pay_fivetimes001',
      reference: 'pay_fivetimes001',
      createdById: null,
    });
    expect(recorded[0]?.receiptNumber).toMatch(/^SLT\/R\/\d\d-\d\d\/\d{4}$/);
    expect((await bookingRow(booking.id))?.state).toBe('confirmed');
    expect(await emailsOf(inquiry.id, 'receipt_voucher')).toHaveLength(1);
    expect(await t.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, 'evt_fivetimes001'))).toHaveLength(
      1,
    );
    const timeline = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(timeline.filter((event) => event.kind === 'payment_recorded')).toEqual([
      expect.objectContaining({ actorName: null, details: expect.objectContaining({ mode: 'gateway' }) }),
    ]);
    expect(timeline.some((event) => event.kind === 'booking_confirmed')).toBe(true);
    const audited = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, inquiry.id));
    expect(audited.filter((entry) => entry.action === 'payment_recorded')).toEqual([
      expect.objectContaining({ actorId: null, after: expect.objectContaining({ mode: 'gateway' }) }),
    ]);
    // Nothing of the gateway's secrets in the audit log.
    expect(JSON.stringify(audited)).not.toContain(TEST_GATEWAY.keySecret);
    expect(JSON.stringify(audited)).not.toContain(TEST_GATEWAY.webhookSecret);
  });

  it('records one payment when the same event and its twin arrive at the same moment', async () => {
    const { booking, inquiry } = await awaitingAdvance('2031-03-05');
    const fields = { paymentId: 'pay_atonce000001', amountPaise: ADVANCE_PAISE, bookingNumber: booking.number };
    const linkPaid = paymentLinkPaid({ ...fields, linkId: 'plink_atonce' });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => notify(linkPaid, 'evt_atonce000001')),
      notify(paymentCaptured(fields), 'evt_atonce000002'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().data.result === 'recorded')).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    expect(await emailsOf(inquiry.id, 'receipt_voucher')).toHaveLength(1);
  });

  it('records one payment when the payment is captured first and its link is paid after', async () => {
    const { booking } = await awaitingAdvance('2031-03-06');
    const fields = { paymentId: 'pay_outoforder01', amountPaise: ADVANCE_PAISE, bookingNumber: booking.number };
    const captured = await notify(paymentCaptured(fields), 'evt_captured0001');
    const linkPaid = await notify(paymentLinkPaid({ ...fields, linkId: 'plink_order' }), 'evt_linkpaid0001');
    expect([captured.json().data.result, linkPaid.json().data.result]).toEqual(['recorded', 'already_recorded']);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('waits for the link when a captured payment names no booking, then records it once', async () => {
    const { booking } = await awaitingAdvance('2031-03-08');
    const captured = await notify(
      paymentCaptured({ paymentId: 'pay_nonotes00001', amountPaise: ADVANCE_PAISE, bookingNumber: null }),
      'evt_nonotes00001',
    );
    expect(captured.json().data.result).toBe('awaiting_link');
    expect(await paymentsOf(booking.id)).toEqual([]);
    const linkPaid = await notify(
      paymentLinkPaid({
        paymentId: 'pay_nonotes00001',
        amountPaise: ADVANCE_PAISE,
        bookingNumber: booking.number,
        linkId: 'plink_nonotes',
      }),
      'evt_nonotes00002',
    );
    expect(linkPaid.json().data.result).toBe('recorded');
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('marks the link it was paid through as paid', async () => {
    const { token, booking } = await awaitingAdvance('2031-03-10');
    await askLink(token);
    const link = fake.links.at(-1);
    if (!link) throw new Error('no link was made');
    await notify(
      paymentLinkPaid({
        paymentId: 'pay_throughlink1',
        amountPaise: link.amount,
        bookingNumber: booking.number,
        linkId: link.id,
      }),
    );
    const [kept] = await t.db.select().from(gatewayPaymentLinks).where(eq(gatewayPaymentLinks.linkId, link.id));
    expect(kept?.state).toBe('paid');
  });

  it('keeps a payment for a booking cancelled meanwhile as money to refund, and tells the team', async () => {
    const { booking, inquiry } = await awaitingAdvance('2031-03-12');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: t.admin.headers,
      payload: { by: 'customer', reason: 'Event called off' },
    });
    expect(cancelled.statusCode).toBe(200);
    const answer = await notify(
      paymentLinkPaid({
        paymentId: 'pay_cancelled001',
        amountPaise: ADVANCE_PAISE,
        bookingNumber: booking.number,
        linkId: 'plink_cancelled',
      }),
    );
    expect(answer.json().data.result).toBe('refund_due');
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await t.db.select().from(gatewayRefundsDue).where(eq(gatewayRefundsDue.bookingId, booking.id))).toEqual([
      expect.objectContaining({
        gatewayPaymentId: 'pay_cancelled001',
        amountPaise: ADVANCE_PAISE,
        reason: 'cancelled',
      }),
    ]);
    const alerts = await emailsOf(inquiry.id, 'team_gateway_refund_due');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.recipients).toEqual(['desk@starline.example']);
    expect(alerts[0]?.subject).toBe(`Online payment to refund: ₹1,18,000.00 on booking ${booking.number}`);
    expect(alerts[0]?.text).toContain('pay_cancelled001');
    const timeline = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(timeline.find((event) => event.kind === 'gateway_refund_due')).toMatchObject({
      details: expect.objectContaining({ amountPaise: ADVANCE_PAISE, reason: 'cancelled' }),
    });
    const audited = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, inquiry.id));
    expect(audited.some((entry) => entry.action === 'gateway_refund_due')).toBe(true);
    // Its repeat (the captured notification) changes nothing.
    const again = await notify(
      paymentCaptured({ paymentId: 'pay_cancelled001', amountPaise: ADVANCE_PAISE, bookingNumber: booking.number }),
    );
    expect(again.json().data.result).toBe('already_recorded');
    expect(await emailsOf(inquiry.id, 'team_gateway_refund_due')).toHaveLength(1);
  });

  it('records what was due and keeps the rest as money to refund when a payment is more than is due', async () => {
    const { booking } = await awaitingAdvance('2031-03-14');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      headers: t.staff.headers,
      payload: { amountPaise: TOTAL_PAISE - 1_000_000, date: '2030-01-05', mode: 'bank_transfer', reference: 'UTR9' },
    });
    expect(paid.statusCode).toBe(201);
    const answer = await notify(
      paymentLinkPaid({
        paymentId: 'pay_toomuch00001',
        amountPaise: 3_000_000,
        bookingNumber: booking.number,
        linkId: 'plink_toomuch',
      }),
    );
    expect(answer.json().data.result).toBe('recorded');
    const online = (await paymentsOf(booking.id)).filter((payment) => payment.mode === 'gateway');
    expect(online).toEqual([expect.objectContaining({ amountPaise: 1_000_000, gatewayPaymentId: 'pay_toomuch00001' })]);
    expect(await t.db.select().from(gatewayRefundsDue).where(eq(gatewayRefundsDue.bookingId, booking.id))).toEqual([
      expect.objectContaining({ amountPaise: 2_000_000, reason: 'more_than_due' }),
    ]);
  });

  it('counts the notifications by result in the metrics', async () => {
    const scraped = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scraped.body).toMatch(/payment_gateway_events_total\{result="recorded"\} [1-9]/);
    expect(scraped.body).toMatch(/payment_gateway_events_total\{result="duplicate"\} [1-9]/);
    expect(scraped.body).toMatch(/payment_gateway_events_total\{result="bad_signature"\} [1-9]/);
  });
});
