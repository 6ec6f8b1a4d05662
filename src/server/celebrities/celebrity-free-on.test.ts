import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { phoneSale, saveBusinessDetails, SELLER_DETAILS } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The public listing's "Free on" (issue 22): `GET /api/celebrities?available=YYYY-MM-DD` lists
 * only the celebrities with no confirmed booking or blackout that day, travel days included;
 * holds do not count. It combines with the other filters, pages, refuses a day that is not a
 * date, and its cached answers go with every write that changes it.
 */
const t = useSignedInApp();

/** The travel days around a booking made here (the business details' setting). */
const TRAVEL_DAYS = 2;
/** The wedding day of these tests, far from anything else. */
const DAY = '2031-02-14';

interface ListAnswer {
  data: { _id: string; name: string }[];
  meta: { total: number; limit: number; offset: number };
}

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}`, headers });
  return res;
}

async function names(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>().data.map((celebrity) => celebrity.name);
}

const blackout = (celebrityId: string, start: string, end = start) =>
  t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${celebrityId}/blackouts`,
    headers: t.staff.headers,
    payload: { start, end, reason: 'Shooting abroad' },
  });

const removeEntry = (entryId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/calendar/${entryId}`, headers: t.staff.headers });

/** A booking staff make by phone for `celebrityId` on `start`–`end`: a hold until confirmed. */
async function bookByPhone(celebrityId: string, start: string, email = 'ishaan@example.com') {
  const end = start;
  const inquiry = await insertInquiry(t.db, { celebrityId, eventDate: start, email });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: t.staff.headers,
    payload: { inquiryId: inquiry.id, celebrityId, start, end, ...phoneSale(10_000_000) },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { inquiryId: inquiry.id, booking: made.json().data as Booking };
}

const confirm = (bookingId: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/confirm`, headers: t.staff.headers });

const ids: Record<string, string> = {};
const ALL_PUBLISHED = ['Aarav Booked', 'Bela Blackout', 'Chirag Held', 'Diya Open', 'Esha Open', 'Farid Paid'];

