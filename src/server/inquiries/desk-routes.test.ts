import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/accounts/accounts-tables';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

const STAFF_NAME = 'Priya Nair';
const ADMIN_NAME = 'Arjun Shah';
const t = useSignedInApp({ staff: { name: STAFF_NAME }, admin: { name: ADMIN_NAME } });
let inquiryId: string;

beforeAll(async () => {
  inquiryId = (await insertInquiry(t.db)).id;
});

const UNKNOWN_ID = '3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21';

function activity(id = inquiryId, headers = t.staff.headers) {
  return t.app.inject({ method: 'GET', url: `/api/inquiries/${id}/activity`, headers });
}

type Activity = {
  notes: { authorName: string; body: string }[];
  timeline: { kind: string; actorName: string | null; details: Record<string, unknown> }[];
};

describe('notes', () => {
  it('are added by staff and listed newest first, each on the timeline with its author', async () => {
    for (const body of ['Called the customer', '  Sent the rate card  ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/inquiries/${inquiryId}/notes`,
        headers: t.staff.headers,
        payload: { body },
      });
      expect(res.statusCode).toBe(201);
    }
    const { data } = (await activity()).json<{ data: Activity }>();
    expect(data.notes.map((note) => note.body)).toEqual(['Sent the rate card', 'Called the customer']);
    expect(data.notes[0]?.authorName).toBe(STAFF_NAME);
    expect(data.timeline.filter((event) => event.kind === 'note_added').map((event) => event.actorName)).toEqual([
      STAFF_NAME,
      STAFF_NAME,
    ]);
  });

  it('refuse an empty note on its field, and an unknown inquiry with 404', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiryId}/notes`,
      headers: t.staff.headers,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
      { path: 'body', message: 'Note is required' },
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${UNKNOWN_ID}/notes`,
      headers: t.staff.headers,
      payload: { body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await activity(UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('the assignee', () => {
  function assign(assigneeId: string | null) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${inquiryId}/assignee`,
      headers: t.staff.headers,
      payload: { assigneeId },
    });
  }

  it('is any active member of the team, or nobody, and each change is on the timeline', async () => {
    expect((await assign(t.admin.id)).statusCode).toBe(200);
    expect((await assign(t.admin.id)).statusCode).toBe(200);
    expect((await assign(null)).statusCode).toBe(200);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row?.assigneeId).toBeNull();
    const { data } = (await activity()).json<{ data: Activity }>();
    expect(data.timeline.filter((event) => event.kind === 'assigned').map((event) => event.details)).toEqual([
      { assigneeId: t.admin.id, assigneeName: ADMIN_NAME },
      { assigneeId: null, assigneeName: null },
    ]);
  });

  it('cannot be a disabled account or someone unknown', async () => {
    const member = await t.createUser('staff');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id));
    for (const id of [member.id, UNKNOWN_ID]) {
      const res = await assign(id);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['assigneeId']);
    }
  });
});

describe('the quoted amount before quotes', () => {
  it('has no call any more: quotes have their own (POST /api/inquiries/:id/quotes)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${inquiryId}/quote`,
      headers: t.staff.headers,
      payload: { quotedAmount: 250000 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps an amount set before on the timeline, as it was recorded', async () => {
    const id = (await insertInquiry(t.db)).id;
    await t.db.insert(inquiryEvents).values({
      inquiryId: id,
      kind: 'quoted',
      actorName: STAFF_NAME,
      details: { from: null, to: 250000 },
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    const { data } = (await activity(id)).json<{ data: Activity }>();
    expect(data.timeline.filter((event) => event.kind === 'quoted')).toEqual([
      { kind: 'quoted', actorName: STAFF_NAME, details: { from: null, to: 250000 }, at: '2026-11-20T10:00:00.000Z' },
    ]);
  });
});

describe('the desk calls', () => {
  it('are for signed-in staff only', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/inquiries/${inquiryId}/activity` },
      { method: 'POST' as const, url: `/api/inquiries/${inquiryId}/notes`, payload: { body: 'x' } },
      { method: 'PUT' as const, url: `/api/inquiries/${inquiryId}/assignee`, payload: { assigneeId: null } },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });
});
