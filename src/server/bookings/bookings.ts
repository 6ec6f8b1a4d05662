import { asc, desc, eq, sql } from 'drizzle-orm';
import { formatDate, indianDay } from '#shared/format';
import { paymentSchedule } from '#shared/gst/quote-tax';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { BookingValues, PaymentValues } from '#shared/schemas/calendar';
import type { SaleValues } from '#shared/schemas/quote';
import type { Payment } from '#shared/schemas/billing-responses';
import type { Booking, CustomerBooking } from '#shared/schemas/booking-responses';
import { formatRupeesWithPaise } from '#shared/money';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { invoices, payments, refunds } from '#server/billing/billing-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { inquiries } from '#server/inquiries/inquiries-tables';
import type { quotes } from '#server/quotes/quotes-tables';
import { bookings } from './bookings-tables.js';
import type { Actor } from '#server/lib/actor';
import { fieldError, HttpError } from '#server/lib/http-error';
import { isExclusionViolation, retryOnDeadlock } from '#server/lib/pg-errors';
import {
  blockingClashes,
  CALENDAR_MESSAGES,
  clashError,
  clashWords,
  confirmEntryOf,
  holdForBooking,
  holdOfQuote,
} from '#server/calendar/calendar';
import { lockInquiry, moveInquiryStatus, recordTimelineEvent } from '#server/inquiries/inquiry-life';
import { runInquiryStep } from '#server/inquiries/inquiry-step';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { getBusinessDetails } from '#server/site/business-details';
import { queueBookingEmail } from './booking-emails.js';
import { recordBookingStep } from './booking-step.js';
import { bookingSchedule } from './booking-schedule.js';
import { bookingSaleOf, saleOfInput } from './booking-sale.js';

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type InquiryRow = typeof inquiries.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;

/** A payment as recorded: its receipt voucher's number and id (for its PDF), and the booking after it. */
export interface RecordedPayment {
  number: string;
  voucherId: string;
  payment: Payment;
  booking: Booking;
}

/** The refusals of bookings, word for word. */
export const BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  inquiryNotFound: 'Inquiry not found',
  celebrityNotFound: 'Celebrity not found',
  notAwaitingAdvance: 'Only a booking awaiting its advance can be confirmed',
  cancelledNoPayments: 'A cancelled booking takes no payments',
  moreThanDue: (due: string) => `This is more than is due on the booking: ${due}`,
  saleFromQuote: 'This booking bills the quote its customer accepted: its lines cannot be entered here',
  saleEntered: 'This booking’s lines are entered already: they never change once entered',
  saleInvoiced: 'This booking has its tax invoice already: correct it with a credit note',
  saleCancelled: 'A cancelled booking takes no lines',
  saleBelowPaid: (paid: string) => `The lines add up to less than has been paid on the booking: ${paid}`,
} as const;

/** The customer accepted a quote whose days were taken meanwhile: nothing is booked. */
export class DatesTakenError extends Error {
  constructor(readonly clash: string) {
    super(`the quote's dates clash with ${clash}`);
    this.name = 'DatesTakenError';
  }
}

