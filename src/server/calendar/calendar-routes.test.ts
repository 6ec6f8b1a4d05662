import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { calendarEntries } from './calendar-tables.js';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp, startSecondInstance } from '#server/test/test-app';
import { CALENDAR_MESSAGES } from './calendar.js';

/** The celebrities' calendar (issue 22): its entries by days, blackouts, and the guard on overlaps. */
const t = useSignedInApp({ staff: { name: 'Vikram Shah' } });

const blackout = (celebrityId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${celebrityId}/blackouts`,
    headers: t.staff.headers,
    payload,
  });

/** A confirmed booking's entry, as bookings will write it (written directly until they exist). */
async function confirmed(celebrityId: string, start: string, end: string, buffers = 1) {
  const [row] = await t.db
    .insert(calendarEntries)
    .values({
      celebrityId,
      kind: 'confirmed',
      startDate: start,
      endDate: end,
      bufferBefore: buffers,
      bufferAfter: buffers,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const calendar = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/calendar?${query}`, headers: t.staff.headers });

describe('POST /api/celebrities/:id/blackouts', () => {
  it('blacks out the days with a reason, on the calendar and in the audit log', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
    const res = await blackout(celebrity.id, { start: '2027-03-01', end: '2027-03-03', reason: 'Shooting abroad' });
    expect(res.statusCode).toBe(201);
    const entry: CalendarEntry = res.json().data;
    expect(entry).toMatchObject({
      kind: 'blackout',
      celebrity: { _id: celebrity.id, name: 'Meera Kapoor' },
      start: '2027-03-01',
      end: '2027-03-03',
      bufferBefore: 0,
      bufferAfter: 0,
      reason: 'Shooting abroad',
      createdByName: 'Vikram Shah',
    });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, celebrity.id), eq(auditEntries.action, 'blackout_added')));
    expect(audit).toMatchObject({ subjectLabel: 'Meera Kapoor', actorName: 'Vikram Shah' });
  });

  it('refuses days that meet a confirmed booking or its travel days, naming the clash', async () => {
    const celebrity = await insertCelebrity(t.db);
    await confirmed(celebrity.id, '2027-02-14', '2027-02-14', 1);
    // The day after the event is its travel day.
    const onBuffer = await blackout(celebrity.id, { start: '2027-02-15', end: '2027-02-16', reason: 'Rest' });
    expect(onBuffer.statusCode).toBe(409);
    expect(onBuffer.json().message).toBe(
      CALENDAR_MESSAGES.clash('a confirmed booking on 14 February 2027 (with 1 day of travel before and after)'),
    );
    // Past the travel day, the days are free.
    expect((await blackout(celebrity.id, { start: '2027-02-16', end: '2027-02-17', reason: 'Rest' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a one-day blackout on the last day of another, and takes the next day', async () => {
    const celebrity = await insertCelebrity(t.db);
    expect((await blackout(celebrity.id, { start: '2027-04-01', end: '2027-04-05', reason: 'Tour' })).statusCode).toBe(
      201,
    );
    const lastDay = await blackout(celebrity.id, { start: '2027-04-05', end: '2027-04-05', reason: 'Family' });
    expect(lastDay.statusCode).toBe(409);
    expect(lastDay.json().message).toBe(CALENDAR_MESSAGES.clash('a blackout from 1 April 2027 to 5 April 2027: Tour'));
    expect(
      (await blackout(celebrity.id, { start: '2027-04-06', end: '2027-04-06', reason: 'Family' })).statusCode,
    ).toBe(201);
  });

  it('lets holds overlap anything: only confirmed entries and blackouts guard the days', async () => {
    const celebrity = await insertCelebrity(t.db);
    await t.db.insert(calendarEntries).values([
      { celebrityId: celebrity.id, kind: 'hold', startDate: '2027-05-10', endDate: '2027-05-10' },
      { celebrityId: celebrity.id, kind: 'hold', startDate: '2027-05-10', endDate: '2027-05-11' },
    ]);
    expect((await blackout(celebrity.id, { start: '2027-05-10', end: '2027-05-10', reason: 'Ill' })).statusCode).toBe(
      201,
    );
  });

  it('checks its fields, and 404 for an unknown celebrity', async () => {
    const celebrity = await insertCelebrity(t.db);
    const wrong = await blackout(celebrity.id, { start: '2027-02-30', end: '2027-02-01', reason: ' ' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json().errors as { path: string }[]).map((error) => error.path).sort()).toEqual(['reason', 'start']);
    const backwards = await blackout(celebrity.id, { start: '2027-02-10', end: '2027-02-01', reason: 'Tour' });
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ path: 'end', message: 'End must be on or after Start' }),
    ]);
    const unknown = await blackout('00000000-0000-4000-8000-000000000000', {
      start: '2027-02-01',
      end: '2027-02-01',
      reason: 'Tour',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for signed-in staff', async () => {
    const celebrity = await insertCelebrity(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${celebrity.id}/blackouts`,
      payload: { start: '2027-02-01', end: '2027-02-01', reason: 'Tour' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/calendar', () => {
  it('lists the entries whose days or travel days meet the span, of one celebrity or all, holds that overlap flagged', async () => {
    const meera = await insertCelebrity(t.db, { name: 'Meera Span' });
    const arjun = await insertCelebrity(t.db, { name: 'Arjun Span' });
    await confirmed(meera.id, '2028-01-10', '2028-01-11', 2);
    await t.db.insert(calendarEntries).values([
      { celebrityId: meera.id, kind: 'hold', startDate: '2028-01-20', endDate: '2028-01-21' },
      { celebrityId: meera.id, kind: 'hold', startDate: '2028-01-21', endDate: '2028-01-21' },
      { celebrityId: arjun.id, kind: 'hold', startDate: '2028-01-20', endDate: '2028-01-20' },
      { celebrityId: arjun.id, kind: 'blackout', startDate: '2028-02-01', endDate: '2028-02-02', reason: 'Tour' },
    ]);
    // 8 January is a travel day of the booking on the 10th.
    const january = await calendar('from=2028-01-08&to=2028-01-31');
    expect(january.statusCode).toBe(200);
    expect(january.headers['cache-control']).toBe('no-store');
    const rows = (january.json().data as CalendarEntry[]).map((entry) => [
      entry.celebrity.name,
      entry.kind,
      entry.start,
      entry.overlapsHold,
    ]);
    expect(rows).toEqual([
      ['Meera Span', 'confirmed', '2028-01-10', false],
      // Made at one moment: by the celebrity's name.
      ['Arjun Span', 'hold', '2028-01-20', false],
      ['Meera Span', 'hold', '2028-01-20', true],
      ['Meera Span', 'hold', '2028-01-21', true],
    ]);
    const arjunOnly = await calendar(`from=2028-01-01&to=2028-02-28&celebrity=${arjun.id}`);
    expect((arjunOnly.json().data as CalendarEntry[]).map((entry) => entry.kind)).toEqual(['hold', 'blackout']);
    expect((await calendar('from=2028-01-12&to=2028-01-19')).json().data).toEqual([
      expect.objectContaining({ kind: 'confirmed', bufferAfter: 2 }),
    ]);
  });

  it('refuses a span that runs backwards or is longer than 400 days', async () => {
    expect((await calendar('from=2028-02-01&to=2028-01-01')).statusCode).toBe(400);
    expect((await calendar('from=2028-01-01&to=2029-03-01')).statusCode).toBe(400);
    expect((await calendar('from=2028-01-01')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar?from=2028-01-01&to=2028-01-31' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/calendar/:id', () => {
  it('removes a blackout, freeing its days, and refuses to remove a booking', async () => {
    const celebrity = await insertCelebrity(t.db);
    const added: CalendarEntry = (
      await blackout(celebrity.id, { start: '2027-06-01', end: '2027-06-01', reason: 'Ill' })
    ).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/${added._id}`,
      headers: t.staff.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await blackout(celebrity.id, { start: '2027-06-01', end: '2027-06-01', reason: 'Ill again' })).statusCode,
    ).toBe(201);
    const booking = await confirmed(celebrity.id, '2027-07-01', '2027-07-01');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/${booking.id}`,
      headers: t.staff.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CALENDAR_MESSAGES.notABlackout);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar/${added._id}`,
      headers: t.staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

/**
 * The guard where it matters: two server instances on one PostgreSQL database take overlapping
 * days of one celebrity at the same moment, round after round. Exactly one wins each time; the
 * other is told what it clashed with; nothing half-written remains.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('on two instances', () => {
  it('lets exactly one of two simultaneous overlapping blackouts through, every time', async () => {
    const first = await createTestApp();
    const second = await startSecondInstance(first);
    try {
      const staff = await first.createUser('staff', { name: 'Priya Nair' });
      const celebrity = await insertCelebrity(first.db, { name: 'Race Kapoor' });
      const ROUNDS = 20;
      for (let round = 0; round < ROUNDS; round += 1) {
        const day = (offset: number) => new Date(Date.UTC(2029, 0, 1 + round * 10 + offset)).toISOString().slice(0, 10);
        const [a, b] = await Promise.all(
          [first.app, second].map((app, index) =>
            app.inject({
              method: 'POST',
              url: `/api/celebrities/${celebrity.id}/blackouts`,
              headers: staff.headers,
              // Overlapping on one day: the 2nd to the 4th, and the 4th to the 6th.
              payload: {
                start: day(index * 2),
                end: day(index * 2 + 2),
                reason: `Round ${round}, instance ${index + 1}`,
              },
            }),
          ),
        );
        const codes = [a?.statusCode, b?.statusCode].sort();
        expect(codes, `round ${round}`).toEqual([201, 409]);
        const loser = a?.statusCode === 409 ? a : b;
        expect(loser?.json().message).toMatch(/^These dates clash with a blackout from .+: Round \d+, instance \d$/);
      }
      const rows = await first.db.select().from(calendarEntries).where(eq(calendarEntries.celebrityId, celebrity.id));
      expect(rows).toHaveLength(ROUNDS);
      const audits = await first.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.subjectId, celebrity.id), eq(auditEntries.action, 'blackout_added')));
      expect(audits).toHaveLength(ROUNDS);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('GET /api/celebrities/:id/availability', () => {
  const availability = (celebrityId: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/celebrities/${celebrityId}/availability?${query}` });

  it('tells anyone the days taken, travel days included, and nothing else', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Public Days' });
    await confirmed(celebrity.id, '2029-03-10', '2029-03-10', 1);
    expect(
      (await blackout(celebrity.id, { start: '2029-03-20', end: '2029-03-21', reason: 'Private family matter' }))
        .statusCode,
    ).toBe(201);
    await t.db
      .insert(calendarEntries)
      .values({ celebrityId: celebrity.id, kind: 'hold', startDate: '2029-03-15', endDate: '2029-03-15' });
    const res = await availability(celebrity.id, 'from=2029-03-11&to=2029-03-20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The hold is tentative: not a taken day. The blackout's second day is past the span.
    expect(res.json().data).toEqual({ shown: true, taken: ['2029-03-11', '2029-03-20'] });
    expect(res.body).not.toContain('Private');
  });

  it('says nothing of a diary kept private, and 404 for a draft or unknown celebrity', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Private Days' });
    await confirmed(celebrity.id, '2029-04-10', '2029-04-10', 0);
    const setting = (shown: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/celebrities/${celebrity.id}/availability-setting`,
        headers: t.staff.headers,
        payload: { shown },
      });
    expect((await setting(false)).json().data).toEqual({ shown: false });
    expect((await availability(celebrity.id, 'from=2029-04-01&to=2029-04-30')).json().data).toEqual({
      shown: false,
      taken: [],
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities/${celebrity.id}/availability-setting`,
      headers: t.staff.headers,
    });
    expect(read.json().data).toEqual({ shown: false });
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, celebrity.id), eq(auditEntries.action, 'availability_shown_changed')));
    expect(audit).toMatchObject({ after: { showAvailability: false } });
    expect((await setting(true)).statusCode).toBe(200);
    expect((await availability(celebrity.id, 'from=2029-04-01&to=2029-04-30')).json().data).toEqual({
      shown: true,
      taken: ['2029-04-10'],
    });

    const draft = await insertCelebrity(t.db, { name: 'Draft Days', status: 'draft' });
    expect((await availability(draft.id, 'from=2029-04-01&to=2029-04-30')).statusCode).toBe(404);
    expect(
      (await availability('00000000-0000-4000-8000-000000000000', 'from=2029-04-01&to=2029-04-30')).statusCode,
    ).toBe(404);
    expect((await availability(celebrity.id, 'from=2029-04-30&to=2029-04-01')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/celebrities/${celebrity.id}/availability-setting`,
          payload: { shown: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the calendar feed', () => {
  const issue = (celebrityId: string, headers = t.admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/celebrities/${celebrityId}/calendar-feed`, headers });
  const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives admins a secret address whose feed has holds tentative, bookings confirmed and blackouts busy, and nobody’s name', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Feed Kapoor' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/celebrities/${celebrity.id}/calendar-feed`,
          headers: t.admin.headers,
        })
      ).json().data,
    ).toEqual({ issuedAt: null });
    await confirmed(celebrity.id, '2028-02-14', '2028-02-15', 1);
    await t.db
      .insert(calendarEntries)
      .values({ celebrityId: celebrity.id, kind: 'hold', startDate: '2028-03-01', endDate: '2028-03-01' });
    expect(
      (await blackout(celebrity.id, { start: '2028-04-10', end: '2028-04-10', reason: 'Shooting abroad' })).statusCode,
    ).toBe(201);

    const issued = await issue(celebrity.id);
    expect(issued.statusCode).toBe(201);
    const { url } = issued.json().data as { url: string };
    expect(url).toMatch(/^https?:\/\/.+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await read(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = feed.body.replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('X-WR-CALNAME:Feed Kapoor (Starline Talent)');
    // All-day events: the booking's two days (the end is the day after, as iCalendar counts).
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20280214\r\nDTEND;VALUE=DATE:20280216/);
    expect(ics).toMatch(/SUMMARY:Booked[\s\S]*STATUS:CONFIRMED/);
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20280301[\s\S]*STATUS:TENTATIVE/);
    expect(ics).toContain('SUMMARY:Unavailable');
    expect(ics).toContain('Shooting abroad');
    expect(ics).toContain('X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE');

    // Renewed: the old address stops working, the new one works.
    const renewed = (await issue(celebrity.id)).json().data as { url: string };
    expect((await read(url)).statusCode).toBe(404);
    expect((await read(renewed.url)).statusCode).toBe(200);
  });

  it('is issued by admins only, and 404 for an unknown celebrity or a malformed address', async () => {
    const celebrity = await insertCelebrity(t.db);
    expect((await issue(celebrity.id, t.staff.headers)).statusCode).toBe(403);
    expect((await issue('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar-feeds/${'A'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feeds/short.ics' })).statusCode).toBe(400);
  });
});
