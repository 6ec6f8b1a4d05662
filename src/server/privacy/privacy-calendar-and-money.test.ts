import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import { creditNotes, invoices, payments, refunds } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Erasure reaches the free text of the calendar and the money records (issue 36, finding 4): a
 * blackout's reason (and so the manager's iCalendar feed) and a cancellation's reason lose the
 * mention; a payment's or a refund's reference, a credit note's reason, an invoice's document,
 * and a cancellation's reason once a refund voucher prints it, are printed on issued tax
 * documents: searched, exported and reported, never changed (decision 0025).
 */
const t = useSignedInApp();
const PERSON = { email: 'ravi.k@example.com', phone: '+91 98111 22233' };

interface Mention {
  record: string;
  _id: string;
  field: string;
  excerpt: string;
  retained: boolean;
}

const ids: Record<string, string> = {};
let feedPath = '';

async function bookAndPay(celebrityId: string, day: string, email: string, reference: string): Promise<Booking> {
  const inquiry = await insertInquiry(t.db, { celebrityId, eventDate: day, email });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: t.staff.headers,
    payload: { inquiryId: inquiry.id, celebrityId, start: day, end: day, ...phoneSale(10_000_000) },
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json().data as Booking;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/payments`,
    headers: t.staff.headers,
    payload: { amountPaise: booking.advancePaise, date: '2026-11-20', mode: 'upi', reference },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  ids[`payment ${reference}`] = paid.json().data.payment._id;
  return booking;
}

async function cancel(bookingId: string, reason: string) {
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: t.admin.headers,
    payload: { reason, by: 'agency' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

/** The feed with its folded lines joined again (iCalendar folds at 75 octets). */
async function feed(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: feedPath });
  expect(res.statusCode, res.body).toBe(200);
  return res.body.replace(/\r\n[ \t]/g, '');
}

/** The DTSTAMP of the blackout's event in a feed. */
function blackoutStamp(text: string): string {
  const event = text.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${ids.blackout}@`)) ?? '';
  return /DTSTAMP:(\S+)/.exec(event)?.[1] ?? '';
}

async function exportMentions(): Promise<Mention[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/privacy/export',
    headers: t.admin.headers,
    payload: PERSON,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.mentions as Mention[];
}

