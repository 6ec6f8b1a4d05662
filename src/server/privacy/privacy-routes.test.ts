import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { privacyErasures } from './privacy-tables.js';
import { emailHashOf } from './privacy-requests.js';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/** One person's data on request: exported whole, or erased (and the erasure recorded). */
const t = useSignedInApp({ admin: { name: 'Nisha Rao' } });
const PERSON = 'asha.verma@example.com';

async function submitAs(email: string, name: string) {
  const celebrity = await insertCelebrity(t.db, { name: `Privacy ${name}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: inquiryBody(celebrity.id, { email, name }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

function call(url: string, email: string, headers: Record<string, string> = t.admin.headers) {
  return t.app.inject({ method: 'POST', url, headers, payload: { email } });
}

describe('privacy requests', () => {
  it('export every inquiry of the person, with notes, e-mails and timeline, and nobody else’s', async () => {
    const first = await submitAs(PERSON, 'Asha Verma');
    await submitAs(PERSON, 'Asha Verma');
    await submitAs('someone.else@example.com', 'Someone Else');
    await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${first}/notes`,
      headers: t.admin.headers,
      payload: { body: 'Asked for a callback on Monday.' },
    });
    // The address is matched as typed in any case, as the form stores it.
    const res = await call('/api/privacy/export', '  Asha.Verma@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json<{
      data: {
        email: string;
        inquiries: { email: string; activity: { notes: { body: string }[]; emails: unknown[] } }[];
      };
    }>();
    expect(data.email).toBe(PERSON);
    expect(data.inquiries).toHaveLength(2);
    expect(data.inquiries.every((inquiry) => inquiry.email === PERSON)).toBe(true);
    expect(data.inquiries[0]?.activity.notes.map((note) => note.body)).toEqual(['Asked for a callback on Monday.']);
    expect(data.inquiries[0]?.activity.emails).toHaveLength(2);
  });

  it('erase the person’s inquiries and the e-mails about them, and record it without the address', async () => {
    const ids = (await t.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, PERSON))).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(0);
    const res = await call('/api/privacy/erase', PERSON);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { inquiriesErased: number; actorName: string } }>().data).toMatchObject({
      inquiriesErased: ids.length,
      actorName: 'Nisha Rao',
      // Two inquiries with their timelines (received; the note) and the note; each one's
      // acknowledgement and team alert; their audit entries (received twice, the note).
      erased: { inquiries: 2, notes: 1, timeline: 3, emails: 4, auditEntries: 3, mentions: 0 },
      retained: 0,
    });
    expect(await t.db.select().from(inquiries).where(eq(inquiries.email, PERSON))).toHaveLength(0);
    for (const id of ids) {
      expect(await t.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id))).toHaveLength(0);
    }
    const left = await t.db.select({ recipients: emails.recipients, text: emails.text }).from(emails);
    expect(left.some((email) => email.recipients.includes(PERSON) || email.text.includes(PERSON))).toBe(false);
    // Someone else's inquiry and e-mails stay.
    expect(left.some((email) => email.recipients.includes('someone.else@example.com'))).toBe(true);
    const [record] = await t.db.select().from(privacyErasures);
    expect(record?.emailHash).toBe(emailHashOf(PERSON));
    expect(JSON.stringify(record)).not.toContain('asha');

    const listed = await t.app.inject({ method: 'GET', url: '/api/privacy/erasures', headers: t.admin.headers });
    expect(listed.json<{ data: { inquiriesErased: number }[] }>().data[0]?.inquiriesErased).toBe(ids.length);
  });

  it('are for admins only, and need a valid e-mail and, when given, phone number', async () => {
    expect((await call('/api/privacy/export', PERSON, {})).statusCode).toBe(401);
    expect((await call('/api/privacy/erase', PERSON, t.staff.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/erasures', headers: t.staff.headers })).statusCode,
    ).toBe(403);
    const bad = await call('/api/privacy/erase', 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['email']);
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/export',
      headers: t.admin.headers,
      payload: { email: PERSON, phone: 'call me' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['phone']);
  });
});
