import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InquiryStatus } from '#shared/constants/inquiries';
import type { Quote } from '#shared/schemas/quote-responses';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { quoteAcceptances, quotes } from '#server/quotes/quotes-tables';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { getDashboard, indiaMonths, monthStarts } from './dashboard.js';
import { saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

// Not the default 24, to show the answer names the configured promise.
const t = useSignedInApp({ config: { responseHours: 36 } });

function dashboard(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/dashboard', headers });
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A change of status on the timeline: when, and to what. */
type Change = [Date, InquiryStatus];

/**
 * An inquiry as the desk leaves it: received (pending) at `createdAt`, then each change on its
 * timeline with the status it left; its status is the last change's, and it was first answered
 * at the first change.
 */
async function insertWithTimeline(name: string, createdAt: Date, changes: Change[] = []): Promise<string> {
  const status = changes.at(-1)?.[1] ?? 'pending';
  const { id } = await insertInquiry(t.db, { name, createdAt, status });
  const firstResponseAt = changes[0]?.[0] ?? null;
  await t.db
    .update(inquiries)
    .set({ firstResponseAt, updatedAt: changes.at(-1)?.[0] ?? createdAt })
    .where(eq(inquiries.id, id));
  let from: InquiryStatus = 'pending';
  await t.db.insert(inquiryEvents).values({ inquiryId: id, kind: 'received', createdAt });
  for (const [at, to] of changes) {
    await t.db
      .insert(inquiryEvents)
      .values({ inquiryId: id, kind: 'status_changed', details: { from, to }, createdAt: at });
    from = to;
  }
  return id;
}

/** An inquiry with the reply-by and first-response times given (status pending unless said). */
async function insertWithClock(fields: {
  createdAt: Date;
  replyBy: Date;
  firstResponseAt?: Date | null;
  status?: InquiryStatus;
}): Promise<void> {
  const { id } = await insertInquiry(t.db, { createdAt: fields.createdAt, status: fields.status ?? 'pending' });
  await t.db
    .update(inquiries)
    .set({ replyBy: fields.replyBy, firstResponseAt: fields.firstResponseAt ?? null })
    .where(eq(inquiries.id, id));
}

/** Each block of figures starts from no celebrities and no inquiries (their timelines go with them). */
async function clearRows(): Promise<void> {
  await t.db.delete(inquiries);
  await t.db.delete(celebrities);
}

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
        answeredOnTime: { onTime: 0, total: 0, percent: null, days: 30 },
        overdueNow: 0,
        dueSoonNow: 0,
        responseHours: 36,
        quotes: { sent: 0, accepted: 0, acceptedPaise: 0, firstQuoted: 0, medianSecondsToQuote: null, days: 30 },
        bookings: {
          made: zero,
          valueByMonth: indiaMonths(new Date(), 6).map(({ month }) => ({ month, paise: 0, count: 0 })),
          advancesReceived: zero,
          receivedThisMonth: { count: 0, paise: 0 },
          outstanding: { count: 0, paise: 0 },
          overdue: { count: 0, paise: 0 },
          conversion: { quoted: 0, booked: 0, percent: null, days: 30 },
        },
        payouts: {
          owedToArtistsPaise: 0,
          paidOutThisMonthPaise: 0,
          tdsDueThisMonthPaise: 0,
          tdsDueOn: expect.stringMatching(/^\d{4}-\d{2}-(07|30)$/),
        },
        recentInquiries: [],
        todo: {
          overdueReplies: { items: [], count: 0 },
          claimsToConfirm: { items: [], count: 0, paise: 0 },
          balancesOverdue: { items: [], count: 0, paise: 0 },
        },
        upcoming: { days: 14, items: [], count: 0 },
        funnel: {
          days: 30,
          inquiries: 0,
          quoted: 0,
          accepted: 0,
          advancePaid: 0,
          quotedPercent: null,
          acceptedPercent: null,
          advancePaidPercent: null,
          overallPercent: null,
        },
        cashByWeek: Array.from({ length: 8 }, () => ({
          weekStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          bookings: 0,
          collectedPaise: 0,
          duePaise: 0,
        })),
      },
    });
  });

  describe("with rows in this month, last month and before (India's months)", () => {
    const { thisMonth, lastMonth } = monthStarts(new Date());
    const thisMonthAt = (minutes: number) => new Date(thisMonth.getTime() + minutes * MINUTE);
    const lastMonthAt = (days: number) => new Date(lastMonth.getTime() + days * DAY);
    const twoMonthsAgo = new Date(lastMonth.getTime() - 3 * DAY);
    const justBefore = (instant: Date) => new Date(instant.getTime() - 1);

    beforeAll(async () => {
      await clearRows();
      // Celebrities: 3 before this month (one a millisecond before it), 3 in it (one at its first instant).
      for (const createdAt of [twoMonthsAgo, lastMonthAt(2), justBefore(thisMonth)]) {
        await insertCelebrity(t.db, { createdAt });
      }
      for (const createdAt of [thisMonth, thisMonthAt(5), thisMonthAt(10)]) {
        await insertCelebrity(t.db, { createdAt });
      }

      const rows: [string, Date, Change[]][] = [
        // Before last month.
        ['Old Pending', twoMonthsAgo, []],
        ['Old Confirmed', twoMonthsAgo, [[new Date(twoMonthsAgo.getTime() + DAY), 'confirmed']]],
        [
          'Confirmed At Last Month Start',
          twoMonthsAgo,
          [
            [new Date(twoMonthsAgo.getTime() + DAY), 'contacted'],
            [lastMonth, 'confirmed'],
          ],
        ],
        // Last month.
        ['Last Pending', lastMonthAt(1), []],
        ['Confirmed Last Month', lastMonthAt(2), [[lastMonthAt(3), 'confirmed']]],
        ['Confirmed Last Instant', lastMonthAt(4), [[justBefore(thisMonth), 'confirmed']]],
        ['Confirmed This Month', lastMonthAt(5), [[thisMonth, 'confirmed']]],
        [
          'Back To Pending Last Month',
          lastMonthAt(6),
          [
            [lastMonthAt(7), 'contacted'],
            [lastMonthAt(8), 'pending'],
          ],
        ],
        [
          'Back To Pending This Month',
          lastMonthAt(1),
          [
            [lastMonthAt(2), 'contacted'],
            [thisMonthAt(0.5), 'pending'],
          ],
        ],
        [
          'Confirmed Then Rejected',
          lastMonthAt(2),
          [
            [lastMonthAt(9), 'confirmed'],
            [thisMonthAt(0.5), 'rejected'],
          ],
        ],
        [
          'Confirmed In Both Months',
          lastMonthAt(3),
          [
            [lastMonthAt(10), 'confirmed'],
            [lastMonthAt(11), 'contacted'],
            [thisMonthAt(0.5), 'confirmed'],
          ],
        ],
        ['Rejected Last Month', lastMonthAt(3), [[lastMonthAt(4), 'rejected']]],
        ['Another Confirmed Last Month', lastMonthAt(11), [[lastMonthAt(12), 'confirmed']]],
        ['Received Last Instant', justBefore(thisMonth), []],
        // This month.
        ['Now 1', thisMonth, [[thisMonthAt(6), 'confirmed']]],
        ['Now 2', thisMonthAt(1), []],
        ['Now 3', thisMonthAt(2), [[thisMonthAt(7), 'contacted']]],
        [
          'Now 4',
          thisMonthAt(3),
          [
            [thisMonthAt(8), 'confirmed'],
            [thisMonthAt(9), 'contacted'],
            [thisMonthAt(10), 'confirmed'],
          ],
        ],
        ['Now 5', thisMonthAt(4), []],
        ['Now 6', thisMonthAt(5), [[thisMonthAt(11), 'confirmed']]],
      ];
      for (const [name, createdAt, changes] of rows) await insertWithTimeline(name, createdAt, changes);
      // Confirmed last month, then deleted: gone from every figure, with its timeline.
      const deleted = await insertWithTimeline('Deleted', lastMonthAt(1), [[lastMonthAt(2), 'confirmed']]);
      await t.db.delete(inquiries).where(eq(inquiries.id, deleted));
    });

    it('computes the four stats from the rows and the timeline, each against last month', async () => {
      const res = await dashboard(t.admin.headers);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      // 6 celebrities now, 3 at the start of this month.
      expect(data.totalCelebrities).toEqual({ value: 6, previous: 3, changePercent: 100 });
      // 20 inquiries now, 14 at the end of last month: +42.9%.
      expect(data.totalInquiries).toEqual({ value: 20, previous: 14, changePercent: 43 });
      // Pending now: Old Pending, Last Pending, both Back To Pending, Received Last Instant, Now 2
      // and Now 5. At the end of last month: Old Pending, Last Pending, Confirmed This Month (still
      // pending then), Back To Pending Last Month and Received Last Instant.
      expect(data.pendingInquiries).toEqual({ value: 7, previous: 5, changePercent: 40 });
      // Monthly Bookings are the bookings made (issue 36): inquiries set to "Confirmed" without a
      // booking are none (the bookings' own figures are in dashboard-bookings.test.ts).
      expect(data.monthlyBookings).toEqual({ value: 0, previous: 0, changePercent: null });
      expect(data.monthlyBookings).toEqual(data.bookings.made);
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
        kind: 'booking',
        packageName: null,
        budgetRange: null,
        audienceSize: null,
        budgetPaise: null,
        guests: null,
        companyName: null,
        gstin: null,
        billingState: null,
        consentAt: null,
        reference: expect.any(String),
        replyBy: expect.any(String),
        firstResponseAt: expect.any(String),
        assignee: null,
        quoteState: null,
        quoteTotalPaise: null,
        hasBooking: false,
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
      expect(after.pendingInquiries).toEqual({ value: 6, previous: 5, changePercent: 20 });
      // "Confirmed" by hand makes no booking (issue 36).
      expect(after.monthlyBookings).toEqual(before.monthlyBookings);
    });
  });

  describe('at the turn of a month in India', () => {
    // 1 November 2026, 05:30 in India; November began at 2026-10-31T18:30Z.
    const now = new Date('2026-11-01T00:00:00.000Z');
    const at = (iso: string) => new Date(iso);

    beforeAll(async () => {
      await clearRows();
      await insertCelebrity(t.db, { createdAt: at('2026-10-31T18:00:00.000Z') }); // October in India
      await insertCelebrity(t.db, { createdAt: at('2026-10-31T19:00:00.000Z') }); // November in India
      // Received in October (India), confirmed in November (India), both on 31 October in UTC.
      await insertWithTimeline('Turn', at('2026-10-31T12:00:00.000Z'), [[at('2026-10-31T18:30:00.000Z'), 'confirmed']]);
      // Confirmed at 23:59 on 31 October in India: October's.
      await insertWithTimeline('October', at('2026-10-20T12:00:00.000Z'), [
        [at('2026-10-31T18:29:00.000Z'), 'confirmed'],
      ]);
      // Received on 1 November in India (31 October in UTC): not in the totals before November.
      await insertWithTimeline('November', at('2026-10-31T19:00:00.000Z'));
    });

    it("counts by India's months: received and pending", async () => {
      const data = await getDashboard(t.db, { responseHours: 24 }, now);
      expect(data.totalCelebrities).toEqual({ value: 2, previous: 1, changePercent: 100 });
      expect(data.totalInquiries).toEqual({ value: 3, previous: 2, changePercent: 50 });
      // 'Turn' was still pending at the end of October; now only 'November' is.
      expect(data.pendingInquiries).toEqual({ value: 1, previous: 1, changePercent: 0 });
      expect(data.responseHours).toBe(24);
    });
  });

  describe('replies against the promised time', () => {
    beforeAll(async () => {
      await clearRows();
      const now = Date.now();
      const ago = (ms: number) => new Date(now - ms);
      const ahead = (ms: number) => new Date(now + ms);
      // Judged (answered, or unanswered past the reply-by time), received in the last 30 days:
      // answered on time; at the reply-by time exactly; answered early, before its time is up;
      // answered on time, then set back to pending (answered once and for all).
      await insertWithClock({
        createdAt: ago(5 * DAY),
        replyBy: ago(4 * DAY),
        firstResponseAt: ago(4.5 * DAY),
        status: 'confirmed',
      });
      await insertWithClock({
        createdAt: ago(5 * DAY),
        replyBy: ago(4 * DAY),
        firstResponseAt: ago(4 * DAY),
        status: 'contacted',
      });
      await insertWithClock({
        createdAt: ago(HOUR),
        replyBy: ahead(23 * HOUR),
        firstResponseAt: ago(30 * MINUTE),
        status: 'contacted',
      });
      await insertWithClock({
        createdAt: ago(3 * DAY),
        replyBy: ago(2 * DAY),
        firstResponseAt: ago(2.5 * DAY),
        status: 'pending',
      });
      // ...answered late; and unanswered past the reply-by time (overdue), one only just.
      await insertWithClock({
        createdAt: ago(5 * DAY),
        replyBy: ago(4 * DAY),
        firstResponseAt: ago(3 * DAY),
        status: 'rejected',
      });
      await insertWithClock({ createdAt: ago(2 * DAY), replyBy: ago(DAY) });
      await insertWithClock({ createdAt: ago(DAY), replyBy: ago(MINUTE) });
      // Not judged: received 31 days ago (though overdue); answered on time 40 days ago; left
      // pending with no recorded first answer (no time to judge by).
      await insertWithClock({ createdAt: ago(31 * DAY), replyBy: ago(30 * DAY) });
      await insertWithClock({
        createdAt: ago(40 * DAY),
        replyBy: ago(39 * DAY),
        firstResponseAt: ago(39.5 * DAY),
        status: 'confirmed',
      });
      await insertWithClock({ createdAt: ago(3 * DAY), replyBy: ago(2 * DAY), status: 'contacted' });
      // Pending within their time: due soon (within 4 hours), and not yet.
      await insertWithClock({ createdAt: ago(20 * HOUR), replyBy: ahead(HOUR) });
      await insertWithClock({ createdAt: ago(20 * HOUR), replyBy: ahead(4 * HOUR - MINUTE) });
      await insertWithClock({ createdAt: ago(10 * HOUR), replyBy: ahead(5 * HOUR) });
    });

    it('answers how many were answered on time, and how many are overdue or due soon', async () => {
      const res = await dashboard(t.staff.headers);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.answeredOnTime).toEqual({ onTime: 4, total: 7, percent: 57, days: 30 });
      expect(data.overdueNow).toBe(3);
      expect(data.dueSoonNow).toBe(2);
      expect(data.responseHours).toBe(36);
    });

    it('moves an inquiry out of overdue when it is answered', async () => {
      const [overdue] = await t.db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.status, 'pending'))
        .orderBy(inquiries.replyBy)
        .limit(1);
      if (!overdue) throw new Error('no overdue inquiry');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/inquiries/${overdue.id}/status`,
        headers: t.admin.headers,
        payload: { status: 'contacted' },
      });
      expect(res.statusCode).toBe(200);
      const { data } = (await dashboard(t.staff.headers)).json();
      // The one received 31 days ago: no longer overdue, still outside the 30 days.
      expect(data.overdueNow).toBe(2);
      expect(data.answeredOnTime).toEqual({ onTime: 4, total: 7, percent: 57, days: 30 });
    });
  });

  describe('quotes of the last 30 days', () => {
    /** One line of ₹2,00,000 with 18 % GST: ₹2,36,000. */
    const ONE_LINE = {
      customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: '27' },
      venueState: '27',
      lines: [{ kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 }],
    };
    /** The same with a reimbursement of ₹15,000.50: ₹2,51,000.50. */
    const WITH_PAISE = {
      ...ONE_LINE,
      lines: [
        ...ONE_LINE.lines,
        { kind: 'travel', description: 'Flights', quantity: 1, ratePaise: 1_500_050, reimbursement: true },
      ],
    };
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    /** 30 days before now, less a minute: inside the 30 days, only just. */
    const justInside = ago(30 * DAY - MINUTE);

    const post = async (url: string, payload?: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url, headers: t.staff.headers, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data as Quote;
    };
    /** A quote sent through the API, then dated back to `sentAt` (the API sends it now). */
    async function sendAt(quote: Quote, sentAt: Date): Promise<Quote> {
      const sent = await post(`/api/quotes/${quote._id}/send`);
      await t.db.update(quotes).set({ sentAt }).where(eq(quotes.id, quote._id));
      return sent;
    }
    /** An inquiry received at `createdAt` with a first quote, sent at `sentAt`. */
    async function quoted(createdAt: Date, sentAt: Date, payload = ONE_LINE): Promise<Quote> {
      const { id } = await insertInquiry(t.db, { createdAt });
      return sendAt(await post(`/api/inquiries/${id}/quotes`, payload), sentAt);
    }
    /** Its next version, sent at `sentAt`. */
    const revisedAt = async (quote: Quote, sentAt: Date, payload = ONE_LINE) => {
      const revision = await post(`/api/quotes/${quote._id}/revise`);
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/quotes/${revision._id}`,
        headers: t.staff.headers,
        payload,
      });
      expect(changed.statusCode).toBe(200);
      return sendAt(revision, sentAt);
    };
    /** The customer's acceptance, as the public accept call records it. */
    const accept = (quote: Quote, acceptedAt: Date) =>
      t.db.insert(quoteAcceptances).values({
        quoteId: quote._id,
        number: quote.number ?? '',
        version: quote.version,
        totalPaise: quote.totalPaise,
        name: 'Ananya Kapoor',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0',
        acceptedAt,
      });

    beforeAll(async () => {
      await clearRows();
      await saveBusinessDetails(t, t.admin);
      // First quoted in the last 30 days, 2, 5, 6 and 30 hours after arrival: the median of the
      // four is 5.5 hours. A's revision counts as sent, not as a first quote.
      const a = await quoted(ago(10 * DAY), ago(10 * DAY - 2 * HOUR));
      await revisedAt(a, ago(8 * DAY));
      await quoted(ago(5 * DAY), ago(5 * DAY - 5 * HOUR));
      const c = await quoted(ago(3 * DAY), ago(3 * DAY - 6 * HOUR));
      await accept(c, ago(DAY));
      await quoted(new Date(justInside.getTime() - 30 * HOUR), justInside);
      // First quoted just over 30 days ago (not sent in the days, nor in the median), revised
      // and sent again 2 days ago (sent), and that version accepted: ₹2,51,000.50.
      const e = await quoted(ago(40 * DAY), ago(30 * DAY + MINUTE));
      await accept(await revisedAt(e, ago(2 * DAY), WITH_PAISE), ago(DAY));
      // Sent long ago, accepted just inside the 30 days, at the same instant as D's quote.
      await accept(await quoted(ago(36 * DAY), ago(35 * DAY)), justInside);
      // Sent long ago, accepted just over 30 days ago.
      await accept(await quoted(ago(41 * DAY), ago(40 * DAY)), ago(30 * DAY + MINUTE));
      // A draft never sent; and a quote sent and accepted yesterday, its inquiry since deleted.
      const { id: drafted } = await insertInquiry(t.db, { createdAt: ago(DAY) });
      await post(`/api/inquiries/${drafted}/quotes`, ONE_LINE);
      const gone = await quoted(ago(2 * DAY), ago(DAY));
      await accept(gone, ago(HOUR));
      await t.db.delete(inquiries).where(eq(inquiries.id, gone.inquiryId));
    });

    it('counts the versions sent and the acceptances, adds up their value and takes the median time to a first quote', async () => {
      // Asked at the instant the rows were dated from: a slow setup must not move "just inside"
      // out of the 30 days (only Date is faked; the database and the timers run as ever).
      vi.useFakeTimers({ now, toFake: ['Date'] });
      const res = await dashboard(t.staff.headers).finally(() => vi.useRealTimers());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.quotes).toEqual({
        // A, A's revision, B, C, D and E's revision.
        sent: 6,
        // C, E's revision and the one accepted just inside.
        accepted: 3,
        acceptedPaise: 23_600_000 + 25_100_050 + 23_600_000,
        // A, B, C and D: (5 h + 6 h) / 2.
        firstQuoted: 4,
        medianSecondsToQuote: 5.5 * 3600,
        days: 30,
      });
    });

    it('counts from the instant 30 days before now, inclusive', async () => {
      // Now a minute on (30 days after D's quote and the acceptance just inside): both still in.
      const edge = new Date(justInside.getTime() + 30 * DAY);
      const atEdge = (await getDashboard(t.db, { responseHours: 24 }, edge)).quotes;
      expect(atEdge).toMatchObject({ sent: 6, accepted: 3, firstQuoted: 4, medianSecondsToQuote: 5.5 * 3600 });
      // A millisecond later both are out: three first quotes, an odd count, whose median is B's 5 h.
      const after = (await getDashboard(t.db, { responseHours: 24 }, new Date(edge.getTime() + 1))).quotes;
      expect(after).toEqual({
        sent: 5,
        accepted: 2,
        acceptedPaise: 23_600_000 + 25_100_050,
        firstQuoted: 3,
        medianSecondsToQuote: 5 * 3600,
        days: 30,
      });
    });
  });
});
