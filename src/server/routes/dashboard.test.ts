import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiryStatus } from '#shared/constants';
import { monthStarts } from '../services/dashboard.js';
import { insertCelebrity, insertInquiry } from '../test/rows.js';
import { useSignedInApp } from '../test/signed-in-app.js';

const t = useSignedInApp();

function dashboard(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/dashboard', headers });
}

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('GET /api/dashboard', () => {
  it('answers 401 anonymously and with a bad token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${'z'.repeat(43)}` }] as Record<string, string>[]) {
      const res = await dashboard(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue' });
    }
  });

  it('answers zeros and no percentages on an empty database', async () => {
    const res = await dashboard(t.staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const zero = { value: 0, previous: 0, changePercent: null };
    expect(res.json()).toEqual({
      success: true,
      data: {
        totalCelebrities: zero,
        totalInquiries: zero,
        pendingInquiries: zero,
        monthlyBookings: zero,
        recentInquiries: [],
      },
    });
  });

  describe('with rows in this month, last month and before', () => {
    const { thisMonth, lastMonth } = monthStarts(new Date());
    const thisMonthAt = (minutes: number) => new Date(thisMonth.getTime() + minutes * MINUTE);
    const lastMonthAt = (days: number) => new Date(lastMonth.getTime() + days * DAY);
    const twoMonthsAgo = new Date(lastMonth.getTime() - 3 * DAY);

    beforeAll(async () => {
      // Celebrities: 3 before this month (one a millisecond before it), 3 in it (one at its first instant).
      for (const createdAt of [twoMonthsAgo, lastMonthAt(2), new Date(thisMonth.getTime() - 1)]) {
        await insertCelebrity(t.db, { createdAt });
      }
      for (const createdAt of [thisMonth, thisMonthAt(5), thisMonthAt(10)]) {
        await insertCelebrity(t.db, { createdAt });
      }

      const rows: [InquiryStatus, Date, string][] = [
        // Two months ago: counts in the totals before this month, not in last month's bookings.
        ['pending', twoMonthsAgo, 'Old Pending'],
        ['confirmed', new Date(lastMonth.getTime() - 1), 'Old Confirmed'],
        // Last month: 2 pending, 4 confirmed (one at its first instant), 1 rejected.
        ['pending', lastMonthAt(1), 'Last Pending 1'],
        ['pending', lastMonthAt(3), 'Last Pending 2'],
        ['confirmed', lastMonth, 'Last Confirmed 1'],
        ['confirmed', lastMonthAt(4), 'Last Confirmed 2'],
        ['confirmed', lastMonthAt(5), 'Last Confirmed 3'],
        ['confirmed', new Date(thisMonth.getTime() - 1), 'Last Confirmed 4'],
        ['rejected', lastMonthAt(6), 'Last Rejected'],
        // This month: 2 pending, 3 confirmed, 1 contacted.
        ['confirmed', thisMonth, 'Now 1'],
        ['pending', thisMonthAt(1), 'Now 2'],
        ['contacted', thisMonthAt(2), 'Now 3'],
        ['confirmed', thisMonthAt(3), 'Now 4'],
        ['pending', thisMonthAt(4), 'Now 5'],
        ['confirmed', thisMonthAt(5), 'Now 6'],
      ];
      for (const [status, createdAt, name] of rows) await insertInquiry(t.db, { status, createdAt, name });
    });

    it('computes the four stats from the rows, each against last month', async () => {
      const res = await dashboard(t.admin.headers);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      // 6 celebrities now, 3 at the start of this month.
      expect(data.totalCelebrities).toEqual({ value: 6, previous: 3, changePercent: 100 });
      // 15 inquiries now, 9 at the start of this month: +66.7%.
      expect(data.totalInquiries).toEqual({ value: 15, previous: 9, changePercent: 67 });
      // 5 pending now, 3 of them from before this month.
      expect(data.pendingInquiries).toEqual({ value: 5, previous: 3, changePercent: 67 });
      // Confirmed inquiries that arrived this month (3) against last month (4).
      expect(data.monthlyBookings).toEqual({ value: 3, previous: 4, changePercent: -25 });
    });

    it('lists the 5 most recent inquiries, newest first, in the API shape', async () => {
      const res = await dashboard(t.staff.headers);
      const recent = res.json().data.recentInquiries;
      expect(recent.map((item: { name: string }) => item.name)).toEqual(['Now 6', 'Now 5', 'Now 4', 'Now 3', 'Now 2']);
      expect(recent[0]).toEqual({
        _id: expect.any(String),
        name: 'Now 6',
        email: 'ishaan@example.com',
        phoneNumber: '+91 98765 43210',
        celebrity: null,
        celebrityName: 'Meera Kapoor',
        eventType: 'Wedding',
        eventDate: '2030-01-15',
        eventLocation: 'Jaipur, Rajasthan',
        additionalDetails: '',
        status: 'confirmed',
        createdAt: thisMonthAt(5).toISOString(),
        updatedAt: expect.any(String),
      });
    });

    it('follows a status change at once', async () => {
      const before = (await dashboard(t.admin.headers)).json().data;
      const id = before.recentInquiries[1]._id as string; // 'Now 5', pending
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/inquiries/${id}/status`,
        headers: t.admin.headers,
        payload: { status: 'confirmed' },
      });
      expect(res.statusCode).toBe(200);
      const after = (await dashboard(t.admin.headers)).json().data;
      expect(after.pendingInquiries).toEqual({ value: 4, previous: 3, changePercent: 33 });
      expect(after.monthlyBookings).toEqual({ value: 4, previous: 4, changePercent: 0 });
    });
  });
});
