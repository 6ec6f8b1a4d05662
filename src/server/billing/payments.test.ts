import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { Booking, CustomerBooking } from '#shared/schemas/booking-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { CALENDAR_MESSAGES } from '#server/calendar/calendar';
import { bookingFixtures } from '#server/test/booking-fixture';
import { phoneSale } from '#server/test/quote-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Payments on a booking (issue 22): each numbered by its receipt, the first that reach the
 * advance confirming the booking (refused whole when its days were taken meanwhile), and what
 * the customer's status link shows of the booking and its payments.
 */
const t = useSignedInApp({
  admin: { name: 'Asha Rao' },
  staff: { name: 'Vikram Shah' },
  config: { notifyEmails: ['desk@starline.example'] },
});

const { bookingInquiry, sentQuote, calendarOf, accept, blackout, pay, phoneBooking } = bookingFixtures(t);

/** A phone booking of ₹1,00,000 awaiting its advance. */
const awaitingAdvance = (day: string) => phoneBooking(day, 10_000_000);

describe('POST /api/bookings/:id/payments', () => {
  it('numbers a receipt for each payment; the payments that reach the advance confirm the booking', async () => {
    const { celebrity, booking } = await awaitingAdvance('2030-09-10');
    // The advance is half of ₹1,00,000: a first ₹20,000 does not reach it.
    const first = await pay(booking._id, {
      amountPaise: 2_000_000,
      date: '2030-01-05',
      mode: 'upi',
      reference: 'UPI-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.payment.receiptNumber).toMatch(/^SLT\/R\/\d\d-\d\d\/\d{4}$/);
    expect(first.json().data.booking).toMatchObject({
      state: 'awaiting_advance',
      paidPaise: 2_000_000,
      duePaise: 8_000_000,
    });
    // ₹25,000 by transfer and ₹5,000 of TDS as the customer states it: ₹50,000 in all.
    const second = await pay(booking._id, {
      amountPaise: 2_500_000,
      date: '2030-01-06',
      mode: 'bank_transfer',
      reference: 'UTR0001',
      tdsSection: '194J',
      tdsPaise: 500_000,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.booking).toMatchObject({ state: 'confirmed', paidPaise: 5_000_000, duePaise: 5_000_000 });
    expect(second.json().data.payment.receiptNumber).not.toBe(first.json().data.payment.receiptNumber);
    expect(await calendarOf(celebrity.id, '2030-09-01', '2030-09-30')).toEqual([
      expect.objectContaining({ kind: 'confirmed' }),
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
    });
    expect((listed.json().data as { mode: string }[]).map((payment) => payment.mode)).toEqual(['upi', 'bank_transfer']);
  });

  it('refuses more than is due, a transfer without its reference, and TDS without its section, on their fields', async () => {
    const { booking } = await awaitingAdvance('2030-10-10');
    const tooMuch = await pay(booking._id, { amountPaise: 10_000_001, date: '2030-01-05', mode: 'cash' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      expect.objectContaining({
        path: 'amountPaise',
        message: 'This is more than is due on the booking: ₹1,00,000.00',
      }),
    ]);
    const missing = await pay(booking._id, { amountPaise: 100, date: '2030-01-05', mode: 'cheque', tdsPaise: 10 });
    expect((missing.json().errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'reference',
      'tdsSection',
    ]);
    expect(
      (await pay('00000000-0000-4000-8000-000000000000', { amountPaise: 100, date: '2030-01-05', mode: 'cash' }))
        .statusCode,
    ).toBe(404);
  });

  it('records nothing when the advance would confirm days taken meanwhile, and names the clash', async () => {
    const { celebrity, booking } = await awaitingAdvance('2030-11-10');
    expect((await blackout(celebrity.id, '2030-11-11')).statusCode).toBe(201);
    const refused = await pay(booking._id, { amountPaise: 5_000_000, date: '2030-01-05', mode: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CALENDAR_MESSAGES.clash('a blackout on 11 November 2030: Tour'));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
    });
    expect(listed.json().data).toEqual([]);
  });
});

describe("the customer's status link shows the booking", () => {
  const statusOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
    expect(res.statusCode).toBe(200);
    return { body: res.body, booking: (res.json().data as { booking: CustomerBooking | null }).booking };
  };
  const bookByPhone = async (inquiryId: string, celebrityId: string, day: string, totalPaise = 10_000_000) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: t.staff.headers,
      payload: { inquiryId, celebrityId, start: day, end: day, ...phoneSale(totalPaise) },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data as Booking;
  };

  it('shows the accepted booking, its schedule, what is paid and due, and each payment by its receipt', async () => {
    const { inquiry, token } = await bookingInquiry('2030-10-12');
    await sentQuote(inquiry.id);
    expect((await statusOf(token)).booking).toBeNull();
    expect((await accept(token)).statusCode).toBe(200);
    const [made] = (
      await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}/bookings`, headers: t.staff.headers })
    ).json().data as Booking[];
    if (!made) throw new Error('no booking made');

    // ₹2,36,000, half of it in advance; the balance due 7 days before 12 October.
    const awaiting = await statusOf(token);
    expect(awaiting.booking).toEqual({
      number: made.number,
      state: 'awaiting_advance',
      start: '2030-10-12',
      end: '2030-10-12',
      venue: 'Jaipur, Rajasthan',
      totalPaise: 23_600_000,
      advancePaise: 11_800_000,
      balancePaise: 11_800_000,
      balanceDueOn: '2030-10-05',
      paidPaise: 0,
      duePaise: 23_600_000,
      dueNowPaise: 11_800_000,
      overdue: false,
      confirmedAt: null,
      cancelledAt: null,
      invoice: null,
      refund: null,
      payments: [],
    });

    // ₹50,000 by UPI, then ₹66,000 by transfer with ₹2,000 of TDS: the advance is reached.
    expect(
      (await pay(made._id, { amountPaise: 5_000_000, date: '2030-01-05', mode: 'upi', reference: 'UPI-77' }))
        .statusCode,
    ).toBe(201);
    const partly = (await statusOf(token)).booking;
    expect(partly).toMatchObject({ state: 'awaiting_advance', paidPaise: 5_000_000, dueNowPaise: 6_800_000 });
    const second = await pay(made._id, {
      amountPaise: 6_600_000,
      date: '2030-01-09',
      mode: 'bank_transfer',
      reference: 'UTR-SECRET-42',
      tdsSection: '194J',
      tdsPaise: 200_000,
    });
    expect(second.statusCode).toBe(201);
    const receipts = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${made._id}/payments`, headers: t.staff.headers })
    ).json().data as { receiptNumber: string }[];

    const confirmed = await statusOf(token);
    expect(confirmed.booking).toMatchObject({
      state: 'confirmed',
      paidPaise: 11_800_000,
      duePaise: 11_800_000,
      dueNowPaise: 0,
      overdue: false,
      payments: [
        { receiptNumber: receipts[0]?.receiptNumber, date: '2030-01-05', amountPaise: 5_000_000, tdsPaise: 0 },
        { receiptNumber: receipts[1]?.receiptNumber, date: '2030-01-09', amountPaise: 6_600_000, tdsPaise: 200_000 },
      ],
    });
    expect(confirmed.booking?.confirmedAt).toEqual(expect.any(String));
    expect(Object.keys(confirmed.booking?.payments[0] ?? {}).sort()).toEqual(
      ['amountPaise', 'date', 'receiptNumber', 'tdsPaise'].sort(),
    );
    // Nothing of the agency's own: no ids, no staff, no payment references or modes.
    for (const secret of [
      made._id,
      made.celebrity._id,
      inquiry.id,
      'Vikram Shah',
      'UTR-SECRET-42',
      'UPI-77',
      'bank_transfer',
    ]) {
      expect(confirmed.body).not.toContain(secret);
    }
  });

  it('says a balance past its due day is overdue and due now', async () => {
    // A booking starting in 3 days: its balance was due 7 days before, 4 days ago.
    const day = addCalendarDays(indianDay(), 3);
    const { celebrity, inquiry, token } = await bookingInquiry(day);
    const booking = await bookByPhone(inquiry.id, celebrity.id, day);
    expect((await pay(booking._id, { amountPaise: 5_000_000, date: indianDay(), mode: 'cash' })).statusCode).toBe(201);
    expect((await statusOf(token)).booking).toMatchObject({
      state: 'confirmed',
      balanceDueOn: addCalendarDays(day, -7),
      paidPaise: 5_000_000,
      duePaise: 5_000_000,
      dueNowPaise: 5_000_000,
      overdue: true,
    });
  });

  it('shows the latest booking not cancelled, and a cancelled one as cancelled when no other stands', async () => {
    const { celebrity, inquiry, token } = await bookingInquiry('2030-11-20');
    const first = await bookByPhone(inquiry.id, celebrity.id, '2030-11-20');
    const second = await bookByPhone(inquiry.id, celebrity.id, '2030-11-27', 20_000_000);
    expect((await statusOf(token)).booking?.number).toBe(second.number);

    const cancelledAt = new Date('2030-01-10T06:30:00.000Z');
    const cancel = (id: string) =>
      t.db.update(bookings).set({ state: 'cancelled', cancelledAt }).where(eq(bookings.id, id));
    await cancel(second._id);
    expect((await statusOf(token)).booking).toMatchObject({ number: first.number, state: 'awaiting_advance' });

    await cancel(first._id);
    expect((await statusOf(token)).booking).toMatchObject({
      number: second.number,
      state: 'cancelled',
      cancelledAt: cancelledAt.toISOString(),
      dueNowPaise: 0,
      overdue: false,
    });
  });
});