beforeAll(async () => {
  await saveBusinessDetails(t, t.admin);
  const celebrity = await insertCelebrity(t.db, { name: 'Kiran Calendar' });

  const blackout = await t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${celebrity.id}/blackouts`,
    headers: t.staff.headers,
    payload: {
      start: '2027-03-01',
      end: '2027-03-02',
      reason: 'Meeting Ravi (ravi.k@example.com, 98111 22233) on the tour',
    },
  });
  expect(blackout.statusCode, blackout.body).toBe(201);
  ids.blackout = blackout.json().data._id;
  // Written a while ago: the event's stamp (to the second) can only move by the erasure.
  await t.db
    .update(calendarEntries)
    .set({ updatedAt: new Date('2026-01-05T10:00:00Z') })
    .where(eq(calendarEntries.id, ids.blackout!));
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${celebrity.id}/calendar-feed`,
    headers: t.admin.headers,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  feedPath = new URL(issued.json().data.url as string).pathname;

  // Another customer's booking: paid by a UPI address that is Ravi's number, cancelled naming
  // him, no refund paid yet; an invoice and a credit note that name him.
  const cancelledOnly = await bookAndPay(celebrity.id, '2027-04-10', 'asha@example.com', 'UPI 9811122233@okaxis');
  await cancel(cancelledOnly._id, 'Ravi Kumar (ravi.k@example.com) called it off');
  ids.cancelledOnly = cancelledOnly._id;
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      bookingId: cancelledOnly._id,
      number: 'SLT/I/26-27/9001',
      issuedOn: '2026-11-21',
      document: { lines: [{ description: 'Anchor: Ravi Kumar, ravi.k@example.com' }] },
      taxablePaise: 100_000,
      taxPaise: 18_000,
      totalPaise: 118_000,
    })
    .returning({ id: invoices.id });
  ids.invoice = invoice!.id;
  const [creditNote] = await t.db
    .insert(creditNotes)
    .values({
      invoiceId: invoice!.id,
      number: 'SLT/C/26-27/9001',
      issuedOn: '2026-11-22',
      reason: 'Agreed with Ravi on 98111 22233',
      document: { reason: 'Agreed with Ravi on 98111 22233' },
      taxablePaise: 100_000,
      taxPaise: 18_000,
      totalPaise: 118_000,
    })
    .returning({ id: creditNotes.id });
  ids.creditNote = creditNote!.id;

  // Another one cancelled naming him, whose refund voucher (which prints the reason) is issued.
  const refunded = await bookAndPay(celebrity.id, '2027-05-10', 'meera@example.com', 'NEFT-00417');
  await cancel(refunded._id, 'Asked by ravi.k@example.com');
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${refunded._id}/refunds`,
    headers: t.admin.headers,
    payload: { amountPaise: 1_000, date: '2026-11-25', mode: 'upi', reference: 'Refund via 98111-22233' },
  });
  expect(refund.statusCode, refund.body).toBe(201);
  ids.refunded = refunded._id;
});

describe('a privacy request and the calendar and money records', () => {
  let stampBefore = '';

  it('exports each mention, saying which an issued tax document prints', async () => {
    const before = await feed();
    expect(before).toContain('ravi.k@example.com');
    stampBefore = blackoutStamp(before);
    expect(stampBefore).not.toBe('');

    const mentions = await exportMentions();
    const found = (record: string, field: string) =>
      mentions.filter((mention) => mention.record === record && mention.field === field);
    expect(found('calendar_entry', 'reason')).toEqual([
      {
        record: 'calendar_entry',
        _id: ids.blackout,
        inquiry: null,
        field: 'reason',
        excerpt: 'Meeting Ravi (ravi.k@example.com, 98111 22233) on the tour',
        retained: false,
      },
    ]);
    expect(found('booking', 'cancelReason').map(({ _id, retained }) => ({ _id, retained }))).toEqual(
      expect.arrayContaining([
        { _id: ids.cancelledOnly, retained: false },
        { _id: ids.refunded, retained: true },
      ]),
    );
    expect(found('payment', 'reference')).toEqual([
      expect.objectContaining({ _id: ids['payment UPI 9811122233@okaxis'], retained: true }),
    ]);
    expect(found('refund', 'reference')).toEqual([expect.objectContaining({ retained: true })]);
    expect(found('invoice', 'document')).toEqual([expect.objectContaining({ _id: ids.invoice, retained: true })]);
    expect(found('credit_note', 'reason')).toEqual([expect.objectContaining({ _id: ids.creditNote, retained: true })]);
    // Nothing of the records but a few words around the mention.
    expect(mentions.every((mention) => mention.excerpt.length < 140)).toBe(true);
  });

  it('erases the mention from the blackout and the cancellation, keeps what issued documents print, and reports it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: t.admin.headers,
      payload: PERSON,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    // The payment, the refund, the invoice, the credit note and the refunded booking's reason.
    expect(data.retained).toBe(5);
    expect(data.erased.mentions).toBeGreaterThanOrEqual(2);

    const [entry] = await t.db.select().from(calendarEntries).where(eq(calendarEntries.id, ids.blackout!));
    expect(entry?.reason).toBe('Meeting Ravi ([erased], [erased]) on the tour');
    const [cancelledOnly] = await t.db.select().from(bookings).where(eq(bookings.id, ids.cancelledOnly!));
    expect(cancelledOnly?.cancelReason).toBe('Ravi Kumar ([erased]) called it off');
    // Printed on issued tax documents: as they were.
    const [refunded] = await t.db.select().from(bookings).where(eq(bookings.id, ids.refunded!));
    expect(refunded?.cancelReason).toBe('Asked by ravi.k@example.com');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, ids['payment UPI 9811122233@okaxis']!));
    expect(payment?.reference).toBe('UPI 9811122233@okaxis');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, ids.refunded!));
    expect(refund?.reference).toBe('Refund via 98111-22233');
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, ids.creditNote!));
    expect(note?.reason).toBe('Agreed with Ravi on 98111 22233');
  });

  it('stops publishing the mention in the iCalendar feed, and marks the event changed', async () => {
    const after = await feed();
    expect(after).not.toContain('ravi.k@example.com');
    expect(after).not.toContain('98111');
    expect(after).toContain('Meeting Ravi ([erased]\\, [erased]) on the tour');
    // A changed stamp: subscribed calendars replace the event they hold.
    const stampAfter = blackoutStamp(after);
    expect(stampAfter).not.toBe('');
    expect(stampAfter).not.toBe(stampBefore);
  });

  it('leaves only what the law keeps for a later export, each marked retained', async () => {
    const mentions = await exportMentions();
    expect(new Set(mentions.map((mention) => mention._id)).size).toBe(5);
    expect(mentions.every((mention) => mention.retained)).toBe(true);
  });
});
