import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { payments, refunds } from './billing-tables.js';
import { billingBasisOf } from './billing-basis.js';
import { paymentsOf } from './booking-money.js';
import { receiptVoucherDocument, refundVoucherDocument } from './billing-documents.js';
import type { TaxDocument } from './tax-document.js';

/**
 * A voucher's document by its id: a payment's receipt voucher or a refund's refund voucher, made
 * from the payment or refund and what the booking sold (none of which ever changes; a payment
 * received before an older booking's lines were entered keeps Rule 50's basis). Null for neither.
 */
export async function voucherDocument(db: Db, id: string): Promise<TaxDocument | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (payment) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    return booking ? receiptVoucherDocument(await billingBasisOf(db, booking, payment.createdAt), payment) : null;
  }
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!refund) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, refund.bookingId));
  if (!booking) return null;
  const receipts = await paymentsOf(db, booking.id);
  return refundVoucherDocument(
    await billingBasisOf(db, booking),
    refund,
    receipts.map((receipt) => receipt.receiptNumber),
  );
}
