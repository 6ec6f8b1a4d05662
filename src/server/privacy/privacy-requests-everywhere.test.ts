import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiries, inquiryEvents, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Issue 18, finding 2: a privacy request finds the person everywhere the product keeps them,
 * also after staff deleted their inquiry (its audit entries, its e-mails, unlinked, remain), and
 * by their phone number as well as their address.
 */
const t = useSignedInApp({ admin: { name: 'Nisha Rao' }, config: { inquiryMaxPerHour: 100 } });

interface Sender {
  name: string;
  email: string;
  phoneNumber: string;
}
const MEERA: Sender = { name: 'Meera Iyer', email: 'meera.iyer@example.com', phoneNumber: '+91 99887 66554' };
const RAVI: Sender = { name: 'Ravi Shah', email: 'ravi.shah@example.com', phoneNumber: '+91 91234 56789' };

let celebrityId = '';
beforeAll(async () => {
  celebrityId = (await insertCelebrity(t.db, { name: 'Privacy Everywhere' })).id;
});

async function submit(sender: Sender, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: inquiryBody(celebrityId, { ...sender, ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

async function staffCall(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.staff.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBeLessThan(300);
}

function request(url: string, payload: { email: string; phone?: string }) {
  return t.app.inject({ method: 'POST', url: `/api/privacy/${url}`, headers: t.admin.headers, payload });
}

interface Exported {
  inquiries: { _id: string; email: string }[];
  emails: { inquiry: string | null; recipients: string[]; text: string; html: string }[];
  auditEntries: { subjectId: string; action: string; before: unknown; after: unknown }[];
  mentions: {
    record: string;
    _id: string;
    inquiry: string | null;
    field: string;
    excerpt: string;
    retained: boolean;
  }[];
}
async function exported(payload: { email: string; phone?: string }): Promise<Exported> {
  const res = await request('export', payload);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Exported }>().data;
}

/** Every value of every table a person can be in, as one text (to look for what must be gone). */
async function everythingStored(): Promise<string> {
  const tables = await Promise.all([
    t.db.select().from(inquiries),
    t.db.select().from(inquiryNotes),
    t.db.select().from(inquiryEvents),
    t.db.select().from(emails),
    t.db.select().from(auditEntries),
  ]);
  return JSON.stringify(tables);
}

describe('a privacy request for a person whose inquiry staff deleted', () => {
  let deletedId = '';
  let raviId = '';

  beforeAll(async () => {
    deletedId = await submit(MEERA);
    await staffCall('POST', `/api/inquiries/${deletedId}/notes`, { body: 'Prefers a call in the evening.' });
    await staffCall('PUT', `/api/inquiries/${deletedId}/status`, { status: 'contacted' });
    raviId = await submit(RAVI, { additionalDetails: 'My colleague Meera (Meera.Iyer@example.com) will call you.' });
    await staffCall('POST', `/api/inquiries/${raviId}/notes`, { body: 'Meera rang from 99887-66554 about this.' });
    await staffCall('DELETE', `/api/inquiries/${deletedId}`);
  });

  it('leaves, once deleted, audit entries and e-mails with her details (the timeline goes with it)', async () => {
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, deletedId));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'deleted',
      'note_added',
      'received',
      'status_changed',
    ]);
    expect(JSON.stringify(entries)).toContain(MEERA.email);
    const orphans = await t.db.select().from(emails).where(isNull(emails.inquiryId));
    expect(orphans.filter((email) => email.recipients.includes(MEERA.email))).toHaveLength(1);
    expect(
      orphans.filter((email) => email.text.includes(MEERA.email) && email.kind === 'team_new_inquiry'),
    ).toHaveLength(1);
    expect(await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, deletedId))).toEqual([]);
  });

  it('exports what is left of her: the e-mails, the audit entries, and where others mention her', async () => {
    const data = await exported({ email: MEERA.email });
    expect(data.inquiries).toEqual([]);
    expect(data.emails.map((email) => email.inquiry)).toEqual([null, null]);
    expect(data.emails.some((email) => email.recipients.includes(MEERA.email))).toBe(true);
    expect(data.emails.some((email) => email.text.includes(MEERA.phoneNumber))).toBe(true);
    const hers = data.auditEntries.filter((entry) => entry.subjectId === deletedId);
    expect(hers.map((entry) => entry.action).sort()).toEqual(['deleted', 'note_added', 'received', 'status_changed']);
    // Ravi's inquiry names her address, and so does its audit entry: where, and a few words
    // around it; nothing else of Ravi's (his address, his number).
    expect(data.auditEntries.some((entry) => entry.subjectId === raviId)).toBe(false);
    expect(data.mentions).toEqual([
      {
        record: 'inquiry',
        _id: raviId,
        inquiry: raviId,
        field: 'additionalDetails',
        excerpt: 'My colleague Meera (Meera.Iyer@example.com) will call you.',
        retained: false,
      },
      {
        record: 'audit',
        _id: expect.any(String) as string,
        inquiry: raviId,
        field: 'after',
        excerpt: 'My colleague Meera (Meera.Iyer@example.com) will call you.',
        retained: false,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(RAVI.email);
    // The note names her number only: found when the number is given.
    const withPhone = await exported({ email: MEERA.email, phone: '99887 66554' });
    expect(withPhone.mentions.filter((mention) => mention.record === 'note')).toEqual([
      {
        record: 'note',
        _id: expect.any(String) as string,
        inquiry: raviId,
        field: 'body',
        excerpt: 'Meera rang from 99887-66554 about this.',
        retained: false,
      },
    ]);
  });

  it('erases all of it by her e-mail address, with honest counts, and leaves Ravi his records', async () => {
    const res = await request('erase', { email: MEERA.email });
    expect(res.statusCode).toBe(200);
    const stored = await everythingStored();
    expect(stored.toLowerCase()).not.toContain(MEERA.email);
    expect(stored).not.toContain(MEERA.name);
    // (Ravi's note keeps her number, written otherwise: this request did not give it.)
    expect(stored).not.toContain(MEERA.phoneNumber);

    const { data } = res.json<{ data: { inquiriesErased: number; erased: Record<string, number> } }>();
    expect(data.inquiriesErased).toBe(0);
    // Her two e-mails and her four audit entries; Ravi's inquiry and its `received` entry mention her.
    expect(data.erased).toEqual({
      inquiries: 0,
      notes: 0,
      timeline: 0,
      emails: 2,
      auditEntries: 4,
      mentions: 2,
      payees: 0,
      managers: 0,
      talentAccounts: 0,
      blackoutRequests: 0,
    });
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, deletedId));
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.before === null && entry.after === null)).toBe(true);
    expect(entries.every((entry) => entry.subjectLabel === 'Erased on request')).toBe(true);

    const [ravi] = await t.db.select().from(inquiries).where(eq(inquiries.id, raviId));
    expect(ravi?.additionalDetails).toBe('My colleague Meera ([erased]) will call you.');
    expect(ravi?.email).toBe(RAVI.email);
    const raviEmails = await t.db.select().from(emails).where(eq(emails.inquiryId, raviId));
    expect(raviEmails).toHaveLength(2);
    const [raviReceived] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, raviId))
      .orderBy(auditEntries.createdAt);
    expect(raviReceived?.after).toMatchObject({ email: RAVI.email, additionalDetails: ravi?.additionalDetails });

    const after = await exported({ email: MEERA.email });
    expect([after.inquiries, after.emails, after.auditEntries, after.mentions]).toEqual([[], [], [], []]);
  });
});

