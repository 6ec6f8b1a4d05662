import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { rowsOf } from '#server/test/csv-rows';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * What a quote needs (issue 41): the budget, the guests, the company billed with its GSTIN and
 * the billing state, each optional on an inquiry; stored, shown to staff, exported in the CSV and
 * in a privacy export, and erased with the person's other data.
 */
const t = useSignedInApp({ config: { inquiryMaxPerHour: 1000 } });
const GSTIN = '27AAPFU0939F1ZV';
const COMPANY = 'Sahyadri Events Pvt Ltd';
let celebrityId: string;

beforeAll(async () => {
  celebrityId = (await insertCelebrity(t.db, { name: 'Quote Fields Star' })).id;
});

function submit(overrides: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(celebrityId, overrides) });
}

const withEverything = (email: string) => ({
  email,
  budgetPaise: 50_000_000,
  guests: 1200,
  companyName: ` ${COMPANY} `,
  gstin: '27aapfu0939f1zv',
  billingState: '27',
});

describe('an inquiry with what a quote needs', () => {
  it('is stored with them, and staff read them on the inquiry', async () => {
    const res = await submit(withEverything('meher@example.com'));
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id } = res.json<{ data: { _id: string } }>().data;
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({
      budgetPaise: 50_000_000,
      guests: 1200,
      companyName: COMPANY,
      gstin: GSTIN,
      billingState: '27',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: t.staff.headers });
    expect(read.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      budgetPaise: 50_000_000,
      guests: 1200,
      companyName: COMPANY,
      gstin: GSTIN,
      billingState: '27',
    });
  });

  it('leaves each null when not given, and takes the billing state from a GSTIN given alone', async () => {
    const bare = await submit({ email: 'bare@example.com' });
    expect(bare.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      budgetPaise: null,
      guests: null,
      companyName: null,
      gstin: null,
      billingState: null,
    });
    const gstinAlone = await submit({ email: 'alone@example.com', gstin: '24AAACC1206D1ZM' });
    expect(gstinAlone.json<{ data: Record<string, unknown> }>().data).toMatchObject({ billingState: '24' });
  });

  it('refuses a GSTIN whose check character is wrong, and a state that is not the GSTIN’s, on their fields', async () => {
    const wrongCheck = await submit({ gstin: '27AAPFU0939F1ZA' });
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['gstin']);
    const otherState = await submit({ gstin: GSTIN, billingState: '29' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'billingState', message: 'The GSTIN is registered in 27 Maharashtra: choose that state' },
    ]);
    const badBudget = await submit({ budgetPaise: -100, guests: 2.5 });
    expect(badBudget.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'budgetPaise',
      'guests',
    ]);
  });

  it('is exported in the CSV: the budget in rupees, the guests, company, GSTIN and state code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/export.csv?q=meher',
      headers: t.staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = rowsOf(res.body.replace(/^\uFEFF/, '').trim());
    const cell = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
    const meher = rows.find((row) => row.includes('meher@example.com'));
    expect(cell(meher, 'Budget (INR)')).toBe('500000.00');
    expect(cell(meher, 'Guests')).toBe('1200');
    expect(cell(meher, 'Company')).toBe(COMPANY);
    expect(cell(meher, 'GSTIN')).toBe(GSTIN);
    expect(cell(meher, 'Billing state code')).toBe('27');
  });
});

describe('a privacy request', () => {
  const PERSON = 'kavya.iyer@example.com';
  const call = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: t.admin.headers, payload: { email: PERSON } });

  it('exports the company and GSTIN with the person’s inquiry', async () => {
    expect((await submit(withEverything(PERSON))).statusCode).toBe(201);
    const res = await call('/api/privacy/export');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { inquiries: Record<string, unknown>[] } }>();
    expect(data.inquiries).toHaveLength(1);
    expect(data.inquiries[0]).toMatchObject({ companyName: COMPANY, gstin: GSTIN, billingState: '27', guests: 1200 });
  });

  it('erases them with the rest: no inquiry or audit entry of theirs keeps the company or the GSTIN', async () => {
    const res = await call('/api/privacy/erase');
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(inquiries).where(eq(inquiries.email, PERSON))).toHaveLength(0);
    // The first test's inquiry (another person) still holds the same company and GSTIN.
    const others = await t.db.select().from(inquiries).where(eq(inquiries.gstin, GSTIN));
    expect(others.map((row) => row.email)).toEqual(['meher@example.com']);
    const [kept] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(sql`${auditEntries.after}::text like ${`%${PERSON}%`}`);
    expect(kept?.n).toBe(0);
  });
});
