import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { useSignedInApp } from '#server/test/signed-in-app';

/** Settings → Payments (issue 38): admins read and save them; staff and visitors do not. */
const t = useSignedInApp({ admin: { name: 'Asha Rao' } });

const read = (headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'GET', url: '/api/site/payments', headers });
const save = (payload: Record<string, unknown>, headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/site/payments', headers, payload });

const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

describe('/api/site/payments', () => {
  it('starts with no UPI ID and UPI’s usual ₹1,00,000 limit', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      upiVpa: '',
      payeeName: '',
      merchantVerified: false,
      upiLimitPaise: 10_000_000,
      gateway: { source: 'off', keyId: null, secretsSet: false },
      updatedAt: null,
      updatedByName: null,
    });
  });

  it('is for admins only', async () => {
    expect((await read(t.staff.headers)).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
    expect((await save({ upiVpa: 'starline@okaxis', payeeName: 'Starline' }, t.staff.headers)).statusCode).toBe(403);
  });

  it('saves a UPI ID in small letters, with who saved it, in the audit log', async () => {
    const res = await save({
      upiVpa: ' Starline.Events@OKAXIS ',
      payeeName: 'Starline & Co Events',
      merchantVerified: true,
      upiLimitPaise: 50_000_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      upiVpa: 'starline.events@okaxis',
      payeeName: 'Starline & Co Events',
      merchantVerified: true,
      upiLimitPaise: 50_000_000,
      updatedByName: 'Asha Rao',
    });
    expect((await read()).json().data.upiVpa).toBe('starline.events@okaxis');
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'settings'), eq(auditEntries.subjectId, 'payments')));
    expect(entry).toMatchObject({ action: 'updated', actorName: 'Asha Rao', subjectLabel: 'Payments' });
    expect(entry?.after).toMatchObject({ upiVpa: 'starline.events@okaxis' });
  });

  it('refuses a UPI ID without UPI’s shape, one without a payee name, and a limit above UPI’s', async () => {
    const bad = await save({ upiVpa: 'starline', payeeName: 'Starline' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['upiVpa']);
    expect(bad.json().errors[0].message).toMatch(/name@bank/);
    const nameless = await save({ upiVpa: 'starline@okaxis' });
    expect(paths(nameless.json())).toEqual(['payeeName']);
    const over = await save({ upiVpa: 'starline@okaxis', payeeName: 'Starline', upiLimitPaise: 50_000_000 });
    expect(paths(over.json())).toEqual(['upiLimitPaise']);
    expect(over.json().errors[0].message).toBe(
      'UPI takes at most ₹1,00,000 in one payment to an account that is not a verified merchant',
    );
  });
});