describe('a privacy request with a phone number', () => {
  const KABIR: Sender = { name: 'Kabir Das', email: 'kabir@example.com', phoneNumber: '+91 90000 11122' };

  it('finds an inquiry sent from another address with the same number, and the number in notes', async () => {
    const first = await submit(KABIR);
    // The same number, written another way, from a work address: matched by the phone only.
    const second = await submit({ ...KABIR, email: 'kabir.work@example.com', phoneNumber: '090000-11122' });
    const elsewhere = await submit({ name: 'Tara Sen', email: 'tara@example.com', phoneNumber: '+91 93333 44455' });
    await staffCall('POST', `/api/inquiries/${elsewhere}/notes`, { body: 'Kabir called from 9000011122 for Tara.' });
    // A timeline entry on her inquiry that names his address (as an e-mail's recipients would).
    await t.db.insert(inquiryEvents).values({
      inquiryId: elsewhere,
      kind: 'email_failed',
      details: { emailKind: 'customer_status', error: '550 <kabir@example.com>: no such mailbox' },
    });
    // A longer number that merely contains his is someone else's.
    const longer = await submit({ name: 'Long Number', email: 'long@example.com', phoneNumber: '+91 90000 111223' });

    expect((await exported({ email: KABIR.email })).inquiries.map((inquiry) => inquiry._id)).toEqual([first]);
    const data = await exported({ email: KABIR.email, phone: '+919000011122' });
    expect(data.inquiries.map((inquiry) => inquiry._id)).toEqual([first, second]);
    expect(data.mentions.map(({ record, inquiry, field }) => ({ record, inquiry, field }))).toEqual([
      { record: 'note', inquiry: elsewhere, field: 'body' },
      { record: 'timeline', inquiry: elsewhere, field: 'details' },
      { record: 'audit', inquiry: elsewhere, field: 'after' },
    ]);
    expect(data.mentions[1]?.excerpt).toBe('550 <kabir@example.com>: no such mailbox');

    const res = await request('erase', { email: KABIR.email, phone: '90000 11122' });
    expect(res.statusCode).toBe(200);
    const { erased } = res.json<{ data: { erased: Record<string, number> } }>().data;
    expect(erased).toMatchObject({ inquiries: 2, emails: 4, auditEntries: 2 });
    // Tara's note, its audit entry (the note's text), the timeline entry, and nothing else of hers.
    expect(erased.mentions).toBe(3);

    const left = await t.db.select({ id: inquiries.id }).from(inquiries);
    expect(left.map((row) => row.id)).not.toContain(first);
    expect(left.map((row) => row.id)).not.toContain(second);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([elsewhere, longer]));
    const [note] = await t.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, elsewhere));
    expect(note?.body).toBe('Kabir called from [erased] for Tara.');
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, elsewhere));
    expect(events.map((event) => event.details)).toContainEqual({
      emailKind: 'customer_status',
      error: '550 <[erased]>: no such mailbox',
    });
    const stored = await everythingStored();
    expect(stored).not.toMatch(/kabir@|kabir\.work@|90000 11122(?!3)|090000-11122|9000011122(?!3)/);
  });
});

describe('a privacy request for an address that is also a team member’s', () => {
  it('leaves the team’s alerts about other people alone (their recipients are accounts)', async () => {
    await submit({ name: 'Asha Menon', email: 'asha.menon@example.com', phoneNumber: '+91 95555 66677' });
    const alerts = await t.db.select().from(emails).where(eq(emails.kind, 'team_new_inquiry'));
    expect(alerts.some((alert) => alert.recipients.includes(t.admin.email))).toBe(true);

    const res = await request('erase', { email: t.admin.email });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { erased: Record<string, number> } }>().data.erased).toMatchObject({
      inquiries: 0,
      emails: 0,
      mentions: 0,
    });
    expect(await t.db.select().from(emails).where(eq(emails.kind, 'team_new_inquiry'))).toHaveLength(alerts.length);
  });
});
