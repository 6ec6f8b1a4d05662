import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { POSTPONEMENT_FIELD_MESSAGES } from '#shared/schemas/booking-postponement';
import type { Booking } from '#shared/schemas/booking-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { POSTPONEMENT_MESSAGES } from '#server/bookings/postponement';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp, startSecondInstance } from '#server/test/test-app';
import { completeFinishedBookings } from './balance-reminders.js';

/**
 * Postponing a booking (issue 41): its days move in one step, its money and documents stay, the
 * calendar's guard against taking a day twice holds (a clash is named and changes nothing), and
 * the customer, the timeline and the audit log hear of it.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });
const { phoneBooking, pay, blackout, calendarOf } = bookingFixtures(t);

const TOTAL = 11_800_000;

const postpone = (
  bookingId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = t.staff.headers,
) => t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/postpone`, headers, payload });

const confirm = (bookingId: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: t.staff.headers });

/** What a booking left behind: its row, its calendar entry, its timeline, audit entries and e-mails. */
async function traces(booking: Booking) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
  const entries = await t.db.select().from(calendarEntries).where(eq(calendarEntries.bookingId, booking._id));
  const timeline = await t.db
    .select()
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.inquiryId, booking.inquiryId), eq(inquiryEvents.kind, 'booking_postponed')));
  const audit = await t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectId, booking.inquiryId), eq(auditEntries.action, 'booking_postponed')));
  const mail = await t.db
    .select()
    .from(emails)
    .where(and(eq(emails.inquiryId, booking.inquiryId), eq(emails.kind, 'booking_postponed')));
  return { row, entries, timeline, audit, mail };
}

/** A second inquiry's phone booking for the same celebrity's days, confirmed. */
async function confirmedBookingOf(celebrityId: string, day: string) {
  const inquiry = await insertInquiry(t.db, { celebrityId, eventDate: day, name: 'Rohan Mehta' });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: t.staff.headers,
    payload: { inquiryId: inquiry.id, celebrityId, start: day, end: day, ...phoneSale(TOTAL) },
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<{ data: Booking }>().data;
  expect((await confirm(booking._id)).statusCode).toBe(200);
  return booking;
}

