import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { ReconciliationDto } from '#shared/schemas/payment-gateway-responses';
import { bookings } from '#server/bookings/bookings-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { paymentLinkPaid, signedNotification, startFakeRazorpay } from '#server/test/fake-razorpay';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp } from '#server/test/test-app';
import { nightlyReconciliation } from './reconciliation.js';

/**
 * The reconciliation (issue 38): the payments the gateway captured against those the product
 * recorded as made online, read through the SDK from a local stand-in of the gateway's API.
 */
const fake = await startFakeRazorpay();
afterAll(() => fake.close());

const t = useSignedInApp({ config: { gateway: fake.gateway } });
const { bookingInquiry, sentQuote, accept } = bookingFixtures(t);

async function booking(day: string) {
  const { inquiry, token } = await bookingInquiry(day);
  await sentQuote(inquiry.id);
  await accept(token);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id));
  if (!row) throw new Error('no booking was made');
  return row;
}

/** The gateway's notification of a paid link, delivered and signed. */
async function notifyPaid(paymentId: string, bookingNumber: string, amountPaise: number, at: Date) {
  const signed = signedNotification(
    paymentLinkPaid({ paymentId, bookingNumber, amountPaise, linkId: `plink_${paymentId}`, createdAt: at }),
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: signed.headers,
    payload: signed.payload,
  });
  expect(answer.json().data.result).toBe('recorded');
}

/** A captured payment as the gateway lists it. */
function atGateway(id: string, amount: number, at: Date, bookingNumber: string | null = null) {
  fake.payments.push({
    id,
    amount,
    currency: 'INR',
    status: 'captured',
    created_at: Math.floor(at.getTime() / 1000),
    notes: bookingNumber ? { booking_number: bookingNumber } : [],
  });
}

const reconciliation = async (query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/payments/reconciliation${query}`,
    headers: t.staff.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as ReconciliationDto;
};

describe('GET /api/payments/reconciliation', () => {
  it('lists the payments seen only at the gateway and only in the product; those on both sides match', async () => {
    const now = new Date();
    const today = indianDay(now);
    const first = await booking('2031-05-02');
    const second = await booking('2031-05-04');
    // On both sides.
    atGateway('pay_bothsides0001', 1_000_000, now, first.number);
    await notifyPaid('pay_bothsides0001', first.number, 1_000_000, now);
    // At the gateway only: its notification never came.
    atGateway('pay_gatewayonly01', 2_000_000, now, second.number);
    // In the product only: the gateway does not list it.
    await notifyPaid('pay_productonly1', second.number, 3_000_000, now);

    const found = await reconciliation(`?from=${today}&to=${today}`);
    expect(found).toMatchObject({ from: today, to: today, gatewayOn: true, matched: 1 });
    expect(found.gatewayOnly).toEqual([
      {
        gatewayPaymentId: 'pay_gatewayonly01',
        amountPaise: 2_000_000,
        paidAt: expect.any(String),
        bookingNumber: second.number,
      },
    ]);
    expect(found.productOnly).toEqual([
      expect.objectContaining({
        gatewayPaymentId: 'pay_productonly1',
        bookingNumber: second.number,
        amountPaise: 3_000_000,
        date: today,
      }),
    ]);
    // Basic auth with the key id and secret on every call, none refused.
    expect(fake.unauthorised).toBe(0);
  });

  it('covers the last seven days by default and refuses a span backwards', async () => {
    const today = indianDay();
    const found = await reconciliation();
    expect(found).toMatchObject({ from: addCalendarDays(today, -6), to: today });
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/payments/reconciliation?from=${today}&to=${addCalendarDays(today, -1)}`,
      headers: t.staff.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/payments/reconciliation' });
    expect(answer.statusCode).toBe(401);
  });

  it('says the gateway is off, with nothing to compare, when it is not configured', async () => {
    const plain = await createTestApp();
    try {
      const user = await plain.createUser('staff');
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/payments/reconciliation',
        headers: user.headers,
      });
      expect(answer.json().data).toMatchObject({ gatewayOn: false, gatewayOnly: [], productOnly: [], nightly: null });
    } finally {
      await plain.close();
    }
  });

  it('answers 503 while the gateway does not answer', async () => {
    fake.failNext(1);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/payments/reconciliation',
      headers: t.staff.headers,
    });
    expect(answer.statusCode).toBe(503);
  });
});

describe('the nightly reconciliation', () => {
  it('checks yesterday once a day and keeps its counts for the panel', async () => {
    const now = new Date();
    const yesterdayNoon = new Date(`${addCalendarDays(indianDay(now), -1)}T12:00:00+05:30`);
    atGateway('pay_lastnight0001', 500_000, yesterdayNoon);
    const gateway = (await t.app.paymentGateway.current())?.client;
    if (!gateway) throw new Error('the gateway is off');
    const checked = await nightlyReconciliation(t.db, gateway, now);
    expect(checked).toMatchObject({ day: addCalendarDays(indianDay(now), -1), gatewayOnly: 1, productOnly: 0 });
    // A second process, or the next hour's look, finds the day done.
    expect(await nightlyReconciliation(t.db, gateway, now)).toBeNull();
    expect((await reconciliation()).nightly).toEqual(checked);
  });
});
