import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_SLABS } from '#shared/schemas/business-details';
import { auditEntries } from '#server/audit/audit-tables';
import { useSignedInApp } from '#server/test/signed-in-app';

/** The business details (docs/api.md): staff read them, admins save them, nobody else sees them. */
const t = useSignedInApp({ admin: { name: 'Asha Rao' } });

const read = (headers: Record<string, string> = t.staff.headers) =>
  t.app.inject({ method: 'GET', url: '/api/site/business', headers });
const save = (payload: Record<string, unknown>, headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/site/business', headers, payload });

const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

const COMPLETE = {
  legalName: 'Starline Talent Management Private Limited',
  tradingName: 'Starline Talent',
  gstin: '27aapfu0939f1zv',
  address: {
    street: 'Office 1204, Seawoods Grand Central Tower 2',
    city: 'Navi Mumbai',
    state: '27',
    pinCode: '400706',
  },
  signatoryName: 'Asha Rao',
  bank: {
    accountName: 'Starline Talent Management Pvt Ltd',
    accountNumber: '5020 0012 3456 78',
    ifsc: 'hdfc0001234',
    bankName: 'HDFC Bank',
  },
  quoteValidityDays: 10,
  advancePercent: 50,
  balanceDueDaysBefore: 7,
  cancellationSlabs: [
    { daysBefore: 0, keepPercent: 100 },
    { daysBefore: 31, keepPercent: 25 },
    { daysBefore: 8, keepPercent: 50 },
  ],
  termsMarkdown: '1. Prices include the artist’s performance only.\n2. GST as applicable.',
  numberPrefix: 'slt',
};

describe('GET /api/site/business', () => {
  it('starts empty, with the usual terms, and names everything a quote still needs', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.value).toMatchObject({
      legalName: '',
      gstin: '',
      quoteValidityDays: 7,
      advancePercent: 50,
      cancellationSlabs: DEFAULT_CANCELLATION_SLABS,
      numberPrefix: 'SLT',
    });
    expect(data.pan).toBe('');
    expect(data.missing).toContain('GSTIN');
    expect(data.missing).toContain('Terms');
    expect(data.updatedAt).toBeNull();
  });

  it('is for signed-in staff only', async () => {
    expect((await read({})).statusCode).toBe(401);
  });
});

describe('PUT /api/site/business', () => {
  it('saves the details as typed, cleaned up, with the PAN and nothing missing', async () => {
    const res = await save(COMPLETE);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.value.gstin).toBe('27AAPFU0939F1ZV');
    expect(data.value.bank).toMatchObject({ accountNumber: '50200012345678', ifsc: 'HDFC0001234' });
    expect(data.value.numberPrefix).toBe('SLT');
    // Kept from the earliest notice to the latest.
    expect(data.value.cancellationSlabs.map((slab: { daysBefore: number }) => slab.daysBefore)).toEqual([31, 8, 0]);
    expect(data.pan).toBe('AAPFU0939F');
    expect(data.missing).toEqual([]);
    expect(data.updatedByName).toBe('Asha Rao');
    expect((await read()).json().data).toEqual(data);
  });

  it('records the change in the audit log without the full account number', async () => {
    await save({ ...COMPLETE, signatoryName: 'Vikram Shah' });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'settings'), eq(auditEntries.subjectId, 'business')))
      .orderBy(auditEntries.createdAt)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({ action: 'updated', subjectLabel: 'Business details', actorName: 'Asha Rao' });
    const after = entry?.after as { signatoryName: string; bank: { accountNumber: string } };
    expect(after.signatoryName).toBe('Vikram Shah');
    expect(after.bank.accountNumber).toBe('••••••••••5678');
    expect(JSON.stringify(entry)).not.toContain('50200012345678');
  });

  it.each([
    [
      { gstin: '27AAPFU0939F1ZW' },
      'gstin',
      'This GSTIN’s last character does not match: check it for a typing mistake',
    ],
    [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'A GSTIN has 15 characters'],
    [
      { bank: { ...COMPLETE.bank, ifsc: 'HDFC1001234' } },
      'bank.ifsc',
      'An IFSC is four letters, a zero, then six letters or digits',
    ],
    [
      { bank: { ...COMPLETE.bank, accountNumber: '12 34' } },
      'bank.accountNumber',
      'An account number is 9 to 18 digits',
    ],
    [
      { address: { ...COMPLETE.address, state: '29' } },
      'address.state',
      'The GSTIN is registered in 27 Maharashtra: the registered address must be in that state',
    ],
    [
      { address: { ...COMPLETE.address, state: '99' } },
      'address.state',
      'Choose a state or union territory from the list',
    ],
    [
      { cancellationSlabs: [{ daysBefore: 8, keepPercent: 50 }] },
      'cancellationSlabs',
      'One slab must start at 0 days, for a cancellation on the day',
    ],
    [
      {
        cancellationSlabs: [
          { daysBefore: 0, keepPercent: 100 },
          { daysBefore: 0, keepPercent: 50 },
        ],
      },
      'cancellationSlabs.1.daysBefore',
      'Two slabs cannot start on the same day',
    ],
    [{ advancePercent: 120 }, 'advancePercent', 'Advance must be at most 100'],
    [{ numberPrefix: 'SLT1' }, 'numberPrefix', 'The number prefix is 1 to 3 letters'],
  ])('refuses %j on its field', async (change, path, message) => {
    const res = await save({ ...COMPLETE, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(paths(body)).toContain(path);
    expect(body.errors.find((error: { path: string }) => error.path === path).message).toBe(message);
  });

  it('is for admins only', async () => {
    expect((await save(COMPLETE, t.staff.headers)).statusCode).toBe(403);
    expect((await save(COMPLETE, {})).statusCode).toBe(401);
  });
});
