import { beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The desk's view of the list: the inquiry's reference, clock, assignee and quote in every
 * answer; the filters by assignee ("me" and "none"), clock (overdue, due soon, both) and event
 * dates; the search by e-mail and phone; the three orders; and one inquiry by id.
 */
const t = useSignedInApp({ staff: { name: 'Kavya Iyer' }, admin: { name: 'Rohan Mehta' } });

const HOUR = 3_600_000;
const TAG = 'Desklist';
const ids: Record<string, string> = {};

beforeAll(async () => {
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * HOUR);
  // Each name starts with the tag so a search for it lists only these.
  ids.overdue = (
    await insertInquiry(t.db, {
      name: `${TAG} Overdue`,
      createdAt: at(-30),
      replyBy: at(-6),
      eventDate: '2031-03-10',
      assigneeId: t.staff.id,
      email: 'overdue.customer@example.com',
    })
  ).id;
  ids.dueSoon = (
    await insertInquiry(t.db, {
      name: `${TAG} Due soon`,
      createdAt: at(-21),
      replyBy: at(3),
      eventDate: '2031-01-05',
      assigneeId: t.admin.id,
      phoneNumber: '+91 99887 76655',
    })
  ).id;
  ids.fresh = (
    await insertInquiry(t.db, { name: `${TAG} Fresh`, createdAt: at(-1), replyBy: at(23), eventDate: '2031-02-20' })
  ).id;
  // Answered late: never overdue again, whatever its status.
  ids.answered = (
    await insertInquiry(t.db, {
      name: `${TAG} Answered`,
      status: 'pending',
      createdAt: at(-50),
      replyBy: at(-26),
      firstResponseAt: at(-20),
      eventDate: '2031-04-01',
    })
  ).id;
});

type Listed = {
  _id: string;
  name: string;
  reference: string;
  replyBy: string;
  firstResponseAt: string | null;
  assignee: { _id: string; name: string } | null;
  quoteState: string | null;
  quoteTotalPaise: number | null;
};

async function list(query: string, headers = t.staff.headers) {
  const res = await t.app.inject({ method: 'GET', url: `/api/inquiries?q=${TAG}&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Listed[]; meta: { total: number } }>();
}

const names = (body: { data: Listed[] }) => body.data.map((inquiry) => inquiry.name.replace(`${TAG} `, ''));

describe('the inquiry list of the desk', () => {
  it('answers each inquiry with its reference, clock, assignee and quote', async () => {
    const { data } = await list('sort=reply-by');
    const overdue = data.find((inquiry) => inquiry._id === ids.overdue);
    expect(overdue).toMatchObject({
      reference: expect.stringMatching(/^SLT-/),
      firstResponseAt: null,
      assignee: { _id: t.staff.id, name: 'Kavya Iyer' },
      quoteState: null,
      quoteTotalPaise: null,
    });
    expect(Date.parse(overdue?.replyBy ?? '')).toBeLessThan(Date.now());
  });

  it('filters by the clock: overdue, due soon, or both, counting only inquiries never answered', async () => {
    expect(names(await list('clock=overdue'))).toEqual(['Overdue']);
    expect(names(await list('clock=due-soon'))).toEqual(['Due soon']);
    expect(names(await list('clock=at-risk&sort=reply-by'))).toEqual(['Overdue', 'Due soon']);
    expect((await list('clock=at-risk')).meta.total).toBe(2);
  });

  it('filters by assignee: a member, "me" (whoever asks) and "none"', async () => {
    expect(names(await list('assignee=me'))).toEqual(['Overdue']);
    expect(names(await list('assignee=me', t.admin.headers))).toEqual(['Due soon']);
    expect(names(await list(`assignee=${t.admin.id}`))).toEqual(['Due soon']);
    expect(names(await list('assignee=none&sort=received'))).toEqual(['Fresh', 'Answered']);
  });

  it('filters by event dates, both ends included', async () => {
    expect(names(await list('eventFrom=2031-02-20&eventTo=2031-03-10&sort=event-date'))).toEqual(['Fresh', 'Overdue']);
    expect(names(await list('eventTo=2031-01-05'))).toEqual(['Due soon']);
  });

  it('sorts by received, event date and reply-by, either way', async () => {
    expect(names(await list(''))).toEqual(['Fresh', 'Due soon', 'Overdue', 'Answered']);
    expect(names(await list('sort=received&order=asc'))).toEqual(['Answered', 'Overdue', 'Due soon', 'Fresh']);
    expect(names(await list('sort=event-date'))).toEqual(['Due soon', 'Fresh', 'Overdue', 'Answered']);
    expect(names(await list('sort=event-date&order=desc'))).toEqual(['Answered', 'Overdue', 'Fresh', 'Due soon']);
    expect(names(await list('sort=reply-by'))).toEqual(['Answered', 'Overdue', 'Due soon', 'Fresh']);
  });

  it('finds an inquiry by e-mail and by phone, however the digits are spaced', async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/inquiries?q=${encodeURIComponent(q)}`,
        headers: t.staff.headers,
      });
      return res.json<{ data: Listed[] }>().data.map((inquiry) => inquiry.name);
    };
    expect(await search('overdue.customer@')).toEqual([`${TAG} Overdue`]);
    expect(await search('99887 76655')).toEqual([`${TAG} Due soon`]);
    expect(await search('9988776655')).toEqual([`${TAG} Due soon`]);
    expect(await search('+91-99887')).toEqual([`${TAG} Due soon`]);
  });

  it.each([
    ['clock=late', 'clock'],
    ['assignee=someone', 'assignee'],
    ['eventFrom=2031-02-30', 'eventFrom'],
    ['eventFrom=2031-03-01&eventTo=2031-02-01', 'eventTo'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
  ])('refuses %s with an error on %s', async (query, path) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/inquiries?${query}`, headers: t.staff.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([path]);
  });

  it('exports what the desk filters select', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/export.csv?q=${TAG}&clock=overdue`,
      headers: t.staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${TAG} Overdue`);
    expect(lines[1]).toContain('Kavya Iyer');
  });
});

describe('GET /api/inquiries/:id', () => {
  it('answers one inquiry to staff and admins, never cached', async () => {
    for (const headers of [t.staff.headers, t.admin.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/inquiries/${ids.dueSoon}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json<{ data: Listed }>().data).toMatchObject({
        _id: ids.dueSoon,
        assignee: { _id: t.admin.id, name: 'Rohan Mehta' },
      });
    }
  });

  it('is 401 signed out, 404 for an unknown id and 400 for a malformed one', async () => {
    const id = ids.dueSoon;
    expect((await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}` })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21',
      headers: t.staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Inquiry not found');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/inquiries/42', headers: t.staff.headers });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a new assignee at once: the call answers the inquiry as it now is', async () => {
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/inquiries/${ids.fresh}/assignee`,
      headers: t.staff.headers,
      payload: { assigneeId: t.staff.id },
    });
    expect(assigned.json<{ data: Listed }>().data.assignee).toEqual({ _id: t.staff.id, name: 'Kavya Iyer' });
  });
});
