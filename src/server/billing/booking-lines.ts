import { eq } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import { paymentSchedule } from '#shared/gst/quote-tax';
import { formatRupeesWithPaise } from '#shared/money';
import type { SaleValues } from '#shared/schemas/quote';
import type { Booking } from '#shared/schemas/booking-responses';
import { recordBookingStep } from '#server/bookings/booking-step';
import { lockedBooking } from '#server/bookings/bookings';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { invoices } from './billing-tables.js';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { getBusinessDetails } from '#server/site/business-details';
import { toBookingDto } from './booking-answers.js';
import { paidOn } from './booking-money.js';
import { SALE_MESSAGES, saleOfInput } from './booking-sale.js';

/**
 * Staff enter the lines of a booking agreed by phone before bookings carried them (decision
 * 0024), so that it can be invoiced: what was sold as on a quote, its total now the lines' total
 * and its advance the business details' share of it. Once only, and refused (409) for a booking
 * that bills its quote, one invoiced already, a cancelled one, and lines that come to less than
 * has been paid. Payments received before keep their vouchers of Rule 50. Null for no booking.
 */
export async function enterBookingSale(db: Db, id: string, input: SaleValues, actor: Actor): Promise<Booking | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return runInquiryStep(db, actor, {
    lock: (tx) => lockedBooking(tx, id),
    write: async (tx, booking, now) => {
      if (booking.quoteId) throw new DomainRefusal('conflict', SALE_MESSAGES.saleFromQuote);
      if (booking.sale !== null) throw new DomainRefusal('conflict', SALE_MESSAGES.saleEntered);
      if (booking.state === 'cancelled') throw new DomainRefusal('conflict', SALE_MESSAGES.saleCancelled);
      const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, id));
      if (invoice) throw new DomainRefusal('conflict', SALE_MESSAGES.saleInvoiced);
      const sale = await saleOfInput(tx, input, business, today, now);
      const paid = await paidOn(tx, id);
      if (sale.totalPaise < paid)
        throw new DomainRefusal('conflict', SALE_MESSAGES.saleBelowPaid(formatRupeesWithPaise(paid)));
      const [entered] = await tx
        .update(bookings)
        .set({
          sale,
          totalPaise: sale.totalPaise,
          advancePaise: paymentSchedule(sale.totalPaise, business.advancePercent).advancePaise,
          updatedAt: now,
        })
        .where(eq(bookings.id, id))
        .returning();
      if (!entered) throw new Error('entering a booking’s lines returned no row');
      await recordBookingStep(
        tx,
        actor,
        booking,
        {
          kind: 'booking_lines_entered',
          details: { bookingId: id, number: booking.number, totalPaise: sale.totalPaise },
          before: { totalPaise: booking.totalPaise },
          after: { totalPaise: sale.totalPaise, lines: sale.lines.length },
        },
        now,
      );
      return toBookingDto(tx, entered, today);
    },
  });
}
