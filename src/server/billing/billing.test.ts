import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages';
import type { Invoice } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails, inquiryStatusTokens } from '#server/mail/mail-tables';
import { hashToken, newToken } from '#server/lib/tokens';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import type { ReceivedMail, SmtpSink } from '#server/test/smtp-sink';
import { startSecondInstance, type TestApp, type TestUser } from '#server/test/test-app';
import { CANCELLATION_MESSAGES } from './cancellation.js';
import { INVOICE_MESSAGES } from './invoices.js';
import { REFUND_MESSAGES } from './billing-refusals.js';

/**
 * A booking's money after its payments (issue 22): receipt vouchers e-mailed as PDFs, cancelling
 * by the quote's slabs with the days freed, refunds and their vouchers, the tax invoice (Rule 46)
 * once per booking in a gapless series, credit notes, and the sweep that completes past bookings
 * and reminds customers of their balance once, with two instances sweeping.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: TestUser;
let staff: TestUser;

// ₹2,00,000 + 18 % within Maharashtra + ₹15,000.50 travel at cost: ₹2,51,000.50.
const QUOTE = {
  customer: {
    name: 'Kapoor Weddings LLP',
    address: '12 Marine Drive, Mumbai 400020',
    state: '27',
    gstin: '27AAACK1234A1ZA',
  },
  venueState: '27',
  lines: [
    { kind: 'artist_fee', description: 'Performance of 90 minutes', quantity: 1, ratePaise: 20_000_000 },
    { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 1_500_050, reimbursement: true },
  ],
};
const TOTAL = 25_100_050;
const ADVANCE = 12_550_025;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ notifyEmails: ['desk@starline.example'] }));
  admin = await t.createUser('admin', { name: 'Asha Rao' });
  staff = await t.createUser('staff', { name: 'Vikram Shah' });
  await saveBusinessDetails(t, admin);
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  await t.app.outbox.runOnce();
  const mail = sink.received.find(
    (received) => received.to.includes(address) && subject.test(received.parsed.subject ?? ''),
  );
  if (!mail) throw new Error(`no mail to ${address} matching ${subject}`);
  return mail;
}

const inject = (method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

/** A celebrity's inquiry with a quote the customer accepted: a booking awaiting its advance. */
async function acceptedBooking(eventDate: string, email = `c-${eventDate}@example.com`) {
  const celebrity = await insertCelebrity(t.db, { name: `Star ${eventDate}` });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate, name: 'Ananya Kapoor', email });
  const token = newToken();
  await t.db.insert(inquiryStatusTokens).values({ tokenHash: hashToken(token), inquiryId: inquiry.id });
  const drafted = await inject('POST', `/api/inquiries/${inquiry.id}/quotes`, staff, QUOTE);
  expect(drafted.statusCode, drafted.body).toBe(201);
  const quote = drafted.json<{ data: Quote }>().data;
  expect((await inject('POST', `/api/quotes/${quote._id}/send`, staff)).statusCode).toBe(200);
  const accepted = await inject('POST', `/api/inquiry-status/${token}/quote/accept`, null, {
    name: 'Ananya Kapoor',
    agree: true,
    version: 1,
  });
  expect(accepted.statusCode).toBe(200);
  const [booking] = (await inject('GET', `/api/inquiries/${inquiry.id}/bookings`, staff)).json<{ data: Booking[] }>()
    .data;
  if (!booking) throw new Error('the acceptance made no booking');
  return { celebrity, inquiry, token, booking, email };
}

const pay = (bookingId: string, amountPaise: number, extra: Record<string, unknown> = {}) =>
  inject('POST', `/api/bookings/${bookingId}/payments`, staff, {
    amountPaise,
    date: '2026-11-20',
    mode: 'bank_transfer',
    reference: 'UTR0001',
    ...extra,
  });

