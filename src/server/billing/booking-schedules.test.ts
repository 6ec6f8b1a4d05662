import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { bookings } from '#server/bookings/bookings-tables';
import { insertBooking, insertPayment } from '#server/test/booking-rows';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { paidOn } from './booking-money.js';
import { bookingSchedule } from './booking-schedule.js';
import { bookingSchedulesOf } from './booking-schedules.js';

/* The schedules of many bookings at once equal each booking's read on its own (issue 41). */
const t = useSignedInApp();

const today = indianDay();
const on = (days: number) => addCalendarDays(today, days);
const LAKH = 10_000_000;

beforeAll(async () => {
  const celebrityId = (await insertCelebrity(t.db)).id;
  const booking = (fields: Omit<Parameters<typeof insertBooking>[1], 'celebrityId' | 'createdAt' | 'advancePaise'>) =>
    insertBooking(t.db, { ...fields, celebrityId, createdAt: new Date(), advancePaise: fields.totalPaise / 2 });
  // Unpaid, part paid (with TDS), paid in full, overpaid in parts, overdue, cancelled with money.
  await booking({ totalPaise: 2 * LAKH, start: on(30), balanceDueDays: 7, state: 'awaiting_advance' });
  const part = await booking({ totalPaise: 4 * LAKH, start: on(5), balanceDueDays: 7, state: 'confirmed' });
  await insertPayment(t.db, part, on(-3), 2 * LAKH - 200_000, 200_000);
  const full = await booking({ totalPaise: 2 * LAKH, start: on(40), balanceDueDays: 7, state: 'confirmed' });
  await insertPayment(t.db, full, on(-3), LAKH);
  await insertPayment(t.db, full, on(-1), LAKH);
  const late = await booking({ totalPaise: 6 * LAKH, start: on(-10), balanceDueDays: 7, state: 'completed' });
  await insertPayment(t.db, late, on(-30), 3 * LAKH);
  const cancelled = await booking({ totalPaise: 2 * LAKH, start: on(12), balanceDueDays: 7, state: 'cancelled' });
  await insertPayment(t.db, cancelled, on(-8), LAKH);
}, 60_000);

describe('bookingSchedulesOf', () => {
  it('equals bookingSchedule of each booking with its own payments, field by field', async () => {
    const rows = await t.db.select().from(bookings);
    expect(rows).toHaveLength(5);
    for (const day of [today, on(-20), on(20)]) {
      const batched = await bookingSchedulesOf(t.db, rows, day);
      expect(batched.size).toBe(rows.length);
      for (const row of rows) {
        expect(batched.get(row.id), `${row.number} on ${day}`).toEqual(
          bookingSchedule(row, await paidOn(t.db, row.id), day),
        );
      }
    }
    // The set covers what it says it does.
    const all = [...(await bookingSchedulesOf(t.db, rows, today)).values()];
    expect(all.some((schedule) => schedule.overdue)).toBe(true);
    expect(all.some((schedule) => schedule.paidPaise > 0 && schedule.duePaise === 0)).toBe(true);
    expect(all.some((schedule) => schedule.paidPaise > 0 && schedule.duePaise > 0)).toBe(true);
  });

  it('answers nothing for no bookings, and each booking once when asked twice', async () => {
    expect((await bookingSchedulesOf(t.db, [], today)).size).toBe(0);
    const [row] = await t.db.select().from(bookings).limit(1);
    expect((await bookingSchedulesOf(t.db, [row!, row!], today)).size).toBe(1);
  });
});
