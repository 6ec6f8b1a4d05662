import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagedCelebrity } from '#shared/schemas/celebrity-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { emails } from '#server/mail/mail-tables';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { emailHashOf } from './privacy-requests.js';

/**
 * Issue 39: a celebrity's manager (name, phone, e-mail; decision 0038) is someone the agency
 * serves, so a privacy request made with their e-mail or phone finds the celebrities they
 * manage, exports the manager's details, and an erasure clears them while the celebrity stays.
 */
const t = useSignedInApp({ admin: { name: 'Nisha Rao' } });

const ROHAN = { name: 'Rohan Desai', phone: '+91 98200 12345', email: 'rohan.desai@example.com' };
const KAVYA = { name: 'Kavya Menon', phone: '+91 90040 55667', email: 'kavya.menon@example.com' };

let aarav = '';
let bela = '';
let chirag = '';
beforeAll(async () => {
  aarav = (await insertCelebrity(t.db, { name: 'Aarav Managed' })).id;
  bela = (await insertCelebrity(t.db, { name: 'Bela Managed' })).id;
  chirag = (await insertCelebrity(t.db, { name: 'Chirag Managed' })).id;
  for (const [id, manager] of [
    [aarav, ROHAN],
    [bela, ROHAN],
    [chirag, KAVYA],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/celebrities/${id}/manager`,
      headers: t.staff.headers,
      payload: manager,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // The calendar's address e-mailed to Rohan: an e-mail to him, and an audit entry naming him.
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/celebrities/${aarav}/calendar-feed/send`,
    headers: t.staff.headers,
  });
  expect(sent.statusCode, sent.body).toBe(202);
});

function request(url: 'export' | 'erase', payload: { email: string; phone?: string }) {
  return t.app.inject({ method: 'POST', url: `/api/privacy/${url}`, headers: t.admin.headers, payload });
}

async function managerOf(celebrityId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/celebrities/${celebrityId}/manager`,
    headers: t.staff.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { name: string; phone: string; email: string } }>().data;
}

describe('a celebrity’s manager in privacy requests', () => {
  it('exports the manager’s details with the celebrities they manage, found by their e-mail or their phone', async () => {
    const byEmail = await request('export', { email: ROHAN.email });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const { managers, emails: sentToThem } = byEmail.json<{
      data: { managers: ManagedCelebrity[]; emails: { kind: string }[] };
    }>().data;
    expect(managers).toEqual([
      { celebrityId: aarav, celebrityName: 'Aarav Managed', ...ROHAN },
      { celebrityId: bela, celebrityName: 'Bela Managed', ...ROHAN },
    ]);
    expect(sentToThem.map((email) => email.kind)).toEqual(['calendar_feed_link']);

    const byPhone = await request('export', { email: 'rohan.elsewhere@example.com', phone: '98200-12345' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const found = byPhone.json<{ data: { managers: ManagedCelebrity[] } }>().data.managers;
    expect(found.map((manager) => manager.celebrityId)).toEqual([aarav, bela]);

    const someoneElse = await request('export', { email: 'someone.else@example.com', phone: '+91 91111 22222' });
    expect(someoneElse.json<{ data: { managers: ManagedCelebrity[] } }>().data.managers).toEqual([]);
  });

  it('leaves the managers as they are for a request by someone else', async () => {
    const res = await request('erase', { email: 'someone.else@example.com', phone: '+91 91111 22222' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { erased: { managers: number } } }>().data.erased.managers).toBe(0);
    expect(await managerOf(aarav)).toEqual(ROHAN);
    expect(await managerOf(bela)).toEqual(ROHAN);
    expect(await managerOf(chirag)).toEqual(KAVYA);
  });

  it('erases the manager’s details, counted and audited, while the celebrities stay', async () => {
    const res = await request('erase', { email: ROHAN.email });
    expect(res.statusCode, res.body).toBe(200);
    const { erased } = res.json<{ data: { erased: Record<string, number> } }>().data;
    expect(erased).toMatchObject({ managers: 2, emails: 1 });

    const cleared = { name: '', phone: '', email: '' };
    expect(await managerOf(aarav)).toEqual(cleared);
    expect(await managerOf(bela)).toEqual(cleared);
    expect(await managerOf(chirag)).toEqual(KAVYA);
    const kept = await t.db.select({ name: celebrities.name }).from(celebrities);
    expect(kept.map((row) => row.name)).toEqual(expect.arrayContaining(['Aarav Managed', 'Bela Managed']));

    const [erasure] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'erased'), eq(auditEntries.subjectId, emailHashOf(ROHAN.email))));
    expect(erasure?.before).toMatchObject({ managers: 2 });
    const stored = JSON.stringify([
      await t.db.select().from(celebrities),
      await t.db.select().from(emails),
      await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'celebrity')),
    ]);
    expect(stored.toLowerCase()).not.toContain(ROHAN.email);
    expect(stored).not.toContain(ROHAN.phone);
    expect(stored).toContain(KAVYA.email);

    const again = await request('export', { email: ROHAN.email, phone: ROHAN.phone });
    expect(again.json<{ data: { managers: ManagedCelebrity[] } }>().data.managers).toEqual([]);
  });
});
