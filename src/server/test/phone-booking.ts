import type { LightMyRequestResponse } from 'fastify';
import { phoneSale } from './quote-fixture.js';
import { insertInquiry } from './rows.js';
import type { SignedInTestApp } from './signed-in-app.js';

/** A test file's own POST through the API as staff, failing the test on any refusal. */
type Post = (url: string, payload: Record<string, unknown>) => Promise<LightMyRequestResponse>;

/**
 * A phone booking of `totalPaise` through the API for a new inquiry, and the customer's payment
 * on it: the set-up of the tests that follow a booking's money (its balances, its settlement).
 */
export function phoneBookingSteps(t: SignedInTestApp, post: Post, totalPaise: number) {
  const pay = (bookingId: string, amountPaise: number) =>
    post(`/api/bookings/${bookingId}/payments`, {
      amountPaise,
      date: '2026-11-02',
      mode: 'bank_transfer',
      reference: `UTR${bookingId.slice(0, 8)}`,
    });

  /** A phone booking for `celebrityId` on `day`, paid `paidPaise` by the customer. */
  async function phoneBooking(celebrityId: string, day: string, paidPaise = 0): Promise<string> {
    const inquiry = await insertInquiry(t.db, { celebrityId, eventDate: day, name: 'Ananya Kapoor' });
    const made = await post('/api/bookings', {
      inquiryId: inquiry.id,
      celebrityId,
      start: day,
      end: day,
      ...phoneSale(totalPaise),
    });
    const id = made.json<{ data: { _id: string } }>().data._id;
    if (paidPaise > 0) await pay(id, paidPaise);
    return id;
  }

  return { phoneBooking, pay };
}
