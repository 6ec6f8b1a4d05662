import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailSummary } from '#shared/schemas/email';
import { emails } from './mail-tables.js';
import { queueEmail } from '#server/mail/outbox';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The outbox searched (`GET /api/emails?q=`): by the inquiry's reference, a recipient's address
 * or the subject, in any case, with the state filter and the cursor paging as without a search.
 */
const t = useSignedInApp({ config: { notifyEmails: ['desk@starline.example'], inquiryMaxPerHour: 1000 } });

interface Listed {
  data: EmailSummary[];
  meta: { total: number; totalKind?: string; next?: string };
}

async function list(query: string, headers = t.staff.headers): Promise<Listed> {
  const res = await t.app.inject({ method: 'GET', url: `/api/emails${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listed>();
}

/** A visitor's inquiry through the API (its acknowledgement and team alert are queued with it). */
async function submitInquiry(celebrity: string, email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(celebrity, { email }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { reference: string } }>().data.reference;
}

let kavya: string;
let rohan: string;

beforeAll(async () => {
  const celebrity = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
  kavya = await submitInquiry(celebrity.id, 'kavya.rao@example.com');
  // No mail server in the test app: the sender keeps the first two e-mails, marked unsent.
  await t.app.outbox.runOnce();
  rohan = await submitInquiry(celebrity.id, 'rohan@example.org');
});

describe('GET /api/emails?q=', () => {
  it('finds an inquiry’s e-mails by its reference, in any case', async () => {
    const found = await list(`?q=${kavya.toLowerCase()}`);
    expect(found.data.map((email) => email.kind).sort()).toEqual(['inquiry_received', 'team_new_inquiry']);
    expect(found.meta.total).toBe(2);
  });

  it('finds by the reference even where the subject does not carry it', async () => {
    const [acknowledgement] = (await list(`?q=${kavya}`)).data.filter((email) => email.kind === 'inquiry_received');
    await t.db.update(emails).set({ subject: 'Thank you' }).where(eq(emails.id, acknowledgement!._id));
    // The search text was made when the e-mail was queued, from the reference itself.
    expect((await list(`?q=${kavya}`)).data.map((email) => email._id)).toContain(acknowledgement!._id);
  });

  it('finds by a recipient’s address or part of it', async () => {
    const found = await list('?q=KAVYA.RAO@');
    expect(found.data.map((email) => email.recipients)).toEqual([['kavya.rao@example.com']]);
    expect((await list('?q=desk@starline')).data).toHaveLength(2);
  });

  it('finds by words of the subject', async () => {
    const found = await list(`?q=${encodeURIComponent(`new inquiry ${rohan}`)}`);
    expect(found.data.map((email) => email.subject)).toEqual([expect.stringContaining(`New inquiry ${rohan}`)]);
  });

  it('combines the search with the state', async () => {
    expect((await list(`?q=${kavya}&state=unsent`)).data).toHaveLength(2);
    expect((await list(`?q=${kavya}&state=pending`)).data).toHaveLength(0);
    const waiting = await list('?q=desk@&state=pending');
    expect(waiting.data.map((email) => email.subject)).toEqual([expect.stringContaining(rohan)]);
  });

  it('pages a search by cursor', async () => {
    const first = await list('?q=inquiry&limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.meta.total).toBe(4);
    const second = await list(`?q=inquiry&limit=3&after=${first.meta.next}`);
    expect(second.data).toHaveLength(1);
    expect(second.meta.next).toBeUndefined();
    const ids = [...first.data, ...second.data].map((email) => email._id);
    expect(new Set(ids).size).toBe(4);
  });

  it('answers an empty page when nothing matches, and takes wildcards as text', async () => {
    for (const q of ['SLT-1999-0001', '%', '_']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(found.data, q).toEqual([]);
      expect(found.meta.total, q).toBe(0);
    }
  });

  it('refuses a search longer than 100 characters, or of more than one line, with 400 on q', async () => {
    for (const q of ['x'.repeat(101), 'two\nlines']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/emails?q=${encodeURIComponent(q)}`,
        headers: t.staff.headers,
      });
      expect(res.statusCode).toBe(400);
      const errors = res.json<{ errors: { path: string; message: string }[] }>().errors;
      expect(errors).toContainEqual(
        expect.objectContaining({
          path: 'q',
          message:
            q.length > 100 ? 'Search text must be at most 100 characters' : 'Search text contains an invalid character',
        }),
      );
    }
  });

  it('never finds a password reset for staff', async () => {
    await queueEmail(t.db, {
      kind: 'password_reset',
      recipients: ['asha.rao@starline.example'],
      subject: 'Reset your Starline password',
      html: '',
      text: '',
    });
    expect((await list('?q=asha.rao', t.admin.headers)).data.map((email) => email.kind)).toEqual(['password_reset']);
    expect((await list('?q=asha.rao')).data).toEqual([]);
  });
});