describe('postponing a booking', () => {
  it('moves a confirmed booking’s days and keeps its payments; the customer, timeline and audit log hear of it', async () => {
    const { booking, celebrity } = await phoneBooking('2030-04-10', TOTAL);
    const paid = await pay(booking._id, {
      amountPaise: booking.advancePaise,
      mode: 'bank_transfer',
      reference: 'UTR123456',
      date: indianDay(),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [entryBefore] = await t.db.select().from(calendarEntries).where(eq(calendarEntries.bookingId, booking._id));
    await t.db.update(bookings).set({ balanceReminderAt: new Date() }).where(eq(bookings.id, booking._id));

    const moved = await postpone(booking._id, { start: '2030-06-01', end: '2030-06-02', reason: 'Venue flooded' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: Booking }>().data).toMatchObject({
      _id: booking._id,
      number: booking.number,
      state: 'confirmed',
      start: '2030-06-01',
      end: '2030-06-02',
      paidPaise: booking.advancePaise,
      totalPaise: TOTAL,
      balanceDueOn: addCalendarDays('2030-06-01', -booking.balanceDueDays),
    });

    const after = await traces(booking);
    // The same calendar entry, moved with its travel days: the feed shows the same event moved.
    expect(after.entries).toEqual([
      expect.objectContaining({
        id: entryBefore!.id,
        kind: 'confirmed',
        startDate: '2030-06-01',
        endDate: '2030-06-02',
        bufferBefore: entryBefore!.bufferBefore,
        bufferAfter: entryBefore!.bufferAfter,
      }),
    ]);
    expect(await calendarOf(celebrity.id, '2030-04-01', '2030-04-30')).toEqual([]);
    // The balance's reminder goes again, for the new due day.
    expect(after.row?.balanceReminderAt).toBeNull();
    const from = { start: '2030-04-10', end: '2030-04-10' };
    const to = { start: '2030-06-01', end: '2030-06-02' };
    expect(after.timeline).toEqual([
      expect.objectContaining({
        actorName: 'Vikram Shah',
        details: { bookingId: booking._id, number: booking.number, from, to, reason: 'Venue flooded' },
      }),
    ]);
    expect(after.audit).toEqual([
      expect.objectContaining({
        kind: 'inquiry',
        actorName: 'Vikram Shah',
        subjectLabel: booking.number,
        before: from,
        after: { ...to, reason: 'Venue flooded' },
      }),
    ]);
    expect(after.mail).toHaveLength(1);
    expect(after.mail[0]).toMatchObject({
      recipients: ['ishaan@example.com'],
      subject: `Booking ${booking.number} moves to 1 June 2030 to 2 June 2030`,
    });
    expect(after.mail[0]!.text).toContain('Previously');
    expect(after.mail[0]!.text).toContain('10 April 2030');
    expect(after.mail[0]!.text).toContain('Venue flooded');

    // The receipt stays the booking's.
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
    });
    expect(payments.json<{ data: unknown[] }>().data).toHaveLength(1);

    // The same days again change nothing and tell nobody twice.
    expect((await postpone(booking._id, { ...to, reason: 'Clicked twice' })).statusCode).toBe(200);
    const again = await traces(booking);
    expect([again.timeline.length, again.audit.length, again.mail.length]).toEqual([1, 1, 1]);
  });

  it('refuses days another confirmed booking holds, naming the clash, and changes nothing', async () => {
    const { booking, celebrity } = await phoneBooking('2030-07-10', TOTAL);
    expect((await confirm(booking._id)).statusCode).toBe(200);
    const other = await confirmedBookingOf(celebrity.id, '2030-08-20');
    const before = await traces(booking);

    // The new days' travel day meets the other booking's travel day.
    const refused = await postpone(booking._id, {
      start: '2030-08-18',
      end: '2030-08-18',
      reason: 'Asked by the family',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      POSTPONEMENT_MESSAGES.clash(
        celebrity.name,
        `a confirmed booking on 20 August 2030 (with 1 day of travel before and after): booking ${other.number}`,
      ),
    );
    expect(refused.json().message).not.toContain('Rohan Mehta');
    expect(await traces(booking)).toEqual(before);
  });

  it('refuses a booking awaiting its advance the days of a blackout, and lets it share days with a hold', async () => {
    const { booking, celebrity } = await phoneBooking('2030-09-10', TOTAL);
    expect((await blackout(celebrity.id, '2030-10-01', '2030-10-03')).statusCode).toBe(201);
    const refused = await postpone(booking._id, { start: '2030-10-03', end: '2030-10-03', reason: 'Later' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      POSTPONEMENT_MESSAGES.clash(celebrity.name, 'a blackout from 1 October 2030 to 3 October 2030: Tour'),
    );
    const moved = await postpone(booking._id, { start: '2030-10-10', end: '2030-10-10', reason: 'Later' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: Booking }>().data).toMatchObject({ state: 'awaiting_advance', start: '2030-10-10' });
    const [hold] = await calendarOf(celebrity.id, '2030-10-05', '2030-10-31');
    expect(hold).toMatchObject({ kind: 'hold', start: '2030-10-10', bookingNumber: booking.number });
  });

  it('refuses a cancelled or a completed booking', async () => {
    const cancelled = (await phoneBooking('2030-11-10', TOTAL)).booking;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled._id}/cancel`,
      headers: t.admin.headers,
      payload: { reason: 'Called off' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const days = { start: '2030-12-01', end: '2030-12-01', reason: 'Later' };
    const refusedCancelled = await postpone(cancelled._id, days);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json().message).toBe(POSTPONEMENT_MESSAGES.cancelled);

    const completed = (await phoneBooking('2030-11-20', TOTAL)).booking;
    expect((await confirm(completed._id)).statusCode).toBe(200);
    expect(await completeFinishedBookings(t.db, '2030-11-21')).toBeGreaterThan(0);
    const refusedCompleted = await postpone(completed._id, days);
    expect(refusedCompleted.statusCode).toBe(409);
    expect(refusedCompleted.json().message).toBe(POSTPONEMENT_MESSAGES.completed);
  });

  it('checks the days with the form’s schema, and needs a staff session', async () => {
    const { booking } = await phoneBooking('2031-01-10', TOTAL);
    const backwards = await postpone(booking._id, { start: '2031-02-02', end: '2031-02-01', reason: 'Later' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({
      path: 'end',
      message: POSTPONEMENT_FIELD_MESSAGES.endBeforeStart,
    });
    const yesterday = addCalendarDays(indianDay(), -1);
    const past = await postpone(booking._id, { start: yesterday, end: yesterday, reason: 'Earlier' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toContainEqual({ path: 'start', message: POSTPONEMENT_FIELD_MESSAGES.past });
    const noReason = await postpone(booking._id, { start: '2031-02-01', end: '2031-02-01', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('reason');
    expect((await postpone(booking._id, { start: '2031-02-01', end: '2031-02-01', reason: 'x' }, {})).statusCode).toBe(
      401,
    );
    const unknown = await postpone('00000000-0000-4000-8000-000000000000', {
      start: '2031-02-01',
      end: '2031-02-01',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

/**
 * Two instances move two confirmed bookings of one celebrity onto the same day at the same moment:
 * both find the day free, and the database's exclusion constraint lets exactly one through; the
 * other is told the clash in words and keeps its days.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('postponing on two instances', () => {
  it('moves exactly one of two bookings onto the same day every time', async () => {
    const first = await createTestApp();
    const second = await startSecondInstance(first);
    try {
      const staff = await first.createUser('staff');
      const admin = await first.createUser('admin');
      await saveBusinessDetails(first, admin);
      const celebrity = await insertCelebrity(first.db, { name: 'Race Kapoor' });
      const inquiry = await insertInquiry(first.db, { celebrityId: celebrity.id });
      const ROUNDS = 6;
      for (let round = 0; round < ROUNDS; round += 1) {
        const day = (offset: number) => new Date(Date.UTC(2031, 2, 1 + round * 20 + offset)).toISOString().slice(0, 10);
        const ids: string[] = [];
        for (const offset of [0, 6]) {
          const made = await first.app.inject({
            method: 'POST',
            url: '/api/bookings',
            headers: staff.headers,
            payload: {
              inquiryId: inquiry.id,
              celebrityId: celebrity.id,
              start: day(offset),
              end: day(offset),
              ...phoneSale(TOTAL),
            },
          });
          expect(made.statusCode, made.body).toBe(201);
          const id = made.json<{ data: Booking }>().data._id;
          const confirmed = await first.app.inject({
            method: 'POST',
            url: `/api/bookings/${id}/confirm`,
            headers: staff.headers,
          });
          expect(confirmed.statusCode).toBe(200);
          ids.push(id);
        }
        const target = { start: day(3), end: day(3), reason: 'Both asked for it' };
        const results = await Promise.all(
          [first.app, second].map((app, index) =>
            app.inject({
              method: 'POST',
              url: `/api/bookings/${ids[index]}/postpone`,
              headers: staff.headers,
              payload: target,
            }),
          ),
        );
        expect(results.map((res) => res.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
        const refusedIndex = results.findIndex((res) => res.statusCode === 409);
        expect(results[refusedIndex]!.json().message).toMatch(
          new RegExp(`^Race Kapoor is not free on these days: they clash with a confirmed booking on .*: booking `),
        );
        const [kept] = await first.db.select().from(bookings).where(eq(bookings.id, ids[refusedIndex]!));
        expect(kept?.startDate).toBe(day(refusedIndex === 0 ? 0 : 6));
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
