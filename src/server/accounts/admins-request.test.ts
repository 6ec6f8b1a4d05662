import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/accounts/accounts-tables';
import { auditEntries } from '#server/audit/audit-tables';
import { emails } from '#server/mail/mail-tables';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Staff ask the admins for the business details a quote needs (issue 36): one e-mail to the
 * active admins through the outbox, audited, at most once an hour whoever asks.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Desai' } });

const ask = (headers: Record<string, string> = t.staff.headers) =>
  t.app.inject({ method: 'POST', url: '/api/site/business/notify-admins', headers });
const requests = () => t.db.select().from(emails).where(eq(emails.kind, 'team_business_details'));

describe('POST /api/site/business/notify-admins', () => {
  it('is for signed-in staff only', async () => {
    expect((await ask({})).statusCode).toBe(401);
    expect(await requests()).toHaveLength(0);
  });

  it('queues one e-mail to every active admin naming what is missing, and audits who asked', async () => {
    const second = await t.createUser('admin', { name: 'Meera Iyer' });
    const gone = await t.createUser('admin', { name: 'Former Admin' });
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id));

    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.missing).toContain('GSTIN');
    expect(Date.parse(data.adminsAskedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [email, ...more] = await requests();
    expect(more).toHaveLength(0);
    expect(email?.recipients.toSorted()).toEqual([t.admin.email, second.email].toSorted());
    expect(email?.recipients).not.toContain(gone.email);
    expect(email?.recipients).not.toContain(t.staff.email);
    expect(email?.state).toBe('pending');
    expect(email?.subject).toBe('Business details needed for quotes');
    expect(email?.text).toContain('Vikram Desai is waiting to make a quote');
    expect(email?.text).toContain('Still missing: Legal name, GSTIN');
    expect(email?.text).toContain('https://starline.example/admin/settings?tab=business');

    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'settings'), eq(auditEntries.action, 'admins_asked')));
    expect(entry).toMatchObject({ actorId: t.staff.id, actorName: 'Vikram Desai', subjectId: 'business' });
    expect(entry?.after).toMatchObject({ adminsAsked: 2 });

    // Every member of staff sees that the admins were asked.
    const read = await t.app.inject({ method: 'GET', url: '/api/site/business', headers: t.admin.headers });
    expect(read.json().data.adminsAskedAt).toBe(data.adminsAskedAt);
  });

  it('asks at most once an hour, whoever asks, and says when they may ask again', async () => {
    for (const headers of [t.staff.headers, t.admin.headers]) {
      const res = await ask(headers);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^The admins were notified at .+ IST\. You can notify them again from .+ IST\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect(await requests()).toHaveLength(1);

    // An hour later the admins may be reminded.
    await t.db
      .update(emails)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emails.kind, 'team_business_details'));
    const read = await t.app.inject({ method: 'GET', url: '/api/site/business', headers: t.staff.headers });
    expect(read.json().data.adminsAskedAt).toBeNull();
    expect((await ask()).statusCode).toBe(200);
    expect(await requests()).toHaveLength(2);
  });

  it('refuses with 409 once nothing is missing', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site/business',
      headers: t.admin.headers,
      payload: {
        legalName: 'Starline Talent Management Private Limited',
        gstin: '27AAPFU0939F1ZV',
        address: { street: 'Office 1204, Seawoods', city: 'Navi Mumbai', state: '27', pinCode: '400706' },
        signatoryName: 'Asha Rao',
        bank: { accountName: 'Starline', accountNumber: '50200012345678', ifsc: 'HDFC0001234', bankName: 'HDFC' },
        termsMarkdown: 'GST as applicable.',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.adminsAskedAt).toBeNull();
    await t.db.update(emails).set({ createdAt: new Date(Date.now() - 3 * 3600_000) });
    const res = await ask();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The business details are complete: a quote can be made now.');
    expect(await requests()).toHaveLength(2);
  });
});
