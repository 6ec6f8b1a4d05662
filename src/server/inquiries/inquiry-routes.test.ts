import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryInputSchema } from '#shared/schemas/inquiry';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { allInquiries, createInquiry, getInquiry } from './inquiries.js';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21';
const NOT_SIGNED_IN = { success: false, message: 'Please sign in to continue' };

// A generous allowance: this file submits many forms from one address.
const t = useSignedInApp({ config: { inquiryMaxPerHour: 1000 } });
let meera: { id: string; name: string };
let rohan: { id: string; name: string };

beforeAll(async () => {
  meera = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
  rohan = await insertCelebrity(t.db, { name: 'Rohan Verma', category: 'Musicians' });
});

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function submit(payload: Record<string, unknown>, app = t.app, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/inquiries', payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function inquiryCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(inquiries);
  return row?.total ?? 0;
}

describe('POST /api/inquiries', () => {
  it('stores a valid inquiry as pending and answers 201 with it', async () => {
    const body = inquiryBody(meera.id, { email: 'Ishaan.Gupta@Example.COM' });
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(res.json().success).toBe(true);
    expect(data).toEqual({
      _id: expect.stringMatching(UUID),
      name: 'Ishaan Gupta',
      email: 'ishaan.gupta@example.com',
      phoneNumber: '+91 98765 43210',
      celebrity: meera.id,
      celebrityName: 'Meera Kapoor',
      eventType: 'Wedding',
      eventDate: body.eventDate,
      eventLocation: 'Jaipur, Rajasthan',
      additionalDetails: 'Evening sangeet, 300 guests.',
      status: 'pending',
      kind: 'booking',
      packageName: null,
      budgetRange: null,
      audienceSize: null,
      budgetPaise: null,
      guests: null,
      companyName: null,
      gstin: null,
      billingState: null,
      consentAt: expect.any(String),
      reference: expect.stringMatching(/^SLT-\d{4}-\d{4}$/),
      replyBy: expect.any(String),
      firstResponseAt: null,
      assignee: null,
      quoteState: null,
      quoteTotalPaise: null,
      hasBooking: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(data.createdAt) - Date.now())).toBeLessThan(60_000);
    const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, data._id));
    expect(stored?.status).toBe('pending');
    expect(stored?.celebrityName).toBe('Meera Kapoor');
  });

  it('accepts a form without additional details', async () => {
    const body = inquiryBody(rohan.id, { eventType: 'Other' });
    delete body.additionalDetails;
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.additionalDetails).toBe('');
    expect(res.json().data.celebrityName).toBe('Rohan Verma');
  });

  it('ignores status, _id, createdAt and celebrityName sent by the client (no mass assignment)', async () => {
    const res = await submit(
      inquiryBody(meera.id, {
        status: 'confirmed',
        _id: UNKNOWN_ID,
        id: UNKNOWN_ID,
        createdAt: '2001-01-01T00:00:00.000Z',
        updatedAt: '2001-01-01T00:00:00.000Z',
        celebrityName: 'Someone Famous',
        searchText: 'hacked',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.status).toBe('pending');
    expect(data._id).not.toBe(UNKNOWN_ID);
    expect(data.createdAt.startsWith('2001')).toBe(false);
    expect(data.celebrityName).toBe('Meera Kapoor');
    const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, data._id));
    expect(stored).toMatchObject({ status: 'pending', celebrityName: 'Meera Kapoor' });
    expect(stored?.searchText).not.toBe('hacked');
    expect((await t.db.select().from(inquiries).where(eq(inquiries.id, UNKNOWN_ID))).length).toBe(0);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
    ['a missing email', { email: undefined }, 'email', 'Email is required'],
    ['a bad email', { email: 'ishaan@' }, 'email', 'Please enter a valid email address'],
    ['a missing phone', { phoneNumber: undefined }, 'phoneNumber', 'Phone number is required'],
    ['a bad phone', { phoneNumber: 'call me maybe' }, 'phoneNumber', 'Please enter a valid phone number'],
    ['a too-short phone', { phoneNumber: '12345' }, 'phoneNumber', 'Please enter a valid phone number'],
    ['an unknown eventType', { eventType: 'Funeral' }, 'eventType', 'Please choose an event type'],
    ['a missing eventType', { eventType: undefined }, 'eventType', 'Please choose an event type'],
    ['a malformed date', { eventDate: '15/01/2030' }, 'eventDate', 'Please enter a valid date'],
    ['an impossible date', { eventDate: '2030-02-30' }, 'eventDate', 'Please enter a valid date'],
    ['a missing date', { eventDate: undefined }, 'eventDate', 'Event date is required'],
    ['a past date', { eventDate: '2020-01-01' }, 'eventDate', 'Event date cannot be in the past'],
    ['the day before yesterday', { eventDate: isoDay(-2) }, 'eventDate', 'Event date cannot be in the past'],
    ['a date six years ahead', { eventDate: isoDay(6 * 366) }, 'eventDate', 'Event date is too far in the future'],
    ['a missing eventLocation', { eventLocation: undefined }, 'eventLocation', 'Event location is required'],
    ['a non-uuid celebrity', { celebrity: 'meera-kapoor' }, 'celebrity', 'Please choose a celebrity'],
    ['no consent', { consent: undefined }, 'consent', 'Please agree to the Privacy Policy to send your inquiry'],
    ['consent refused', { consent: false }, 'consent', 'Please agree to the Privacy Policy to send your inquiry'],
    [
      'a general inquiry that says nothing of what it needs',
      { celebrity: undefined, additionalDetails: '' },
      'additionalDetails',
      'Please tell us what you need',
    ],
    ['an unknown budget range', { budgetRange: 'A lot' }, 'budgetRange', 'Please choose a budget range'],
    [
      'additionalDetails over 5000 characters',
      { additionalDetails: 'x'.repeat(5001) },
      'additionalDetails',
      'Additional details must be at most 5000 characters',
    ],
    [
      'a NUL character in a text',
      { eventLocation: 'Jaipur\u0000' },
      'eventLocation',
      'Event location cannot contain line breaks, tabs or other control characters',
    ],
    ['a number for a text', { name: 42 }, 'name', 'Name is required'],
  ];

  it.each(invalid)(
    'answers %s with 400 naming the field, and stores nothing',
    async (_label, overrides, path, message) => {
      const before = await inquiryCount();
      const body = inquiryBody(meera.id, overrides);
      for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
      const res = await submit(body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.success).toBe(false);
      expect(json.errors).toContainEqual({ path, message });
      expect(json.message).toBe(json.errors[0].message);
      expect(await inquiryCount()).toBe(before);
    },
  );

  it('accepts exactly 5000 characters of details', async () => {
    const res = await submit(inquiryBody(meera.id, { additionalDetails: 'x'.repeat(5000) }));
    expect(res.statusCode).toBe(201);
  });

  it('answers an unknown celebrity with 400 on the celebrity field', async () => {
    const before = await inquiryCount();
    const res = await submit(inquiryBody(UNKNOWN_ID));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Celebrity not found',
      errors: [{ path: 'celebrity', message: 'Celebrity not found' }],
    });
    expect(await inquiryCount()).toBe(before);
  });

  it('stores nothing and answers null when the celebrity vanished after the name lookup', async () => {
    // The route looks the name up first; a delete committed in between must not become a 500.
    const before = await inquiryCount();
    const parsed = inquiryInputSchema.parse(inquiryBody(UNKNOWN_ID));
    expect(await createInquiry(t.db, t.app.desk, parsed, 'Gone Celebrity')).toBeNull();
    expect(await inquiryCount()).toBe(before);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const res = await t.postJsonText('/api/inquiries', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('POST /api/inquiries rate limit', () => {
  let limited: TestApp;
  let celebrity: { id: string };
  beforeAll(async () => {
    limited = await createTestApp({ inquiryMaxPerHour: 2 });
    celebrity = await insertCelebrity(limited.db);
  });
  afterAll(async () => limited.close());

  it('answers the 3rd valid submission in an hour with 429 and Retry-After; rejected forms do not count', async () => {
    // Invalid forms first: none of them uses up the allowance.
    expect((await submit(inquiryBody(celebrity.id, { email: 'bad' }), limited.app)).statusCode).toBe(400);
    expect((await submit(inquiryBody(celebrity.id, { eventDate: '2020-01-01' }), limited.app)).statusCode).toBe(400);
    expect((await submit(inquiryBody(UNKNOWN_ID), limited.app)).statusCode).toBe(400);

    expect((await submit(inquiryBody(celebrity.id), limited.app)).statusCode).toBe(201);
    expect((await submit(inquiryBody(celebrity.id), limited.app)).statusCode).toBe(201);
    const blocked = await submit(inquiryBody(celebrity.id), limited.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const [row] = await limited.db.select({ total: count() }).from(inquiries);
    expect(row?.total).toBe(2);
    // A forged X-Forwarded-For does not buy a fresh allowance (no proxy is trusted by default).
    const forged = await limited.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiryBody(celebrity.id),
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(forged.statusCode).toBe(429);
    // Another address has its own allowance.
    expect((await submit(inquiryBody(celebrity.id), limited.app, '198.51.100.20')).statusCode).toBe(201);
  });
});

describe('reading and managing inquiries', () => {
  const ids: Record<string, string> = {};
  const DAY = 86_400_000;

  beforeAll(async () => {
    await t.db.delete(inquiries);
    const now = Date.now();
    const rows = [
      { name: 'Ananya Rao', celebrityName: 'Meera Kapoor', eventType: 'Wedding', status: 'pending', days: 5 },
      {
        name: 'Vikram Singh',
        celebrityName: 'Rohan Verma',
        eventType: 'Corporate Event',
        status: 'contacted',
        days: 4,
      },
      { name: 'Kabir Khan', celebrityName: 'Meera Kapoor', eventType: 'Birthday Party', status: 'confirmed', days: 3 },
      { name: 'Sara Ali', celebrityName: 'Rohan Verma', eventType: 'Concert/Show', status: 'rejected', days: 2 },
      { name: 'Dev Patel', celebrityName: 'Meera Kapoor', eventType: 'Brand Event', status: 'pending', days: 1 },
    ] as const;
    for (const row of rows) {
      const { id } = await insertInquiry(t.db, {
        name: row.name,
        celebrityName: row.celebrityName,
        celebrityId: row.celebrityName === 'Meera Kapoor' ? meera.id : rohan.id,
        eventType: row.eventType,
        status: row.status,
        createdAt: new Date(now - row.days * DAY),
      });
      ids[row.name] = id;
    }
  });

  function list(query = '', user: TestUser | null = t.staff) {
    return t.app.inject({ method: 'GET', url: `/api/inquiries${query}`, headers: user ? user.headers : {} });
  }
  function names(res: { json(): { data: { name: string }[] } }): string[] {
    return res.json().data.map((item) => item.name);
  }

  describe('GET /api/inquiries', () => {
    it('answers 401 anonymously', async () => {
      const res = await list('', null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_SIGNED_IN);
    });

    it('lets staff and admins read, newest first, with meta and the default limit of 50', async () => {
      for (const user of [t.staff, t.admin]) {
        const res = await list('', user);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(names(res)).toEqual(['Dev Patel', 'Sara Ali', 'Kabir Khan', 'Vikram Singh', 'Ananya Rao']);
        expect(res.json().meta).toEqual({ total: 5, limit: 50, offset: 0 });
      }
    });

    it('answers each inquiry in the API shape', async () => {
      const res = await list('?q=kabir');
      expect(res.json().data).toEqual([
        {
          _id: ids['Kabir Khan'],
          name: 'Kabir Khan',
          email: 'ishaan@example.com',
          phoneNumber: '+91 98765 43210',
          celebrity: meera.id,
          celebrityName: 'Meera Kapoor',
          eventType: 'Birthday Party',
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
          reference: expect.stringMatching(/^SLT-/),
          replyBy: expect.any(String),
          firstResponseAt: null,
          assignee: null,
          quoteState: null,
          quoteTotalPaise: null,
          hasBooking: false,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          updatedAt: expect.any(String),
        },
      ]);
    });

    it.each([
      ['KABIR', ['Kabir Khan']],
      ['rohan', ['Sara Ali', 'Vikram Singh']],
      ['  Meera KAPOOR  ', ['Dev Patel', 'Kabir Khan', 'Ananya Rao']],
      ['corporate', ['Vikram Singh']],
      ['event', ['Dev Patel', 'Vikram Singh']],
      ['concert/show', ['Sara Ali']],
      ['%', []],
      ['_', []],
      ['nobody', []],
    ])('matches ?q=%s on name, celebrityName or eventType, case-insensitively', async (q, expected) => {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(names(res)).toEqual(expected);
      expect(res.json().meta.total).toBe(expected.length);
    });

    it('does not match across two parts of the search text', async () => {
      // "Rao" ends the name and "Meera" starts the celebrity's name.
      expect(names(await list(`?q=${encodeURIComponent('rao meera')}`))).toEqual([]);
    });

    it('filters by status, alone and with q', async () => {
      expect(names(await list('?status=pending'))).toEqual(['Dev Patel', 'Ananya Rao']);
      expect(names(await list('?status=contacted'))).toEqual(['Vikram Singh']);
      expect(names(await list('?status=confirmed&q=meera'))).toEqual(['Kabir Khan']);
      expect(names(await list('?status=rejected&q=meera'))).toEqual([]);
      expect((await list('?status=all')).json().meta.total).toBe(5);
      expect((await list('?status=')).json().meta.total).toBe(5);
    });

    it('answers an unknown status filter with 400', async () => {
      const res = await list('?status=archived');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('status');
    });

    it('pages with limit and offset', async () => {
      const first = await list('?limit=2');
      expect(names(first)).toEqual(['Dev Patel', 'Sara Ali']);
      expect(first.json().meta).toEqual({ total: 5, limit: 2, offset: 0, next: expect.any(String) });
      const second = await list('?limit=2&offset=2');
      expect(names(second)).toEqual(['Kabir Khan', 'Vikram Singh']);
      expect(second.json().meta).toEqual({
        total: 5,
        limit: 2,
        offset: 2,
        next: expect.any(String),
        prev: expect.any(String),
      });
      const past = await list('?offset=10');
      expect(names(past)).toEqual([]);
      expect(past.json().meta).toEqual({ total: 5, limit: 50, offset: 10 });
      expect((await list('?limit=100')).statusCode).toBe(200);
    });

    it.each([
      ['received', ''],
      ['received, oldest first', '&order=asc'],
      ['event date', '&sort=event-date'],
      ['event date, latest first', '&sort=event-date&order=desc'],
      ['reply-by', '&sort=reply-by'],
      ['reply-by, latest first', '&sort=reply-by&order=desc'],
    ])('walks the %s order by cursor, both ways, as offsets page it', async (_, order) => {
      const everyOne = names(await list(`?limit=100${order}`));
      expect(everyOne).toHaveLength(5);
      const forwards: string[] = [];
      const offsets: number[] = [];
      let res = await list(`?limit=2${order}`);
      for (;;) {
        forwards.push(...names(res));
        offsets.push(res.json().meta.offset);
        const { next } = res.json().meta;
        if (next === undefined) break;
        res = await list(`?limit=2${order}&after=${next}`);
        expect(res.statusCode).toBe(200);
      }
      expect(forwards).toEqual(everyOne);
      expect(offsets).toEqual([0, 2, 4]);
      // And back from the last page to the first, each page as its offset gives it.
      const backwards: string[][] = [];
      for (;;) {
        const { prev, offset } = res.json().meta;
        expect(names(res)).toEqual(names(await list(`?limit=2${order}&offset=${offset}`)));
        if (prev === undefined) break;
        res = await list(`?limit=2${order}&before=${prev}`);
        backwards.unshift(names(res));
      }
      expect(res.json().meta.offset).toBe(0);
      expect(backwards.flat()).toEqual(everyOne.slice(0, 4));
    });

    it('refuses a forged cursor, one of another order, and a cursor with an offset', async () => {
      const { next } = (await list('?limit=2')).json().meta;
      const forged = (content: unknown) => Buffer.from(JSON.stringify(content)).toString('base64url');
      for (const [query, path] of [
        ['after=not-a-cursor', 'after'],
        [`before=${forged({ o: 'received.desc', p: 1, k: ['1); drop table inquiries; --', UNKNOWN_ID] })}`, 'before'],
        [`after=${forged({ o: 'received.desc', p: 1, k: ['1795585492331000'] })}`, 'after'],
        [`after=${forged({ o: 'received.desc', p: -1, k: ['1795585492331000', UNKNOWN_ID] })}`, 'after'],
        [`after=${next}&sort=event-date`, 'after'],
        [`after=${next}&offset=2`, 'after'],
        [`after=${next}&before=${next}`, 'after'],
      ]) {
        const res = await list(`?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors[0].path, query).toBe(path);
      }
      expect(await inquiryCount()).toBeGreaterThan(0);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=%00', 'q'],
    ])('answers ?%s with 400 naming the parameter', async (query, path) => {
      const res = await list(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors[0].path).toBe(path);
    });
  });

  describe('GET /api/inquiries/export.csv', () => {
    function exportCsv(query = '', user: TestUser | null = t.staff) {
      return t.app.inject({
        method: 'GET',
        url: `/api/inquiries/export.csv${query}`,
        headers: user ? user.headers : {},
      });
    }
    function dataLines(body: string): string[] {
      return body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1);
    }

    it('answers 401 anonymously', async () => {
      const res = await exportCsv('', null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_SIGNED_IN);
    });

    it('answers the list as a CSV attachment, newest first', async () => {
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.startsWith('\uFEFFSubmitted (IST),Status,Name,Email,Phone,Celebrity,Event type,')).toBe(true);
      const lines = dataLines(res.body);
      expect(lines).toHaveLength(5);
      expect(lines.map((line) => line.split(',')[2])).toEqual([
        'Dev Patel',
        'Sara Ali',
        'Kabir Khan',
        'Vikram Singh',
        'Ananya Rao',
      ]);
      expect(lines[0]).toContain(ids['Dev Patel']);
    });

    it('lets admins export too', async () => {
      expect((await exportCsv('', t.admin)).statusCode).toBe(200);
    });

    it('honours q and status', async () => {
      const byQ = dataLines((await exportCsv('?q=rohan')).body);
      expect(byQ.map((line) => line.split(',')[2])).toEqual(['Sara Ali', 'Vikram Singh']);
      const byStatus = dataLines((await exportCsv('?status=pending&q=meera')).body);
      expect(byStatus.map((line) => line.split(',')[2])).toEqual(['Dev Patel', 'Ananya Rao']);
      const none = await exportCsv('?q=nobody');
      expect(none.statusCode).toBe(200);
      expect(dataLines(none.body)).toEqual([]);
    });

    it('answers a bad filter with 400', async () => {
      const res = await exportCsv('?status=archived');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('status');
    });

    it('neutralises cells a spreadsheet would run as a formula', async () => {
      const created = await submit(
        inquiryBody(meera.id, { name: '=1+2', eventLocation: '@SUM(A1)', additionalDetails: '-3+4' }),
      );
      expect(created.statusCode).toBe(201);
      const res = await exportCsv('?q=' + encodeURIComponent('=1+2'));
      const [line] = dataLines(res.body);
      expect(line).toBeDefined();
      const cells = line!.split(',');
      expect(cells[2]).toBe("'=1+2");
      expect(cells).toContain("'@SUM(A1)");
      expect(cells).toContain("'-3+4");
      expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
      await t.db.delete(inquiries).where(eq(inquiries.id, created.json().data._id));
    });
  });

  describe('PUT /api/inquiries/:id/status', () => {
    function setStatus(id: string, payload: unknown, user: TestUser | null = t.staff) {
      return t.app.inject({
        method: 'PUT',
        url: `/api/inquiries/${id}/status`,
        headers: user ? user.headers : {},
        payload: payload as object,
      });
    }

    it('sets each of the four statuses, in any order', async () => {
      const id = ids['Ananya Rao']!;
      for (const status of ['confirmed', 'pending', 'rejected', 'contacted', 'pending']) {
        const res = await setStatus(id, { status }, status === 'rejected' ? t.admin : t.staff);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, data: { _id: id, status, name: 'Ananya Rao' } });
        const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
        expect(stored?.status).toBe(status);
      }
    });

    it('ignores other fields in the body', async () => {
      const id = ids['Vikram Singh']!;
      const res = await setStatus(id, { status: 'confirmed', name: 'Changed', celebrityName: 'X' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Vikram Singh',
        celebrityName: 'Rohan Verma',
        status: 'confirmed',
      });
    });

    it.each([
      ['an unknown status', { status: 'archived' }],
      ['an upper-case status', { status: 'PENDING' }],
      ['no status', {}],
    ])('answers %s with 400 on the status field', async (_label, payload) => {
      const res = await setStatus(ids['Dev Patel']!, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Status must be pending, contacted, confirmed or rejected',
        errors: [{ path: 'status', message: 'Status must be pending, contacted, confirmed or rejected' }],
      });
    });

    it('answers a malformed id with 400 and an unknown one with 404', async () => {
      const malformed = await setStatus('not-a-uuid', { status: 'pending' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0]).toEqual({ path: 'id', message: 'Invalid id' });
      const unknown = await setStatus(UNKNOWN_ID, { status: 'pending' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Inquiry not found' });
    });

    it('answers 401 anonymously or with a revoked token, before validating anything', async () => {
      expect((await setStatus(ids['Dev Patel']!, { status: 'confirmed' }, null)).statusCode).toBe(401);
      expect((await setStatus('not-a-uuid', { status: 'nope' }, null)).statusCode).toBe(401);
      const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, ids['Dev Patel']!));
      expect(stored?.status).toBe('pending');
    });
  });

  describe('DELETE /api/inquiries/:id', () => {
    function remove(id: string, user: TestUser | null = t.staff) {
      return t.app.inject({ method: 'DELETE', url: `/api/inquiries/${id}`, headers: user ? user.headers : {} });
    }

    it('answers 401 anonymously and keeps the inquiry', async () => {
      const res = await remove(ids['Sara Ali']!, null);
      expect(res.statusCode).toBe(401);
      expect((await t.db.select().from(inquiries).where(eq(inquiries.id, ids['Sara Ali']!))).length).toBe(1);
    });

    it('deletes, then answers 404 on a repeat', async () => {
      const id = ids['Sara Ali']!;
      const res = await remove(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { _id: id } });
      expect((await t.db.select().from(inquiries).where(eq(inquiries.id, id))).length).toBe(0);
      const again = await remove(id, t.admin);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, message: 'Inquiry not found' });
      expect((await list()).json().meta.total).toBe(4);
    });

    it('accepts the JSON content type with no body, as the web client sends it', async () => {
      const id = ids['Vikram Singh']!;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/inquiries/${id}`,
        headers: { ...t.staff.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { _id: id } });
    });

    it('answers a malformed id with 400', async () => {
      const res = await remove('12345');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('id');
    });
  });
});

describe('GET /api/inquiries/export.csv with more rows than one batch', () => {
  it('exports every row once, newest first, across batches and identical timestamps', async () => {
    await t.db.delete(inquiries);
    const createdAt = new Date(Date.now() - 60_000);
    const values = Array.from({ length: 1005 }, (_, i) => ({
      name: `Bulk ${String(i).padStart(4, '0')}`,
      email: 'bulk@example.com',
      phoneNumber: '+91 98765 43210',
      celebrityName: 'Meera Kapoor',
      eventType: 'Wedding',
      eventDate: '2030-01-15',
      eventLocation: 'Pune',
      // 1000 rows share one instant, so the batches must break ties by id.
      createdAt: i < 1000 ? createdAt : new Date(createdAt.getTime() + i * 1000),
      reference: `SLT-TEST-${i}`,
      replyBy: createdAt,
    }));
    await t.db.insert(inquiries).values(values);
    const res = await t.app.inject({ method: 'GET', url: '/api/inquiries/export.csv', headers: t.admin.headers });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(lines).toHaveLength(1005);
    const ids = lines.map((line) => line.split(',')[10]);
    expect(new Set(ids).size).toBe(1005);
    expect(lines.slice(0, 5).map((line) => line.split(',')[2])).toEqual([
      'Bulk 1004',
      'Bulk 1003',
      'Bulk 1002',
      'Bulk 1001',
      'Bulk 1000',
    ]);
    // The 1,000 rows of one instant span two batches and stay in id order across the seam.
    const tied = ids.slice(5);
    expect(tied).toEqual([...tied].sort().reverse());
    await t.db.delete(inquiries);
  });

  it('hands over each inquiry exactly as the API shows it, every field set or empty', async () => {
    await t.db.delete(inquiries);
    const full = await insertInquiry(t.db, {
      name: 'Ananya "Annie" Rao, Jr.',
      additionalDetails: 'Line one\nline two, with ₹2,00,000',
      createdAt: new Date('2026-11-20T10:15:30.123Z'),
      replyBy: new Date('2026-11-21T10:15:30.123Z'),
      firstResponseAt: new Date('2026-11-20T11:00:00.000Z'),
      assigneeId: t.staff.id,
    });
    await t.db
      .update(inquiries)
      .set({
        // A sent quote past its validity day: the export's JSON text reads it as expired too.
        quoteState: 'sent',
        quoteValidUntil: '2020-01-31',
        quoteTotalPaise: 23_600_050,
        consentAt: new Date('2026-11-20T10:15:29.5Z'),
        packageName: 'Gold',
      })
      .where(eq(inquiries.id, full.id));
    const bare = await insertInquiry(t.db, { name: 'Bare', createdAt: new Date('2026-11-19T08:00:00Z') });
    const exported = [];
    for await (const batch of allInquiries(t.db, {})) exported.push(...batch);
    expect(exported).toEqual([await getInquiry(t.db, full.id), await getInquiry(t.db, bare.id)]);
    expect(exported[0]?.assignee?.name).toBeTruthy();
    expect(exported[0]).toMatchObject({ quoteState: 'expired', quoteTotalPaise: 23_600_050 });
    expect(exported[1]).toMatchObject({ quoteState: null, quoteTotalPaise: null });
    await t.db.delete(inquiries);
  });

  it('leaves out an inquiry deleted after the export began, and still reads the rest', async () => {
    await t.db.delete(inquiries);
    const rows = [];
    const start = Date.now() - 60_000;
    for (let i = 0; i < 5; i++) {
      rows.push(await insertInquiry(t.db, { name: `Seam ${i}`, createdAt: new Date(start + i * 1000) }));
    }
    const batches = allInquiries(t.db, {}, 1);
    const first = await batches.next();
    expect(first.done ? [] : first.value.map((inquiry) => inquiry.name)).toEqual(['Seam 4']);
    // The batches just after it are already asked for (read ahead); Seam 0's, the last, is not.
    await t.db.delete(inquiries).where(eq(inquiries.id, rows[0]!.id));
    const rest: string[] = [];
    for await (const batch of { [Symbol.asyncIterator]: () => batches })
      rest.push(...batch.map((inquiry) => inquiry.name));
    expect(rest).toEqual(['Seam 3', 'Seam 2', 'Seam 1']);
    await t.db.delete(inquiries);
  });
});
