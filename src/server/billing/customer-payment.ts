import { desc, eq } from 'drizzle-orm';
import type { CustomerBooking } from '#shared/schemas/booking-responses';
import type { CustomerPayment } from '#shared/schemas/payment-claim-responses';
import { upiPayUri } from '#shared/upi/upi-link';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { getBusinessDetails } from '#server/site/business-details';
import { paymentClaims } from './billing-tables.js';
import { getPaymentSettings } from '#server/site/payment-settings';

/** The customer's reported payments the status page lists (the latest). */
const CLAIMS_SHOWN = 10;

/**
 * What the status page asks the customer to pay now (issue 38): the advance while it is unpaid
 * (the schedule's due now), then the balance, which may be paid before its day; nothing once
 * cancelled or paid in full.
 */
export function payableNowPaise(booking: Pick<CustomerBooking, 'state' | 'dueNowPaise' | 'duePaise'>): number {
  if (booking.state === 'cancelled') return 0;
  return booking.dueNowPaise > 0 ? booking.dueNowPaise : booking.duePaise;
}

/** The UPI link for paying `amountPaise` on a booking, by the agency's settings; null when there is none. */
export async function upiUriFor(db: Db, bookingNumber: string, amountPaise: number): Promise<string | null> {
  const settings = await getPaymentSettings(db);
  return upiPayUri({
    vpa: settings.upiVpa,
    payeeName: settings.payeeName,
    amountPaise,
    bookingNumber,
    limitPaise: settings.upiLimitPaise,
  });
}

/**
 * The status page's "Pay now" for a booking, while it owes something: the amount, its UPI link
 * (none above the limit or without a UPI ID), the bank details with the booking number as the
 * reference, the payments the customer reported, and whether the gateway takes it online (the
 * same amount: paymentLinkFor asks payableNowPaise too). Null when nothing is to be paid.
 */
export async function customerPayment(
  db: Db,
  booking: CustomerBooking,
  online: boolean,
): Promise<CustomerPayment | null> {
  const dueNowPaise = payableNowPaise(booking);
  if (dueNowPaise <= 0) return null;
  const [settings, business] = await Promise.all([getPaymentSettings(db), getBusinessDetails(db)]);
  const { bank } = business;
  const claims = await db
    .select({
      amountPaise: paymentClaims.amountPaise,
      date: paymentClaims.paidOn,
      mode: paymentClaims.mode,
      state: paymentClaims.state,
    })
    .from(paymentClaims)
    .innerJoin(bookings, eq(bookings.id, paymentClaims.bookingId))
    .where(eq(bookings.number, booking.number))
    .orderBy(desc(paymentClaims.createdAt))
    .limit(CLAIMS_SHOWN);
  return {
    dueNowPaise,
    upiUri: upiPayUri({
      vpa: settings.upiVpa,
      payeeName: settings.payeeName,
      amountPaise: dueNowPaise,
      bookingNumber: booking.number,
      limitPaise: settings.upiLimitPaise,
    }),
    upiLimitPaise: settings.upiLimitPaise,
    bank: bank.accountNumber === '' ? null : { ...bank, reference: booking.number },
    online,
    claims,
  };
}
