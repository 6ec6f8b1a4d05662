import { describe, expect, it } from 'vitest';
import { DEFAULT_LEDGERS } from '#shared/schemas/reports';
import { useSignedInApp } from '#server/test/signed-in-app';

/** Every protected call of DESIGN.md's table, with who may make it. */
const ID = '00000000-0000-4000-8000-000000000000';
const PROTECTED: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  adminOnly?: boolean;
  body?: Record<string, unknown>;
}[] = [
  { method: 'POST', url: '/api/celebrities' },
  { method: 'PUT', url: `/api/celebrities/${ID}` },
  { method: 'DELETE', url: `/api/celebrities/${ID}` },
  { method: 'GET', url: '/api/inquiries' },
  { method: 'GET', url: '/api/inquiries/export.csv' },
  { method: 'PUT', url: `/api/inquiries/${ID}/status`, body: { status: 'confirmed' } },
  { method: 'DELETE', url: `/api/inquiries/${ID}` },
  { method: 'GET', url: '/api/dashboard' },
  // Paying the artists (issue 39): payee details written by admins, the TDS register read by admins.
  { method: 'GET', url: `/api/celebrities/${ID}/payee` },
  {
    method: 'PUT',
    url: `/api/celebrities/${ID}/payee`,
    adminOnly: true,
    body: { legalName: 'X', payeeKind: 'other', commissionPercent: 15, tdsSection: '194J', upiId: 'x1@okaxis' },
  },
  { method: 'GET', url: `/api/bookings/${ID}/settlement` },
  {
    method: 'POST',
    url: `/api/bookings/${ID}/payouts`,
    body: { amountPaise: 100, date: '2026-11-20', mode: 'upi', reference: 'U1' },
  },
  { method: 'GET', url: `/api/payouts/${ID}/pdf` },
  { method: 'GET', url: '/api/reports/tds?fy=2026-27', adminOnly: true },
  // The Tally import and its ledger names (issue 40): admins only.
  { method: 'GET', url: '/api/reports/tally.xml?from=2026-11-01&to=2026-11-30', adminOnly: true },
  { method: 'GET', url: '/api/site/ledgers', adminOnly: true },
  { method: 'PUT', url: '/api/site/ledgers', adminOnly: true, body: { ...DEFAULT_LEDGERS } },
  { method: 'GET', url: '/api/staff' },
  {
    method: 'POST',
    url: '/api/staff',
    adminOnly: true,
    body: { name: 'X', email: 'x@example.com', password: 'tq8-Vw2p-LmZ4' },
  },
  {
    method: 'PUT',
    url: `/api/staff/${ID}`,
    adminOnly: true,
    body: { name: 'X', email: 'x@example.com', role: 'staff' },
  },
  { method: 'DELETE', url: `/api/staff/${ID}`, adminOnly: true },
  { method: 'POST', url: `/api/staff/${ID}/disable`, adminOnly: true },
  { method: 'POST', url: `/api/staff/${ID}/enable`, adminOnly: true },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'GET', url: '/api/auth/me' },
  // My account: every signed-in user's own.
  { method: 'GET', url: '/api/auth/account' },
  { method: 'PATCH', url: '/api/auth/account', body: { name: 'Staff Member', phone: '' } },
  { method: 'POST', url: '/api/auth/password', body: { currentPassword: 'x', password: 'tq8-Vw2p-LmZ4' } },
  { method: 'POST', url: '/api/auth/logout-everywhere' },
];

const t = useSignedInApp();

describe.each(PROTECTED)('$method $url', ({ method, url, adminOnly, body }) => {
  it('answers 401 without a token, even with an invalid body', async () => {
    const res = await t.app.inject({ method, url, payload: body ? { junk: true } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 with an unknown token', async () => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer notarealtokennotarealtoken123' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
  });

  if (adminOnly) {
    it('answers 403 to staff', async () => {
      const res = await t.app.inject({ method, url, headers: t.staff.headers, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
    });
    it('lets an admin through the guard', async () => {
      const res = await t.app.inject({ method, url, headers: t.admin.headers, payload: body });
      expect([200, 201, 404]).toContain(res.statusCode);
    });
  } else if (!url.startsWith('/api/auth/logout')) {
    it('lets staff through the guard', async () => {
      const res = await t.app.inject({ method, url, headers: t.staff.headers, payload: body });
      expect(res.statusCode).not.toBe(401);
      expect(res.statusCode).not.toBe(403);
    });
  }
});
