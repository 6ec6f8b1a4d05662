import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Quote } from '#shared/schemas/quote-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { emails } from '#server/mail/mail-tables';
import { calendarEntries } from './calendar-tables.js';
import { CALENDAR_FEED_MAIL_MESSAGES } from './calendar-feed-mail.js';
import { startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import type { SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';

/**
 * Issue 39, "the calendar feed grows up": the celebrity's manager (staff only, never public),
 * the feed's address e-mailed to them by staff, and each event's city, venue and event.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp());
  admin = await t.createUser('admin');
  staff = await t.createUser('staff');
  await saveBusinessDetails(t, admin);
});
afterAll(() => stopMailingApp(t, sink));

const MANAGER = { name: 'Rohan Desai', phone: '+91 98200 12345', email: 'Rohan.Desai@Example.com' };

const putManager = (celebrityId: string, payload: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/celebrities/${celebrityId}/manager`, headers, payload });
const send = (celebrityId: string, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: `/api/celebrities/${celebrityId}/calendar-feed/send`, headers });
const feedPathIn = (text: string) => {
  const link = /https?:\/\/\S+?(\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics)/.exec(text)?.[1];
  if (!link) throw new Error(`no feed address in: ${text}`);
  return link;
};
/** The feed's text with iCalendar's folded lines joined again. */
const readFeed = async (path: string) => {
  const answer = await t.app.inject({ method: 'GET', url: path });
  return { status: answer.statusCode, ics: answer.body.replace(/\r\n /g, '') };
};

describe('a celebrity’s manager', () => {
  it('is set and read by staff, checked, audited by the details changed (not their values)', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Manager Kapoor' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities/${celebrity.id}/manager`,
      headers: staff.headers,
    });
    expect(read.json().data).toEqual({ name: '', phone: '', email: '' });

    const refused = await putManager(celebrity.id, { name: 'Rohan', phone: '12ab', email: 'not-an-address' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Please enter a valid phone number');
    expect(JSON.stringify(refused.json())).toContain('Please enter a valid email address');

    const saved = await putManager(celebrity.id, MANAGER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...MANAGER, email: 'rohan.desai@example.com' });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, celebrity.id), eq(auditEntries.action, 'manager_changed')));
    expect(entry?.after).toEqual({ changed: ['name', 'phone', 'email'] });
    expect(JSON.stringify(entry)).not.toContain('98200');

    // The profile's version is not moved: an edit open elsewhere is not refused for it.
    const [row] = await t.db.select().from(celebrities).where(eq(celebrities.id, celebrity.id));
    expect(row?.version).toBe(1);
    expect((await putManager(celebrity.id, MANAGER, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    expect((await putManager('00000000-0000-4000-8000-000000000000', MANAGER)).statusCode).toBe(404);
  });

  it('is in no public answer', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Public Mehra' });
    expect((await putManager(celebrity.id, MANAGER)).statusCode).toBe(200);
    const paths = [
      `/api/celebrities/${celebrity.id}`,
      `/api/celebrities/${celebrity.slug}`,
      '/api/celebrities?limit=100',
      '/api/celebrities/featured',
    ];
    // The public pages, which the test app does not render, are checked by e2e/admin-calendar-feed.spec.ts.
    await t.app.inject({
      method: 'PUT',
      url: '/api/celebrities/featured',
      headers: staff.headers,
      payload: { ids: [celebrity.id] },
    });
    for (const url of paths) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('Public Mehra');
      for (const secret of ['Rohan', 'rohan.desai@example.com', '98200'])
        expect(answer.body, url).not.toContain(secret);
    }
    // Staff reading the celebrity's record get no manager either: it is its own call.
    const staffRead = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities/${celebrity.id}?status=all`,
      headers: staff.headers,
    });
    expect(staffRead.body).not.toContain('rohan.desai@example.com');
  });
});

describe('POST /api/celebrities/:id/calendar-feed/send', () => {
  it('refuses clearly when the celebrity has no manager’s e-mail', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Nomail Rao' });
    expect((await putManager(celebrity.id, { name: 'Someone', phone: '', email: '' })).statusCode).toBe(200);
    const refused = await send(celebrity.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CALENDAR_FEED_MAIL_MESSAGES.noManagerEmail('Nomail Rao'));
    expect(await t.db.select().from(emails).where(eq(emails.celebrityId, celebrity.id))).toEqual([]);
    expect((await send('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lets staff e-mail the address in use, made only when the e-mail leaves, audited without it', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Sendable Iyer' });
    expect((await putManager(celebrity.id, MANAGER)).statusCode).toBe(200);
    // Staff may see whether there is one (issuing and renewing stay the admins').
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/celebrities/${celebrity.id}/calendar-feed`,
      headers: staff.headers,
    });
    expect(state.json().data).toEqual({ issuedAt: null });

    sink.received.length = 0;
    const sent = await send(celebrity.id);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data).toMatchObject({ recipients: ['rohan.desai@example.com'], issued: true });
    await t.app.outbox.runOnce();
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toEqual(['rohan.desai@example.com']);
    expect(mail?.parsed.subject).toBe('Sendable Iyer’s calendar: the address for your phone');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain('Dear Rohan Desai');
    expect(text).toMatch(/Google Calendar[\s\S]*Apple Calendar[\s\S]*Outlook/);
    const path = feedPathIn(text);
    expect(mail?.parsed.html).toContain(`webcal://`);
    expect((await readFeed(path)).ics).toContain('X-WR-CALNAME:Sendable Iyer (Starline Talent)');

    // The outbox and the audit log hold no working address.
    const token = path.split('/').at(-1)?.replace('.ics', '') ?? '';
    const [stored] = await t.db.select().from(emails).where(eq(emails.celebrityId, celebrity.id));
    expect(stored?.html).toContain('/api/calendar-feeds/[hidden].ics');
    expect(stored?.html).not.toContain(token);
    const [audited] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, celebrity.id), eq(auditEntries.action, 'calendar_feed_sent')));
    expect(audited?.after).toEqual({ recipients: ['rohan.desai@example.com'], addressMadeNow: true });
    expect(audited?.actorId).toBe(staff.id);
    expect(JSON.stringify(audited)).not.toContain(token);

    // Sent again: the same address, not a new one (the manager's subscription keeps working).
    sink.received.length = 0;
    expect((await send(celebrity.id)).json().data).toMatchObject({ issued: false });
    await t.app.outbox.runOnce();
    const [again] = await sink.waitFor(1);
    expect(feedPathIn(again?.parsed.text ?? '')).toBe(path);

    // An admin renews it: the old one stops, and the next e-mail carries the new one.
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${celebrity.id}/calendar-feed`,
      headers: admin.headers,
    });
    expect(renewed.statusCode).toBe(201);
    expect((await readFeed(path)).status).toBe(404);
    sink.received.length = 0;
    expect((await send(celebrity.id)).statusCode).toBe(202);
    await t.app.outbox.runOnce();
    const [third] = await sink.waitFor(1);
    expect(feedPathIn(third?.parsed.text ?? '')).toBe(new URL((renewed.json().data as { url: string }).url).pathname);
  });

  it('refuses an address it cannot make again rather than replacing it (an admin renews it)', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Oldfeed Shah' });
    expect((await putManager(celebrity.id, MANAGER)).statusCode).toBe(200);
    // As an address made before seeds: a hash and no seed.
    await t.db
      .update(celebrities)
      .set({ calendarFeedTokenHash: 'f'.repeat(64), calendarFeedIssuedAt: new Date() })
      .where(eq(celebrities.id, celebrity.id));
    const refused = await send(celebrity.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CALENDAR_FEED_MAIL_MESSAGES.notRemakable);
    const [row] = await t.db.select().from(celebrities).where(eq(celebrities.id, celebrity.id));
    expect(row?.calendarFeedTokenHash).toBe('f'.repeat(64));
  });
});

describe('the feed’s events', () => {
  it('name the event, city and venue where known, holds and blackouts say what they are, and never the customer', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Events Banerjee' });
    const customer = { name: 'Ananya Kapoor', email: 'ananya.k@example.com', phoneNumber: '+91 91234 56789' };
    // A booking with its venue (agreed by phone), confirmed.
    const booked = await insertInquiry(t.db, { ...customer, celebrityId: celebrity.id, eventDate: '2027-06-10' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: staff.headers,
      payload: {
        inquiryId: booked.id,
        celebrityId: celebrity.id,
        start: '2027-06-10',
        end: '2027-06-10',
        venue: 'Rambagh Palace',
        ...phoneSale(11_800_000),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().data as Booking;
    await t.db.update(calendarEntries).set({ kind: 'confirmed' }).where(eq(calendarEntries.bookingId, booking._id));
    // A hold: a quote sent on another inquiry, of a corporate event.
    const held = await insertInquiry(t.db, {
      ...customer,
      celebrityId: celebrity.id,
      eventDate: '2027-07-20',
      eventType: 'Corporate Event',
    });
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${held.id}/quotes`,
      headers: staff.headers,
      payload: { ...phoneSale(11_800_000) },
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const quoteSent = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${(drafted.json().data as Quote)._id}/send`,
      headers: staff.headers,
    });
    expect(quoteSent.statusCode, quoteSent.body).toBe(200);
    // A booking's days without a booking or inquiry behind them: nothing is known but the days.
    await t.db
      .insert(calendarEntries)
      .values({ celebrityId: celebrity.id, kind: 'confirmed', startDate: '2027-08-05', endDate: '2027-08-05' });
    // A blackout.
    const blackout = await t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${celebrity.id}/blackouts`,
      headers: staff.headers,
      payload: { start: '2027-09-01', end: '2027-09-02', reason: 'Film shoot' },
    });
    expect(blackout.statusCode).toBe(201);

    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/celebrities/${celebrity.id}/calendar-feed`,
      headers: admin.headers,
    });
    const { ics } = await readFeed(new URL((issued.json().data as { url: string }).url).pathname);
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(4);
    const [withVenue, hold, bare, blocked] = events as [string, string, string, string];
    // insertInquiry's place is "Jaipur, Rajasthan"; iCalendar escapes commas.
    expect(withVenue).toContain('SUMMARY:Booked: Wedding\\, Jaipur\\, Rajasthan');
    expect(withVenue).toContain('LOCATION:Rambagh Palace\\, Jaipur\\, Rajasthan');
    expect(withVenue).toContain('Venue: Rambagh Palace');
    expect(withVenue).toContain(`Booking: ${booking.number}`);
    expect(withVenue).toContain('STATUS:CONFIRMED');
    expect(hold).toContain('SUMMARY:On hold: Corporate Event\\, Jaipur\\, Rajasthan (tentative)');
    expect(hold).toContain('LOCATION:Jaipur\\, Rajasthan');
    expect(hold).toContain('STATUS:TENTATIVE');
    expect(bare).toContain('SUMMARY:Booked\r\n');
    expect(bare).not.toContain('LOCATION:');
    expect(blocked).toContain('SUMMARY:Unavailable (blocked)');
    expect(blocked).toContain('Film shoot');
    expect(blocked).not.toContain('LOCATION:');
    // Never the customer: their name, address, phone, nor the billing name on the quote.
    for (const secret of ['Ananya', 'ananya.k@example.com', '91234', 'Kapoor Weddings', 'Marine Drive']) {
      expect(ics).not.toContain(secret);
    }
  });
});