async function confirmedBooking(eventDate: string) {
  const made = await acceptedBooking(eventDate);
  const paid = await pay(made.booking._id, ADVANCE);
  expect(paid.statusCode).toBe(201);
  return made;
}

describe('receipt vouchers', () => {
  it('numbers each payment in series R, e-mails its PDF, and prints the tax on the advance as the quote splits it', async () => {
    const { booking, email } = await acceptedBooking('2031-01-10');
    const paid = await pay(booking._id, ADVANCE);
    expect(paid.statusCode).toBe(201);
    const {
      number,
      voucherId,
      booking: after,
    } = paid.json<{ data: { number: string; voucherId: string; booking: Booking } }>().data;
    expect(number).toMatch(/^SLT\/R\/\d\d-\d\d\/\d{4}$/);
    expect(after.state).toBe('confirmed');

    const mail = await mailTo(email, /^Payment received: receipt voucher/);
    expect(mail.parsed.text).toContain(number);
    expect(mail.parsed.text).toMatch(/\/inquiry\/[A-Za-z0-9_-]{43}/);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe(`receipt-voucher-${number.replace(/\//g, '-')}.pdf`);

    const download = await inject('GET', `/api/vouchers/${voucherId}/pdf`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(download.rawPayload);
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toBe(text);
    for (const expected of [
      'RECEIPT VOUCHER',
      number,
      'Starline Talent Management Private Limited',
      'GSTIN 27AAPFU0939F1ZV',
      'Kapoor Weddings LLP',
      'GSTIN 27AAACK1234A1ZA',
      '27 Maharashtra',
      'Tax payable on reverse charge: No',
      '999631',
      // Half the quote: ₹1,00,000 taxable, ₹9,000 each of CGST and SGST, ₹7,500.25 at cost.
      '1,00,000.00',
      'CGST 9%',
      '9,000.00',
      '7,500.25',
      '₹1,25,500.25',
      'Bank transfer, reference UTR0001',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for no such voucher, and only to staff', async () => {
    expect((await inject('GET', `/api/vouchers/${crypto.randomUUID()}/pdf`, staff)).statusCode).toBe(404);
    expect((await inject('GET', `/api/vouchers/${crypto.randomUUID()}/pdf`, null)).statusCode).toBe(401);
  });
});

describe('cancelling a booking', () => {
  it('keeps what the slab says, frees the days at once, and refuses payments after', async () => {
    // 2031-03-01 from India's today is far more than 31 days: 25 % of the total is kept.
    const { booking, celebrity, email } = await confirmedBooking('2031-03-01');
    const preview = await inject('GET', `/api/bookings/${booking._id}/cancellation?by=customer`, staff);
    expect(preview.json().data).toMatchObject({ keepPercent: 25, paidPaise: ADVANCE, keptPaise: 6_275_013 });

    expect(
      (await inject('POST', `/api/bookings/${booking._id}/cancel`, staff, { reason: 'Event called off' })).statusCode,
    ).toBe(403);
    const cancelled = await inject('POST', `/api/bookings/${booking._id}/cancel`, admin, {
      reason: 'Event called off',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      keptPaise: 6_275_013,
      refundDuePaise: ADVANCE - 6_275_013,
      booking: { state: 'cancelled', duePaise: 0, cancellation: { by: 'customer', reason: 'Event called off' } },
    });
    const calendar = await inject(
      'GET',
      `/api/calendar?from=2031-02-01&to=2031-03-31&celebrity=${celebrity.id}`,
      staff,
    );
    expect(calendar.json<{ data: CalendarEntry[] }>().data).toEqual([]);
    expect((await mailTo(email, /is cancelled$/)).parsed.text).toContain('Event called off');

    const again = await inject('POST', `/api/bookings/${booking._id}/cancel`, admin, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCELLATION_MESSAGES.alreadyCancelled);
    const paying = await pay(booking._id, 100);
    expect(paying.statusCode).toBe(409);
  });

  it('by the agency, everything paid is due back; refunds are vouchered in series F up to it', async () => {
    const { booking, email } = await confirmedBooking('2031-04-01');
    const cancelled = await inject('POST', `/api/bookings/${booking._id}/cancel`, admin, {
      reason: 'Artist unwell',
      by: 'agency',
    });
    expect(cancelled.json().data).toMatchObject({ keptPaise: 0, refundDuePaise: ADVANCE });

    const tooMuch = await inject('POST', `/api/bookings/${booking._id}/refunds`, admin, {
      amountPaise: ADVANCE + 1,
      date: '2026-11-25',
      mode: 'upi',
      reference: 'UPI77',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      { path: 'amountPaise', message: REFUND_MESSAGES.moreThanDueBack('₹1,25,500.25') },
    ]);
    expect(
      (
        await inject('POST', `/api/bookings/${booking._id}/refunds`, staff, {
          amountPaise: 1,
          date: '2026-11-25',
          mode: 'cash',
        })
      ).statusCode,
    ).toBe(403);

    const refunded = await inject('POST', `/api/bookings/${booking._id}/refunds`, admin, {
      amountPaise: ADVANCE,
      date: '2026-11-25',
      mode: 'upi',
      reference: 'UPI77',
    });
    expect(refunded.statusCode).toBe(201);
    const {
      number,
      voucherId,
      booking: after,
    } = refunded.json<{ data: { number: string; voucherId: string; booking: Booking } }>().data;
    expect(number).toMatch(/^SLT\/F\/\d\d-\d\d\/\d{4}$/);
    expect(after.cancellation).toMatchObject({ refundDuePaise: ADVANCE, refundedPaise: ADVANCE });
    const mail = await mailTo(email, /^Refund paid: refund voucher/);
    expect(mail.parsed.attachments[0]?.filename).toBe(`refund-voucher-${number.replace(/\//g, '-')}.pdf`);
    const text = await pdfText((await inject('GET', `/api/vouchers/${voucherId}/pdf`, staff)).rawPayload);
    for (const expected of [
      'REFUND VOUCHER',
      number,
      'Receipt voucher',
      'REFUNDED TO',
      'UPI, reference UPI77',
      '₹1,25,500.25',
    ]) {
      expect(text).toContain(expected);
    }
    // The person's data export carries the refund with its voucher.
    const exported = await inject('POST', '/api/privacy/export', admin, { email });
    expect(exported.json().data.inquiries[0]).toMatchObject({
      refunds: [{ voucherNumber: number, amountPaise: ADVANCE }],
    });
  });

  it('refunds only a cancelled booking', async () => {
    const { booking } = await confirmedBooking('2031-05-01');
    const refused = await inject('POST', `/api/bookings/${booking._id}/refunds`, admin, {
      amountPaise: 100,
      date: '2026-11-25',
      mode: 'cash',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFUND_MESSAGES.notCancelled);
  });
});

describe('the tax invoice', () => {
  it('is refused before the booking is confirmed', async () => {
    const { booking } = await acceptedBooking('2031-06-01');
    const refused = await inject('POST', `/api/bookings/${booking._id}/invoice`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.notConfirmed);
  });

  it('is issued once, in series I, with the fields of Rule 46 and the advances received, and e-mailed', async () => {
    const { booking, email, token } = await confirmedBooking('2031-07-01');
    const none = await inject('GET', `/api/bookings/${booking._id}/invoice`, staff);
    expect(none.json().data).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}/invoice.pdf` })).statusCode).toBe(
      404,
    );

    const issued = await inject('POST', `/api/bookings/${booking._id}/invoice`, staff);
    expect(issued.statusCode).toBe(201);
    const invoice = issued.json<{ data: Invoice }>().data;
    expect(invoice).toMatchObject({
      taxablePaise: 20_000_000,
      taxPaise: 3_600_000,
      totalPaise: TOTAL,
      creditNotes: [],
    });
    expect(invoice.number).toMatch(/^SLT\/I\/\d\d-\d\d\/\d{4}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);

    const twice = await inject('POST', `/api/bookings/${booking._id}/invoice`, staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVOICE_MESSAGES.already(invoice.number));

    const mail = await mailTo(email, /^Tax invoice /);
    expect(mail.parsed.attachments[0]?.filename).toBe(`tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
    const text = await pdfText((await inject('GET', `/api/invoices/${invoice._id}/pdf`, staff)).rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'Original for recipient',
      invoice.number,
      // The supplier: name, address, GSTIN.
      'Starline Talent Management Private Limited',
      'Office 1204, Seawoods Grand Central Tower 2, Navi Mumbai 400706, 27',
      'GSTIN 27AAPFU0939F1ZV',
      // The recipient: name, address, state, GSTIN.
      'BILL TO',
      'Kapoor Weddings LLP',
      '12 Marine Drive, Mumbai 400020',
      'State: 27 Maharashtra',
      'GSTIN 27AAACK1234A1ZA',
      // Per line: SAC and taxable value; then rate and amount of CGST and SGST.
      '999631',
      'Artist fee: Performance of 90 minutes',
      'Taxable value',
      '2,00,000.00',
      'CGST 9%',
      'SGST 9%',
      '18,000.00',
      '₹2,51,000.50',
      'Rupees Two Lakh Fifty-One Thousand and Fifty Paise Only',
      'PLACE OF SUPPLY',
      'Tax payable on reverse charge: No',
      'Advances received against this invoice',
      'Balance payable',
      '₹1,25,500.25',
      'For Starline Talent Management Private Limited',
      'Asha Rao',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }

    const fromLink = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}/invoice.pdf` });
    expect(fromLink.statusCode).toBe(200);
    expect(fromLink.headers['cache-control']).toBe('no-store');
    expect(await pdfText(fromLink.rawPayload)).toBe(text);
  });

  it('numbers invoices with no gap and none twice when issued at the same moment', async () => {
    const made = [];
    for (const day of ['2031-08-01', '2031-08-05', '2031-08-09', '2031-08-13']) made.push(await confirmedBooking(day));
    const results = await Promise.all(
      made.map(({ booking }) => inject('POST', `/api/bookings/${booking._id}/invoice`, staff)),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const sequences = results
      .map((res) => Number(res.json<{ data: Invoice }>().data.number.slice(-4)))
      .sort((a, b) => a - b);
    expect(sequences.slice(1).map((value, index) => value - (sequences[index] ?? 0))).toEqual([1, 1, 1]);
  });

  it('takes credit notes from admins, in series C, never beyond the invoice', async () => {
    const { booking, email } = await confirmedBooking('2031-09-01');
    const invoice = (await inject('POST', `/api/bookings/${booking._id}/invoice`, staff)).json<{ data: Invoice }>()
      .data;
    const url = `/api/invoices/${invoice._id}/credit-notes`;
    expect((await inject('POST', url, staff, { amountPaise: 100, reason: 'Shorter show' })).statusCode).toBe(403);
    const credited = await inject('POST', url, admin, { amountPaise: 2_360_000, reason: 'Shorter show' });
    expect(credited.statusCode).toBe(201);
    const {
      number,
      creditNote,
      invoice: after,
    } = credited.json<{
      data: { number: string; creditNote: { _id: string; taxablePaise: number; taxPaise: number }; invoice: Invoice };
    }>().data;
    expect(number).toMatch(/^SLT\/C\/\d\d-\d\d\/\d{4}$/);
    expect(after.creditedPaise).toBe(2_360_000);
    expect(creditNote.taxablePaise + creditNote.taxPaise).toBeLessThan(2_360_000);
    const tooMuch = await inject('POST', url, admin, { amountPaise: TOTAL, reason: 'All of it' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].path).toBe('amountPaise');
    const mail = await mailTo(email, /^Credit note /);
    expect(mail.parsed.attachments[0]?.filename).toBe(`credit-note-${number.replace(/\//g, '-')}.pdf`);
    const text = await pdfText((await inject('GET', `/api/credit-notes/${creditNote._id}/pdf`, staff)).rawPayload);
    for (const expected of ['CREDIT NOTE', number, 'Against invoice', invoice.number, 'Shorter show', '₹23,600.00']) {
      expect(text).toContain(expected);
    }
  });
});

describe('the sweep', () => {
  it('completes a confirmed booking once its last day has passed', async () => {
    const { booking, inquiry } = await confirmedBooking('2031-10-01');
    const { completed } = await t.app.billing.sweep('2031-10-02');
    expect(completed).toBeGreaterThanOrEqual(1);
    const after = (await inject('GET', `/api/bookings/${booking._id}`, staff)).json<{ data: Booking }>().data;
    expect(after.state).toBe('completed');
    const events = await t.db
      .select()
      .from(inquiryEvents)
      .where(and(eq(inquiryEvents.inquiryId, inquiry.id), eq(inquiryEvents.kind, 'booking_completed')));
    expect(events).toHaveLength(1);
    const refused = await inject('POST', `/api/bookings/${booking._id}/cancel`, admin, { reason: 'Late' });
    expect(refused.json().message).toBe(CANCELLATION_MESSAGES.completed);
  });

  it('reminds the customer of the balance once, N days before it is due', async () => {
    // The balance of an event on 2031-12-20 is due 7 days before (12-13); the reminder 3 before that.
    const { booking, email } = await confirmedBooking('2031-12-20');
    await t.app.billing.sweep('2031-12-09');
    await t.app.outbox.runOnce();
    expect(
      sink.received.filter((mail) => mail.to.includes(email) && /balance/.test(mail.parsed.subject ?? '')),
    ).toEqual([]);
    await t.app.billing.sweep('2031-12-10');
    await t.app.billing.sweep('2031-12-11');
    const mail = await mailTo(email, /^The balance of booking .* is due on 13 December 2031$/);
    expect(mail.parsed.text).toContain('₹1,25,500.25');
    const reminders = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, 'balance_reminder'), eq(emails.recipients, [email])));
    expect(reminders).toHaveLength(1);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.balanceReminderAt).not.toBeNull();
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('with two server instances', () => {
    it('sends each reminder once when both sweep at the same moment', async () => {
      const second = await startSecondInstance(t);
      try {
        const made = [];
        for (const day of ['2032-01-20', '2032-01-24', '2032-01-28']) made.push(await confirmedBooking(day));
        await Promise.all([t.app.billing.sweep('2032-01-19'), second.billing.sweep('2032-01-19')]);
        for (const { email } of made) {
          const rows = await t.db
            .select()
            .from(emails)
            .where(and(eq(emails.kind, 'balance_reminder'), eq(emails.recipients, [email])));
          expect(rows).toHaveLength(1);
        }
      } finally {
        await second.close();
      }
    });
  });
});

describe('the records a booking stands on', () => {
  it('cannot be deleted: its inquiry, its celebrity, the person', async () => {
    const { inquiry, celebrity, email } = await acceptedBooking('2032-02-01', 'keeps@example.com');
    const inquiryDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/inquiries/${inquiry.id}`,
      headers: admin.headers,
    });
    expect(inquiryDelete.statusCode).toBe(409);
    expect(inquiryDelete.json().message).toBe(MESSAGES.inquiryHasBookings);
    const celebrityDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${celebrity.id}`,
      headers: admin.headers,
    });
    expect(celebrityDelete.statusCode).toBe(409);
    expect(celebrityDelete.json().message).toBe(MESSAGES.celebrityHasBookings);
    const erase = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: admin.headers,
      payload: { email },
    });
    expect(erase.statusCode).toBe(409);
    expect(erase.json().message).toBe(MESSAGES.personHasBookings);
  });
});