/** What a booking has received: its payments and the tax deducted at source on them. */
export async function paidOn(db: Db, bookingId: string): Promise<number> {
  const [sum] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amountPaise} + ${payments.tdsPaise}), 0)` })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  return Number(sum?.paid ?? 0);
}

/** What has been refunded on a cancelled booking. */
export async function refundedOn(db: Db, bookingId: string): Promise<number> {
  const [sum] = await db
    .select({ refunded: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId));
  return Number(sum?.refunded ?? 0);
}

export async function toBookingDto(db: Db, row: BookingRow, today = indianDay()): Promise<Booking> {
  const [found] = await db
    .select({
      name: celebrities.name,
      bufferBefore: calendarEntries.bufferBefore,
      bufferAfter: calendarEntries.bufferAfter,
    })
    .from(celebrities)
    .leftJoin(calendarEntries, eq(calendarEntries.bookingId, row.id))
    .where(eq(celebrities.id, row.celebrityId));
  const schedule = bookingSchedule(row, await paidOn(db, row.id), today);
  const refundedPaise = row.cancelledAt ? await refundedOn(db, row.id) : 0;
  const sale = await bookingSaleOf(db, row);
  return {
    _id: row.id,
    number: row.number,
    inquiryId: row.inquiryId,
    celebrity: { _id: row.celebrityId, name: found?.name ?? '' },
    quoteId: row.quoteId,
    state: row.state,
    start: row.startDate,
    end: row.endDate,
    bufferBefore: found?.bufferBefore ?? 0,
    bufferAfter: found?.bufferAfter ?? 0,
    venue: row.venue,
    sale,
    totalPaise: row.totalPaise,
    advancePaise: row.advancePaise,
    balancePaise: schedule.balancePaise,
    balanceDueDays: row.balanceDueDays,
    balanceDueOn: schedule.balanceDueOn,
    paidPaise: schedule.paidPaise,
    duePaise: schedule.duePaise,
    overdue: schedule.overdue,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancellation: row.cancelledAt
      ? {
          at: row.cancelledAt.toISOString(),
          by: row.cancelledBy ?? 'customer',
          byName: row.cancelledByName,
          reason: row.cancelReason ?? '',
          keptPaise: row.keptPaise ?? 0,
          refundDuePaise: row.refundDuePaise ?? 0,
          refundedPaise,
        }
      : null,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Moves the booking's inquiry on when staff act on a booking: making one answers a pending
 * inquiry (contacted, the reply clock stops); confirming one confirms it. On the timeline.
 */
async function advanceInquiry(tx: Db, inquiryId: string, to: 'contacted' | 'confirmed', actor: Actor, now: Date) {
  const inquiry = await lockInquiry(tx, inquiryId);
  if (!inquiry || (to === 'contacted' && inquiry.status !== 'pending')) return;
  await moveInquiryStatus(tx, inquiry, to, actor, now);
}

export async function getBooking(db: Db, id: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? toBookingDto(db, row) : null;
}

/** An inquiry's bookings, the first first. */
export async function inquiryBookings(db: Db, inquiryId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(asc(bookings.createdAt));
  const found = [];
  for (const row of rows) found.push(await toBookingDto(db, row));
  return found;
}

/**
 * The booking the customer's status link shows (issue 22): the inquiry's latest booking not
 * cancelled, else its latest (which then says it is cancelled); null before one is made. Its
 * schedule as of India's today, what is paid and due, and each payment by its receipt: nothing
 * of the agency's own (no ids, no staff, no payment references).
 */
export async function customerBooking(db: Db, inquiryId: string, today = indianDay()): Promise<CustomerBooking | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.inquiryId, inquiryId))
    .orderBy(sql`${bookings.state} = 'cancelled'`, desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!row) return null;
  const paid = await db
    .select({
      receiptNumber: payments.receiptNumber,
      date: payments.receivedOn,
      amountPaise: payments.amountPaise,
      tdsPaise: payments.tdsPaise,
    })
    .from(payments)
    .where(eq(payments.bookingId, row.id))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  const [invoice] = await db
    .select({ number: invoices.number, issuedOn: invoices.issuedOn })
    .from(invoices)
    .where(eq(invoices.bookingId, row.id));
  const settled = paid.reduce((sum, payment) => sum + payment.amountPaise + payment.tdsPaise, 0);
  const schedule = bookingSchedule(row, settled, today);
  return {
    number: row.number,
    state: row.state,
    start: row.startDate,
    end: row.endDate,
    venue: row.venue,
    totalPaise: row.totalPaise,
    advancePaise: row.advancePaise,
    ...schedule,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    invoice: invoice ?? null,
    refund: row.cancelledAt
      ? {
          keptPaise: row.keptPaise ?? 0,
          dueBackPaise: row.refundDuePaise ?? 0,
          refundedPaise: await refundedOn(db, row.id),
        }
      : null,
    payments: paid,
  };
}

/**
 * The booking a customer's acceptance makes, in the acceptance's transaction: numbered, for the
 * quote's held days, awaiting the advance the quote asks. Null when the quote holds no days (a
 * general inquiry names no celebrity). Throws DatesTakenError when a confirmed booking or a
 * blackout took a day of the hold meanwhile.
 */
export async function bookAcceptedQuote(
  tx: Db,
  inquiry: InquiryRow,
  quote: QuoteRow,
  business: BusinessDetails,
  today: string,
  now: Date,
): Promise<BookingRow | null> {
  const hold = await holdOfQuote(tx, quote.id);
  if (!hold) return null;
  const days = {
    start: hold.startDate,
    end: hold.endDate,
    bufferBefore: hold.bufferBefore,
    bufferAfter: hold.bufferAfter,
  };
  const [clash] = await blockingClashes(tx, hold.celebrityId, days);
  if (clash) throw new DatesTakenError(clashWords(clash));
  const number = await nextDocumentNumber(tx, 'B', business.numberPrefix, today);
  const [booking] = await tx
    .insert(bookings)
    .values({
      number,
      inquiryId: inquiry.id,
      celebrityId: hold.celebrityId,
      quoteId: quote.id,
      startDate: hold.startDate,
      endDate: hold.endDate,
      venue: inquiry.eventLocation,
      totalPaise: quote.totalPaise,
      advancePaise: paymentSchedule(quote.totalPaise, quote.advancePercent).advancePaise,
      balanceDueDays: quote.balanceDueDays,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!booking) throw new Error('booking a quote returned no row');
  await holdForBooking(tx, hold.id, booking.id);
  // Made by the customer's acceptance: on the timeline by their name, no staff actor.
  await recordTimelineEvent(
    tx,
    inquiry.id,
    { customer: inquiry.name },
    'booking_made',
    { bookingId: booking.id, number: booking.number },
    now,
  );
  return booking;
}

/**
 * A booking staff make for a deal agreed by phone: numbered, awaiting its advance, its days held
 * with the business details' travel days (refused, 409 naming the clash, when they meet a
 * confirmed booking or a blackout). It carries what was sold, as a quote states it (billing
 * block, place of supply, lines): its total is the lines' total, the advance the business
 * details' share of it (refused, 409, when the lines add up to nothing).
 */
export async function createBooking(db: Db, input: BookingValues, actor: Actor): Promise<Booking> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  const made = await runInquiryStep(db, actor, {
    lock: (tx) => lockInquiry(tx, input.inquiryId),
    write: async (tx, inquiry, now) => {
      const [celebrity] = await tx
        .select({ name: celebrities.name })
        .from(celebrities)
        .where(eq(celebrities.id, input.celebrityId));
      if (!celebrity) throw new HttpError(404, BOOKING_MESSAGES.celebrityNotFound);
      const days = {
        start: input.start,
        end: input.end,
        bufferBefore: business.travelBufferDays,
        bufferAfter: business.travelBufferDays,
      };
      const [clash] = await blockingClashes(tx, input.celebrityId, days);
      if (clash) throw new HttpError(409, CALENDAR_MESSAGES.clash(clashWords(clash)));
      const sale = await saleOfInput(tx, input, business, today, now);
      const totalPaise = sale.totalPaise;
      const [booking] = await tx
        .insert(bookings)
        .values({
          number: await nextDocumentNumber(tx, 'B', business.numberPrefix, today),
          inquiryId: inquiry.id,
          celebrityId: input.celebrityId,
          startDate: input.start,
          endDate: input.end,
          venue: input.venue || inquiry.eventLocation,
          sale,
          totalPaise,
          advancePaise: paymentSchedule(totalPaise, business.advancePercent).advancePaise,
          balanceDueDays: business.balanceDueDaysBefore,
          createdById: actor.id,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error('making a booking returned no row');
      await tx.insert(calendarEntries).values({
        celebrityId: input.celebrityId,
        kind: 'hold',
        startDate: input.start,
        endDate: input.end,
        bufferBefore: days.bufferBefore,
        bufferAfter: days.bufferAfter,
        bookingId: booking.id,
        createdById: actor.id,
        createdByName: actor.name,
      });
      await recordTimelineEvent(
        tx,
        inquiry.id,
        actor,
        'booking_made',
        { bookingId: booking.id, number: booking.number },
        now,
      );
      await advanceInquiry(tx, inquiry.id, 'contacted', actor, now);
      return { booking, celebrity: celebrity.name };
    },
    audit: (_tx, inquiry, made) => ({
      kind: 'inquiry',
      action: 'booking_made',
      subjectId: inquiry.id,
      subjectLabel: `${inquiry.reference} (${inquiry.name})`,
      before: null,
      after: {
        number: made.booking.number,
        celebrity: made.celebrity,
        start: made.booking.startDate,
        end: made.booking.endDate,
        totalPaise: made.booking.totalPaise,
      },
    }),
    answer: (tx, _inquiry, made) => toBookingDto(tx, made!.booking),
  });
  if (!made) throw new HttpError(404, BOOKING_MESSAGES.inquiryNotFound);
  return made;
}

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
    lock: async (tx) => (await tx.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0],
    write: async (tx, booking, now) => {
      if (booking.quoteId) throw new HttpError(409, BOOKING_MESSAGES.saleFromQuote);
      if (booking.sale !== null) throw new HttpError(409, BOOKING_MESSAGES.saleEntered);
      if (booking.state === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.saleCancelled);
      const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, id));
      if (invoice) throw new HttpError(409, BOOKING_MESSAGES.saleInvoiced);
      const sale = await saleOfInput(tx, input, business, today, now);
      const paid = await paidOn(tx, id);
      if (sale.totalPaise < paid) throw new HttpError(409, BOOKING_MESSAGES.saleBelowPaid(formatRupeesWithPaise(paid)));
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

/**
 * Staff confirm a booking without waiting for the advance: its days are taken for good (the
 * database refuses it, 409 naming the clash, when a confirmed booking or a blackout has one of
 * them). Confirming a confirmed booking changes nothing. Null for an unknown booking.
 */
export async function confirmBooking(db: Db, id: string, actor: Actor): Promise<Booking | null> {
  return runInquiryStep(db, actor, {
    lock: async (tx) => (await tx.select().from(bookings).where(eq(bookings.id, id)).for('update'))[0],
    check: async (_tx, booking) => {
      if (booking.state !== 'confirmed' && booking.state !== 'awaiting_advance') {
        throw new HttpError(409, BOOKING_MESSAGES.notAwaitingAdvance);
      }
    },
    unchanged: (booking) => booking.state === 'confirmed',
    // Its timeline entry and audit entry are confirmInTransaction's, which a payment shares.
    write: (tx, booking, now) => confirmInTransaction(tx, booking, actor, now),
    answer: (tx, booking, confirmed) => toBookingDto(tx, confirmed ?? booking),
    retryDeadlock: true,
    clash: (error) => clashOfBooking(db, id, error),
  });
}

/**
 * Takes a locked booking's days for good: its hold becomes a confirmed entry (the exclusion
 * constraint refuses a clash), the booking and its inquiry confirmed, on the timeline and the
 * audit log. Call it inside retryOnDeadlock and refusingClashes.
 */
async function confirmInTransaction(tx: Db, booking: BookingRow, actor: Actor, now: Date): Promise<BookingRow> {
  await confirmEntryOf(tx, booking.id);
  const [confirmed] = await tx
    .update(bookings)
    .set({ state: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!confirmed) throw new Error('confirming a booking returned no row');
  await recordBookingStep(
    tx,
    actor,
    booking,
    {
      kind: 'booking_confirmed',
      details: { bookingId: booking.id, number: booking.number },
      before: { state: booking.state },
      after: { state: 'confirmed' },
    },
    now,
  );
  await advanceInquiry(tx, booking.inquiryId, 'confirmed', actor, now);
  return confirmed;
}

/** A clash the exclusion constraint refused, as the 409 that names it; undefined for any other error. */
async function clashOfBooking(db: Db, bookingId: string, error: unknown): Promise<Error | undefined> {
  if (!isExclusionViolation(error)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [entry] = await db.select().from(calendarEntries).where(eq(calendarEntries.bookingId, bookingId));
  if (!booking || !entry) return undefined;
  return clashError(db, booking.celebrityId, {
    start: entry.startDate,
    end: entry.endDate,
    bufferBefore: entry.bufferBefore,
    bufferAfter: entry.bufferAfter,
  });
}

/** Runs `work`; a clash the exclusion constraint refused becomes the 409 that names it. */
async function refusingClashes<T>(db: Db, bookingId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw (await clashOfBooking(db, bookingId, error)) ?? error;
  }
}

function toPaymentDto(row: PaymentRow): Payment {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    receiptNumber: row.receiptNumber,
    amountPaise: row.amountPaise,
    date: row.receivedOn,
    mode: row.mode,
    reference: row.reference,
    tdsSection: row.tdsSection,
    tdsPaise: row.tdsPaise,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking's payments, the first first; null for no such booking. */
export async function bookingPayments(db: Db, bookingId: string): Promise<Payment[] | null> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  return rows.map(toPaymentDto);
}

/**
 * Records a payment with its receipt voucher's number (series R of the financial year). The
 * first payments that reach the advance confirm a booking awaiting it: refused whole (409,
 * naming the clash) when its days were taken meanwhile. Refused for a cancelled booking and for
 * more than is due. On the timeline and the audit log. Null for no such booking.
 */
export async function recordPayment(
  db: Db,
  bookingId: string,
  input: PaymentValues,
  actor: Actor,
  settings: Pick<DeskSettings, 'siteUrl'>,
): Promise<RecordedPayment | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return refusingClashes(db, bookingId, () =>
    retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
        if (!booking) return null;
        if (booking.state === 'cancelled') throw new HttpError(409, BOOKING_MESSAGES.cancelledNoPayments);
        const paid = await paidOn(tx, bookingId);
        const settles = input.amountPaise + input.tdsPaise;
        if (settles > booking.totalPaise - paid) {
          throw fieldError(
            'amountPaise',
            BOOKING_MESSAGES.moreThanDue(formatRupeesWithPaise(booking.totalPaise - paid)),
          );
        }
        const now = new Date();
        const [payment] = await tx
          .insert(payments)
          .values({
            bookingId,
            receiptNumber: await nextDocumentNumber(tx, 'R', business.numberPrefix, today),
            amountPaise: input.amountPaise,
            receivedOn: input.date,
            mode: input.mode,
            reference: input.reference,
            tdsSection: input.tdsSection,
            tdsPaise: input.tdsPaise,
            createdById: actor.id,
            createdByName: actor.name,
            createdAt: now,
          })
          .returning();
        if (!payment) throw new Error('recording a payment returned no row');
        await recordBookingStep(
          tx,
          actor,
          booking,
          {
            kind: 'payment_recorded',
            details: { bookingId, receiptNumber: payment.receiptNumber, amountPaise: payment.amountPaise },
            after: { receiptNumber: payment.receiptNumber, amountPaise: payment.amountPaise, mode: payment.mode },
          },
          now,
        );
        const reachesAdvance = paid + settles >= booking.advancePaise;
        const after =
          booking.state === 'awaiting_advance' && reachesAdvance
            ? await confirmInTransaction(tx, booking, actor, now)
            : booking;
        const dto = await toBookingDto(tx, after, today);
        await queueBookingEmail(
          tx,
          settings,
          booking.inquiryId,
          {
            kind: 'receipt_voucher',
            documentId: payment.id,
            subject: `Payment received: receipt voucher ${payment.receiptNumber} (booking ${booking.number})`,
            heading: 'Payment received',
            intro: `Thank you: we received your payment for booking ${booking.number}. Its receipt voucher is attached as a PDF.`,
            facts: [
              { label: 'Receipt voucher', value: payment.receiptNumber },
              { label: 'Amount received', value: formatRupeesWithPaise(payment.amountPaise) },
              ...(payment.tdsPaise > 0
                ? [{ label: 'Tax deducted at source', value: formatRupeesWithPaise(payment.tdsPaise) }]
                : []),
              { label: 'Received on', value: formatDate(payment.receivedOn) },
              { label: 'Paid so far', value: formatRupeesWithPaise(dto.paidPaise) },
              { label: 'Still due', value: formatRupeesWithPaise(dto.duePaise) },
            ],
            closing:
              dto.duePaise > 0
                ? `The balance is due by ${formatDate(dto.balanceDueOn)}.`
                : 'Your booking is paid in full.',
          },
          now,
        );
        return { number: payment.receiptNumber, voucherId: payment.id, payment: toPaymentDto(payment), booking: dto };
      }),
    ),
  );
}
