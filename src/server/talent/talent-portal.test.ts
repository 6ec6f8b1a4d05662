import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/accounts/accounts-tables';
import { createSession } from '#server/accounts/sessions';
import { auditEntries } from '#server/audit/audit-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { blackoutRequests, talentCelebrities } from './talent-tables.js';

/**
 * The talent portal's calls (issue 39), each only of the celebrities bound to the account:
 * upcoming bookings without a word of the customer, the diary, blackout requests, and staff
 * approving (through the calendar's guard) or rejecting them. Another celebrity's or request's
 * id answers 404.
 */

const t = useSignedInApp();
const fixtures = bookingFixtures(t);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A talent account bound to `celebrityIds`, invited by the admin, with a session. */
async function talentOf(celebrityIds: string[], email: string, shareFees = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/talent-invitations',
    headers: t.admin.headers,
    payload: { email, name: `Talent ${email}`, celebrityIds, shareFees },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.talentUser._id as string;
  // As if the invitation's link had been used (talent-invitations.test.ts walks that way).
  await t.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, id));
  const token = await createSession(t.db, id, 1);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

function ask(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/talent/blackout-requests', headers, payload });
}

describe('GET /api/talent/bookings and /api/talent/calendar', () => {
  it('show the bound celebrity’s bookings and diary, never the customer, never another celebrity', async () => {
    const mine = await fixtures.phoneBooking('2027-03-10', 11_800_000);
    const theirs = await fixtures.phoneBooking('2027-03-12', 11_800_000);
    expect((await fixtures.blackout(mine.celebrity.id, '2027-03-20', '2027-03-21')).statusCode).toBe(201);
    const talent = await talentOf([mine.celebrity.id], 'bookings@talent.example');

    const res = await get('/api/talent/bookings', talent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual([
      {
        _id: mine.booking._id,
        number: mine.booking.number,
        celebrity: { _id: mine.celebrity.id, name: expect.any(String) },
        state: 'awaiting_advance',
        start: '2027-03-10',
        end: '2027-03-10',
        // The phone booking's travel day either side, and its venue (the inquiry's place here).
        bufferBefore: 1,
        bufferAfter: 1,
        city: 'Jaipur, Rajasthan',
        venue: 'Jaipur, Rajasthan',
        eventType: 'Wedding',
      },
    ]);
    // Nothing of the customer: their name, e-mail, phone, billing block, nor any amount.
    for (const secret of ['Ananya', 'ishaan@example.com', '98765', 'Kapoor Weddings', 'Paise', '11800000']) {
      expect(res.body).not.toContain(secret);
    }

    const calendar = await get('/api/talent/calendar?from=2027-03-01&to=2027-03-31', talent.headers);
    expect(calendar.statusCode).toBe(200);
    const entries = calendar.json().data.entries as { kind: string; start: string; reason: string; city: string }[];
    expect(entries.map((entry) => [entry.kind, entry.start])).toEqual([
      ['hold', '2027-03-10'],
      ['blackout', '2027-03-20'],
    ]);
    expect(entries[0]).toMatchObject({ city: 'Jaipur, Rajasthan', reason: '' });
    expect(entries[1]).toMatchObject({ reason: 'Tour', city: '' });
    // The staff's listing of the same days, through the talent's projection: only these fields,
    // nothing of the customer, the inquiry's reference or who on the staff made the entry.
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          '_id',
          'bufferAfter',
          'bufferBefore',
          'celebrity',
          'city',
          'end',
          'eventType',
          'kind',
          'reason',
          'start',
        ].sort(),
      );
    }
    const [inquiry] = await t.db
      .select({ reference: inquiries.reference })
      .from(inquiries)
      .where(eq(inquiries.id, mine.inquiry.id));
    expect(inquiry?.reference).toMatch(/^SLT-/);
    for (const secret of ['Ananya', 'ishaan@example.com', '98765', 'Kapoor Weddings', inquiry!.reference]) {
      expect(calendar.body).not.toContain(secret);
    }
    expect(calendar.body).not.toContain(theirs.booking.number);

    // Another celebrity's id answers as if it did not exist.
    expect((await get(`/api/talent/bookings?celebrity=${theirs.celebrity.id}`, talent.headers)).statusCode).toBe(404);
    const elsewhere = await get(
      `/api/talent/calendar?from=2027-03-01&to=2027-03-31&celebrity=${theirs.celebrity.id}`,
      talent.headers,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(`/api/talent/bookings?celebrity=${mine.celebrity.id}`, talent.headers)).json().data).toHaveLength(
      1,
    );
  });
});

