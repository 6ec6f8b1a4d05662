import { expect } from 'vitest';
import type { SignedInTestApp } from './signed-in-app.js';

/** A verified merchant whose payee name has spaces and an ampersand (issue 38's QR cases). */
export const UPI_MERCHANT = {
  upiVpa: 'starline@okaxis',
  payeeName: 'Star & Line Events',
  merchantVerified: true,
  upiLimitPaise: 50_000_000,
};

/** An admin saves the payment settings (Settings → Payments). */
export async function savePaymentSettings(t: SignedInTestApp, payload: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/site/payments', headers: t.admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
}