beforeAll(async () => {
  await saveBusinessDetails(t, t.admin, { ...SELLER_DETAILS, travelBufferDays: TRAVEL_DAYS });
  const rows = [
    { name: 'Aarav Booked', category: 'Bollywood', location: 'Mumbai, Maharashtra', price: 250_000 },
    { name: 'Bela Blackout', category: 'Musicians', location: 'Pune, Maharashtra', price: 400_000 },
    { name: 'Chirag Held', category: 'Bollywood', location: 'Mumbai, Maharashtra', price: 300_000 },
    { name: 'Diya Open', category: 'Bollywood', location: 'Goa', price: 150_000 },
    { name: 'Esha Open', category: 'Sports', location: 'Mumbai', price: null },
    { name: 'Farid Paid', category: 'Sports', location: 'Pune', price: 900_000 },
  ] as const;
  // Oldest first, so the default order (newest first) is the reverse.
  for (const [index, row] of rows.entries()) {
    const created = await insertCelebrity(t.db, {
      ...row,
      specialties: ['Hosting'],
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
    ids[row.name] = created.id;
  }
  // A draft free on every day: never on the public list.
  await insertCelebrity(t.db, { name: 'Gita Draft', status: 'draft' });
});

const id = (name: string): string => {
  const found = ids[name];
  if (!found) throw new Error(`no celebrity ${name}`);
  return found;
};

describe('GET /api/celebrities?available=: who is free that day', () => {
  let aaravBooking: { inquiryId: string; booking: Booking };

  it('lists everyone published on a day nothing is booked', async () => {
    expect((await names(`available=${DAY}`)).sort()).toEqual([...ALL_PUBLISHED].sort());
  });

  it('keeps a celebrity whose day is only held, and drops them once the booking is confirmed, travel days included', async () => {
    aaravBooking = await bookByPhone(id('Aarav Booked'), DAY);
    // Awaiting its advance, the booking only holds the day: still free. (A query not asked
    // before, so the database answers, not the cache.)
    expect(await names(`available=${DAY}&q=aarav`)).toEqual(['Aarav Booked']);
    const confirmed = await confirm(aaravBooking.booking._id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The day and two travel days each side are taken; the days around them are free.
    for (const day of ['2031-02-12', '2031-02-13', DAY, '2031-02-15', '2031-02-16']) {
      expect(await names(`available=${day}`), day).not.toContain('Aarav Booked');
    }
    for (const day of ['2031-02-11', '2031-02-17'])
      expect(await names(`available=${day}`), day).toContain('Aarav Booked');
  });

  it('keeps a celebrity whose booking for the day awaits its advance (a hold)', async () => {
    await bookByPhone(id('Chirag Held'), DAY);
    // Queries not asked before: the database answers.
    expect(await names(`available=${DAY}&q=chirag`)).toEqual(['Chirag Held']);
    // Its travel day too.
    expect(await names('available=2031-02-13&q=chirag')).toEqual(['Chirag Held']);
  });

  it('drops a celebrity blacked out that day, each day of the blackout and no other', async () => {
    const added = await blackout(id('Bela Blackout'), '2031-02-13', '2031-02-15');
    expect(added.statusCode, added.body).toBe(201);
    for (const day of ['2031-02-13', DAY, '2031-02-15']) {
      expect(await names(`available=${day}`), day).not.toContain('Bela Blackout');
    }
    // A blackout has no travel days.
    for (const day of ['2031-02-12', '2031-02-16'])
      expect(await names(`available=${day}`), day).toContain('Bela Blackout');
  });

  it('combines with the search, the category, the city, the price and the order', async () => {
    expect(await names(`available=${DAY}`)).toEqual(['Farid Paid', 'Esha Open', 'Diya Open', 'Chirag Held']);
    expect(await names(`available=${DAY}&category=Bollywood`)).toEqual(['Diya Open', 'Chirag Held']);
    expect(await names(`category=Bollywood&available=${DAY}&city=mumbai`)).toEqual(['Chirag Held']);
    expect(await names(`available=${DAY}&city=Pune`)).toEqual(['Farid Paid']);
    expect(await names(`available=${DAY}&price=on-demand`)).toEqual(['Esha Open']);
    expect(await names(`available=${DAY}&q=open&sort=name`)).toEqual(['Diya Open', 'Esha Open']);
    expect(await names(`available=${DAY}&sort=price-asc`)).toEqual([
      'Diya Open',
      'Chirag Held',
      'Farid Paid',
      'Esha Open',
    ]);
    // The same filters on a free day list the booked and the blacked out too.
    expect(await names('available=2031-03-01&category=Bollywood&city=Mumbai&sort=name')).toEqual([
      'Aarav Booked',
      'Chirag Held',
    ]);
    // Nobody: an empty page, not an error.
    const none = await list(`available=${DAY}&category=Musicians`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('pages with "Load more" without repeating or leaving out anyone, the total counting the free only', async () => {
    for (const sort of ['featured', 'name', 'price-desc']) {
      const whole = await names(`available=${DAY}&sort=${sort}&limit=100`);
      expect(whole).toHaveLength(4);
      const seen: string[] = [];
      for (let offset = 0; offset < 6; offset += 2) {
        const page = await list(`available=${DAY}&sort=${sort}&limit=2&offset=${offset}`);
        const answer = page.json<ListAnswer>();
        expect(answer.meta).toEqual({ total: 4, limit: 2, offset });
        seen.push(...answer.data.map((celebrity) => celebrity.name));
      }
      expect(seen, sort).toEqual(whole);
    }
  });

  it('never lists a draft, free as it is', async () => {
    expect(await names(`available=${DAY}&q=gita`)).toEqual([]);
    const staffList = await list(`available=${DAY}&q=gita&status=all`, t.staff.headers);
    expect(staffList.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Gita Draft']);
  });

  it('reads an empty date as no filter', async () => {
    expect((await names('available=')).sort()).toEqual([...ALL_PUBLISHED].sort());
  });

  it('frees the days again when a confirmed booking is cancelled', async () => {
    expect(await names(`available=${DAY}`)).not.toContain('Aarav Booked');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${aaravBooking.booking._id}/cancel`,
      headers: t.admin.headers,
      payload: { reason: 'Called off', by: 'agency' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await names(`available=${DAY}`)).toContain('Aarav Booked');
  });
});

describe('GET /api/celebrities?available=: refused dates', () => {
  it.each([
    ['2031-02-30', 'no such day'],
    ['2030-02-29', 'not a leap year'],
    ['2031-13-01', 'no such month'],
    ['2031-2-14', 'not zero-padded'],
    ['14-02-2031', 'day first'],
    ['2031-02-14T00:00:00Z', 'a moment, not a day'],
    ['tomorrow', 'words'],
    ['0000-01-01', 'no year 0'],
  ])('answers 400 on available for %s (%s)', async (value) => {
    const res = await list(`available=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; errors: { path: string; message: string }[] }>();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([{ path: 'available', message: 'Free on must be a date (YYYY-MM-DD)' }]);
  });

  it('takes 29 February of a leap year', async () => {
    expect((await names('available=2032-02-29')).sort()).toEqual([...ALL_PUBLISHED].sort());
  });
});

describe('GET /api/celebrities?available=: the cached answer follows the calendar', () => {
  const DAY2 = '2031-04-10';
  const query = `available=${DAY2}&city=Goa`;

  /** The answer and its ETag, checking that asking again with it is a 304 (it is cached). */
  async function cached(): Promise<{ names: string[]; etag: string }> {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    const etag = String(res.headers.etag);
    const again = await list(query, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    return { names: res.json<ListAnswer>().data.map((celebrity) => celebrity.name), etag };
  }

  it('drops the celebrity at once when a blackout is added, and brings them back when it is removed', async () => {
    const before = await cached();
    expect(before.names).toEqual(['Diya Open']);

    const added = await blackout(id('Diya Open'), DAY2);
    expect(added.statusCode, added.body).toBe(201);
    const during = await list(query, { 'if-none-match': before.etag });
    expect(during.statusCode).toBe(200);
    expect(during.json<ListAnswer>().data).toEqual([]);
    const blackedOut = await cached();
    expect(blackedOut.etag).not.toBe(before.etag);

    const removed = await removeEntry((added.json().data as CalendarEntry)._id);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await list(query, { 'if-none-match': blackedOut.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Diya Open']);
  });

  it('drops the celebrity at once when their booking is confirmed, and not when it is only made', async () => {
    const before = await cached();
    const { booking } = await bookByPhone(id('Diya Open'), DAY2);
    // A hold changes nothing for "Free on": the cached answer stands.
    expect((await list(query, { 'if-none-match': before.etag })).statusCode).toBe(304);
    expect((await confirm(booking._id)).statusCode).toBe(200);
    const after = await list(query, { 'if-none-match': before.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListAnswer>().data).toEqual([]);
  });

  it('drops the celebrity at once when the payments reach the advance, confirming the booking', async () => {
    const paidQuery = `available=${DAY2}&city=Pune`;
    const first = await list(paidQuery);
    expect(first.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Farid Paid', 'Bela Blackout']);
    const { booking } = await bookByPhone(id('Farid Paid'), DAY2);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/payments`,
      headers: t.staff.headers,
      payload: { amountPaise: booking.advancePaise, date: '2030-01-05', mode: 'upi', reference: 'UPI-FREE-ON' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.booking.state).toBe('confirmed');
    const after = await list(paidQuery, { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Bela Blackout']);
  });

  it('brings the celebrity back at once when a confirmed booking is cancelled', async () => {
    const cancelledQuery = `available=${DAY2}&category=Sports&city=Mumbai`;
    const { booking } = await bookByPhone(id('Esha Open'), DAY2, 'cancel.me@example.com');
    expect((await confirm(booking._id)).statusCode).toBe(200);
    const before = await list(cancelledQuery);
    expect(before.json<ListAnswer>().data).toEqual([]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: t.admin.headers,
      payload: { reason: 'The customer called it off' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await list(cancelledQuery, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Esha Open']);
  });
});

describe('GET /api/celebrities?available=: a private diary is never read through "Free on"', () => {
  /** A day of a confirmed booking, far from the other tests' days. */
  const PRIVATE_DAY = '2031-06-20';
  /** A city no other celebrity of this file lives in, so the query lists this one alone. */
  const query = `available=${PRIVATE_DAY}&city=Shillong`;
  let celebrityId: string;

  const setShown = async (shown: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/celebrities/${celebrityId}/availability-setting`,
      headers: t.staff.headers,
      payload: { shown },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    celebrityId = (await insertCelebrity(t.db, { name: 'Harsh Private', location: 'Shillong, Meghalaya' })).id;
    const { booking } = await bookByPhone(celebrityId, PRIVATE_DAY, 'private.diary@example.com');
    expect((await confirm(booking._id)).statusCode).toBe(200);
  });

  it('keeps a celebrity whose availability is hidden on every day, their confirmed days and travel days included', async () => {
    await setShown(false);
    // The availability call says nothing…
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities/${celebrityId}/availability?from=2031-06-01&to=2031-06-30`,
    });
    expect(availability.json().data).toEqual({ shown: false, taken: [] });
    // …and "Free on" says nothing either: the same answer on the booked day as on any other.
    for (const day of ['2031-06-18', '2031-06-19', PRIVATE_DAY, '2031-06-21', '2031-06-22', '2031-06-25']) {
      expect(await names(`available=${day}&city=Shillong`), day).toEqual(['Harsh Private']);
    }
  });

  it('follows the setting at once after a cached answer, both ways', async () => {
    await setShown(true);
    const shown = await list(query);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ListAnswer>().data).toEqual([]);
    const shownTag = String(shown.headers.etag);
    // Cached: the same question is a 304.
    expect((await list(query, { 'if-none-match': shownTag })).statusCode).toBe(304);

    await setShown(false);
    const hidden = await list(query, { 'if-none-match': shownTag });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual(['Harsh Private']);
    const hiddenTag = String(hidden.headers.etag);
    expect((await list(query, { 'if-none-match': hiddenTag })).statusCode).toBe(304);

    await setShown(true);
    const shownAgain = await list(query, { 'if-none-match': hiddenTag });
    expect(shownAgain.statusCode).toBe(200);
    expect(shownAgain.json<ListAnswer>().data).toEqual([]);
  });

  it('follows the setting in the answers sent before the framework (the fast path)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = async (): Promise<string[]> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/celebrities?${query}&fast=1`);
      expect(res.status).toBe(200);
      return ((await res.json()) as ListAnswer).data.map((celebrity) => celebrity.name);
    };
    await setShown(true);
    expect(await get()).toEqual([]);
    const fastBefore = t.app.catalogueCache.stats().fastAnswers;
    expect(await get()).toEqual([]);
    // The second ask was answered before the framework: the fast path knows the address.
    expect(t.app.catalogueCache.stats().fastAnswers).toBe(fastBefore + 1);

    await setShown(false);
    expect(await get()).toEqual(['Harsh Private']);
  });
});