describe('a blackout request', () => {
  it('is checked: not past, forwards, bounded, not on taken days, only for one’s own celebrity', async () => {
    const { celebrity, booking } = await fixtures.phoneBooking('2027-05-10', 11_800_000);
    const stranger = await insertCelebrity(t.db, { name: 'Not Mine' });
    const talent = await talentOf([celebrity.id], 'checks@talent.example');
    const base = { celebrityId: celebrity.id, reason: 'Family wedding' };

    const past = await ask(talent.headers, { ...base, start: '2020-01-01', end: '2020-01-02' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'start', message: 'Start cannot be in the past' }]);
    const backwards = await ask(talent.headers, { ...base, start: '2027-06-05', end: '2027-06-01' });
    expect(backwards.statusCode).toBe(400);
    const long = await ask(talent.headers, { ...base, start: '2027-06-01', end: '2027-12-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('A blackout request covers at most 90 days');

    // The booking's hold does not take the day for good; once confirmed it does.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/confirm`,
      headers: t.staff.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const taken = await ask(talent.headers, { ...base, start: '2027-05-09', end: '2027-05-11' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'These days are already taken: a confirmed booking on 10 May 2027 (with 1 day of travel before and after)',
    );

    const notMine = await ask(talent.headers, {
      ...base,
      celebrityId: stranger.id,
      start: '2027-06-01',
      end: '2027-06-02',
    });
    expect(notMine.statusCode).toBe(404);
    expect(await t.db.select().from(blackoutRequests).where(eq(blackoutRequests.celebrityId, stranger.id))).toEqual([]);

    const made = await ask(talent.headers, { ...base, start: '2027-06-01', end: '2027-06-02' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      state: 'pending',
      start: '2027-06-01',
      end: '2027-06-02',
      blackoutId: null,
    });
    const twice = await ask(talent.headers, { ...base, start: '2027-06-02', end: '2027-06-03' });
    expect(twice.statusCode).toBe(409);
  });

  it('approved by staff becomes a blackout through the calendar, e-mailed and audited; a clash keeps it pending', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Approve Star' });
    const talent = await talentOf([celebrity.id], 'approve@talent.example');
    const first = (
      await ask(talent.headers, { celebrityId: celebrity.id, start: '2027-07-01', end: '2027-07-03', reason: 'Rest' })
    ).json().data;
    const second = (
      await ask(talent.headers, { celebrityId: celebrity.id, start: '2027-07-10', end: '2027-07-10', reason: 'Exam' })
    ).json().data;

    const pending = await get('/api/blackout-requests?state=pending', t.staff.headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((request: { _id: string }) => request._id)).toEqual(
      expect.arrayContaining([first._id, second._id]),
    );

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/blackout-requests/${first._id}/approve`,
      headers: t.staff.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', decidedByName: expect.any(String) });
    const [blackout] = await t.db
      .select()
      .from(calendarEntries)
      .where(eq(calendarEntries.id, approved.json().data.blackoutId));
    expect(blackout).toMatchObject({
      kind: 'blackout',
      startDate: '2027-07-01',
      endDate: '2027-07-03',
      reason: 'Rest',
    });
    const mail = await t.db.select().from(emails).where(eq(emails.kind, 'blackout_approved'));
    expect(mail.map((row) => row.recipients)).toContainEqual(['approve@talent.example']);
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, celebrity.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['blackout_added', 'blackout_request_approved']),
    );

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/blackout-requests/${first._id}/approve`,
      headers: t.staff.headers,
    });
    expect(again.statusCode).toBe(409);

    // Staff black out the second request's day meanwhile: approving it now clashes.
    expect((await fixtures.blackout(celebrity.id, '2027-07-10')).statusCode).toBe(201);
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/blackout-requests/${second._id}/approve`,
      headers: t.staff.headers,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('These dates clash with a blackout on 10 July 2027: Tour');
    const [still] = await t.db.select().from(blackoutRequests).where(eq(blackoutRequests.id, second._id));
    expect(still).toMatchObject({ state: 'pending', blackoutId: null });

    // The talent sees the approved blackout and the request still pending in their diary.
    const diary = (await get('/api/talent/calendar?from=2027-07-01&to=2027-07-31', talent.headers)).json().data;
    expect(diary.entries.map((entry: { kind: string; start: string }) => [entry.kind, entry.start])).toEqual([
      ['blackout', '2027-07-01'],
      ['blackout', '2027-07-10'],
    ]);
    expect(diary.pendingRequests.map((request: { _id: string }) => request._id)).toEqual([second._id]);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/blackout-requests/${UNKNOWN}/approve`,
      headers: t.staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('rejected by staff needs a reason, which the talent is e-mailed', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Reject Star' });
    const talent = await talentOf([celebrity.id], 'reject@talent.example');
    const request = (
      await ask(talent.headers, {
        celebrityId: celebrity.id,
        start: '2027-08-01',
        end: '2027-08-02',
        reason: 'Holiday',
      })
    ).json().data;
    const reject = (payload?: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/blackout-requests/${request._id}/reject`,
        headers: t.staff.headers,
        payload,
      });
    expect((await reject({ reason: '' })).statusCode).toBe(400);
    const res = await reject({ reason: 'A show is being agreed for those days' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'rejected',
      decisionReason: 'A show is being agreed for those days',
    });
    const [mail] = await t.db.select().from(emails).where(eq(emails.kind, 'blackout_rejected'));
    expect(mail?.recipients).toEqual(['reject@talent.example']);
    expect(mail?.text).toContain('A show is being agreed for those days');
    // Audited like an approval: the request as it was and as it was decided, and no blackout.
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, celebrity.id));
    expect(audit.map((row) => row.action)).toEqual(['blackout_request_rejected']);
    expect(audit[0]?.before).toMatchObject({ state: 'pending', decidedByName: null });
    expect(audit[0]?.after).toMatchObject({ state: 'rejected', blackoutId: null });
    expect((await reject({ reason: 'Again' })).statusCode).toBe(409);
  });
});

describe('PUT /api/talent-users/:id', () => {
  it('rebinds the celebrities, switches fee sharing, and disabling ends the sessions', async () => {
    const first = await insertCelebrity(t.db, { name: 'First Star' });
    const second = await insertCelebrity(t.db, { name: 'Second Star' });
    const talent = await talentOf([first.id], 'rebind@talent.example');
    const put = (payload: Record<string, unknown>, headers = t.admin.headers) =>
      t.app.inject({ method: 'PUT', url: `/api/talent-users/${talent.id}`, headers, payload });

    const moved = await put({ celebrityIds: [second.id], shareFees: true, status: 'active' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ shareFees: true, celebrities: [{ _id: second.id }] });
    const bound = await t.db.select().from(talentCelebrities).where(eq(talentCelebrities.userId, talent.id));
    expect(bound.map((row) => row.celebrityId)).toEqual([second.id]);
    expect((await get(`/api/talent/bookings?celebrity=${first.id}`, talent.headers)).statusCode).toBe(404);

    expect(
      (await put({ celebrityIds: [second.id], shareFees: true, status: 'active' }, t.staff.headers)).statusCode,
    ).toBe(403);
    const staffId = await t.app.inject({
      method: 'PUT',
      url: `/api/talent-users/${t.staff.id}`,
      headers: t.admin.headers,
      payload: { celebrityIds: [second.id], shareFees: false, status: 'disabled' },
    });
    expect(staffId.statusCode).toBe(404);

    const disabled = await put({ celebrityIds: [second.id], shareFees: true, status: 'disabled' });
    expect(disabled.json().data).toMatchObject({ status: 'disabled', state: 'disabled' });
    expect((await get('/api/talent/me', talent.headers)).statusCode).toBe(401);
  });
});

describe('a privacy request for a talent', () => {
  it('exports their account and blackout requests, and erasure removes them', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Private Star' });
    const talent = await talentOf([celebrity.id], 'private@talent.example');
    const request = await ask(talent.headers, {
      celebrityId: celebrity.id,
      start: '2027-09-01',
      end: '2027-09-01',
      reason: 'Medical',
    });
    expect(request.statusCode).toBe(201);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/export',
      headers: t.admin.headers,
      payload: { email: 'private@talent.example' },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json().data;
    expect(data.talentAccounts).toHaveLength(1);
    expect(data.talentAccounts[0]).toMatchObject({
      email: 'private@talent.example',
      celebrities: [{ _id: celebrity.id }],
      blackoutRequests: [{ reason: 'Medical' }],
    });
    expect(data.emails.map((mail: { kind: string }) => mail.kind)).toContain('talent_invitation');

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: t.admin.headers,
      payload: { email: 'private@talent.example' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.erased).toMatchObject({ talentAccounts: 1, blackoutRequests: 1 });
    expect(await t.db.select().from(users).where(eq(users.id, talent.id))).toEqual([]);
    expect(await t.db.select().from(blackoutRequests).where(eq(blackoutRequests.celebrityId, celebrity.id))).toEqual(
      [],
    );
  });
});
