import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/audit';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';
import { auditEntries } from './audit-tables.js';
import { inquiryBody } from '#server/test/fixtures';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The audit log: every change, with who, when, what and the values before and after, written in
 * the change's own transaction and kept when the record goes; admins read it by person, kind,
 * days and text.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Iyer' } });

async function audit(query = '', headers: Record<string, string> = t.admin.headers) {
  return t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
}

async function entries(query = ''): Promise<AuditEntry[]> {
  const res = await audit(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AuditEntry[] }>().data;
}

/** A general inquiry (no celebrity) from a visitor; its id. */
async function sendInquiry(name: string, email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      ...inquiryBody('', { name, email, additionalDetails: 'A singer for our anniversary.', eventType: undefined }),
      celebrity: undefined,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string; reference: string } }>().data;
}

describe('GET /api/audit', () => {
  it('answers 401 signed out and 403 to staff', async () => {
    expect((await audit('', {})).statusCode).toBe(401);
    expect((await audit('', t.staff.headers)).statusCode).toBe(403);
  });

  it('refuses unreadable filters with 400 on their field', async () => {
    for (const [query, field] of [
      ['?kind=pets', 'kind'],
      ['?actor=someone', 'actor'],
      ['?from=yesterday', 'from'],
      ['?from=2026-11-20&to=2026-11-01', 'to'],
    ] as const) {
      const res = await audit(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(field);
    }
  });
});

describe('what the audit log records', () => {
  it("a visitor's inquiry and each staff change on it, with the values before and after", async () => {
    const inquiry = await sendInquiry('Rhea Kapoor');
    const label = `${inquiry.reference} (Rhea Kapoor)`;
    const staff = t.staff.headers;
    const put = (path: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/inquiries/${inquiry._id}/${path}`, headers: staff, payload });
    expect((await put('status', { status: 'contacted' })).statusCode).toBe(200);
    expect((await put('assignee', { assigneeId: t.admin.id })).statusCode).toBe(200);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiry._id}/notes`,
      headers: staff,
      payload: { body: 'Called back; wants a playback singer.' },
    });
    expect(note.statusCode).toBe(201);

    const found = await entries(`?kind=inquiry&q=${encodeURIComponent(inquiry.reference)}`);
    expect(found.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['note_added', 'Vikram Iyer'],
      ['assigned', 'Vikram Iyer'],
      ['status_changed', 'Vikram Iyer'],
      ['received', 'Website visitor'],
    ]);
    for (const entry of found)
      expect(entry).toMatchObject({ kind: 'inquiry', subjectId: inquiry._id, subjectLabel: label });
    const byAction = new Map(found.map((entry) => [entry.action, entry]));
    expect(byAction.get('status_changed')).toMatchObject({
      actorId: t.staff.id,
      before: { status: 'pending' },
      after: { status: 'contacted', emailedCustomer: false },
    });
    expect(byAction.get('assigned')).toMatchObject({ before: { assignee: null }, after: { assignee: 'Asha Rao' } });
    expect(byAction.get('note_added')?.after).toEqual({ note: 'Called back; wants a playback singer.' });
    expect(byAction.get('received')).toMatchObject({ actorId: null, before: null, after: { name: 'Rhea Kapoor' } });
  });

  it('a deleted inquiry, kept as it was after the record is gone', async () => {
    const inquiry = await sendInquiry('Kabir Sethi');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/inquiries/${inquiry._id}`,
      headers: t.staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const [deleted] = await entries(`?q=${encodeURIComponent(inquiry.reference)}&actor=${t.staff.id}`);
    expect(deleted).toMatchObject({
      action: 'deleted',
      before: { _id: inquiry._id, name: 'Kabir Sethi', reference: inquiry.reference },
      after: null,
    });
    // Every entry about it is still there, the visitor's included.
    expect(await entries(`?q=${encodeURIComponent(inquiry.reference)}`)).toHaveLength(2);
  });

  it("an erasure on request, and nothing of the person's left in the entries about them", async () => {
    const inquiry = await sendInquiry('Tara Menon', 'tara.menon@example.com');
    await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${inquiry._id}/status`,
      headers: t.staff.headers,
      payload: { status: 'contacted' },
    });
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: t.admin.headers,
      payload: { email: 'tara.menon@example.com' },
    });
    expect(erased.statusCode).toBe(200);
    const rows = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, inquiry._id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ subjectLabel: 'Erased on request', before: null, after: null });
      expect(JSON.stringify(row)).not.toMatch(/tara|menon/i);
    }
    const [erasure] = await entries(`?kind=inquiry&actor=${t.admin.id}`);
    expect(erasure).toMatchObject({ action: 'erased', actorName: 'Asha Rao', before: { inquiries: 1 }, after: null });
    expect(JSON.stringify(erasure)).not.toMatch(/tara|menon/i);
  });

  it('a save of the site content and of a legal page, with both versions', async () => {
    const contact = { ...DEFAULT_SITE_CONTENT.contact, officeHours: 'Every day, 9 am to 9 pm IST' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site/contact',
      headers: t.admin.headers,
      payload: contact,
    });
    expect(saved.statusCode).toBe(200);
    const legal = await t.app.inject({
      method: 'PUT',
      url: '/api/legal/terms',
      headers: t.admin.headers,
      payload: { title: 'Terms of Service', markdown: '## Bookings\n\nNew terms.' },
    });
    expect(legal.statusCode).toBe(200);

    const [terms, site] = await entries('?kind=settings');
    expect(site).toMatchObject({
      action: 'updated',
      subjectId: 'contact',
      subjectLabel: 'Contact details',
      actorName: 'Asha Rao',
      before: { officeHours: DEFAULT_SITE_CONTENT.contact.officeHours },
      after: { officeHours: 'Every day, 9 am to 9 pm IST' },
    });
    expect(terms).toMatchObject({
      subjectId: 'legal/terms',
      subjectLabel: 'Terms of Service',
      after: { title: 'Terms of Service', markdown: '## Bookings\n\nNew terms.' },
    });
    expect((terms?.before as { markdown: string }).markdown).toMatch(/These terms apply/);
  });
});

describe('the list', () => {
  it('is newest first, paged, by person, kind, days (India) and text', async () => {
    for (const name of ['Paging One', 'Paging Two', 'Paging Three']) await sendInquiry(name);
    const first = await audit('?q=paging&limit=2');
    const meta = first.json<{ meta: { total: number; next: string } }>().meta;
    expect(meta).toEqual({ total: 3, limit: 2, offset: 0, next: expect.any(String) });
    // The next page by offset and by cursor are the same page.
    const byCursor = await entries(`?q=paging&limit=2&after=${meta.next}`);
    expect(byCursor).toEqual(await entries('?q=paging&limit=2&offset=2'));
    const names = [...first.json<{ data: AuditEntry[] }>().data, ...byCursor].map((entry) =>
      entry.subjectLabel.replace(/^SLT-\d{4}-\d{4} \((.*)\)$/, '$1'),
    );
    expect(names).toEqual(['Paging Three', 'Paging Two', 'Paging One']);

    // Today in India holds them; a range that ended yesterday does not.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await entries(`?q=paging&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await entries('?q=paging&from=2020-01-01&to=2020-12-31')).toHaveLength(0);
    // By person: the visitor has no account, so no team member's filter finds these.
    expect(await entries(`?q=paging&actor=${t.staff.id}`)).toHaveLength(0);
    expect(await entries('?q=paging&kind=celebrity')).toHaveLength(0);
  });
});
