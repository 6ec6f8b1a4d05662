import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { auditEntries } from '#server/audit/audit-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { paymentLinkPaid, signedNotification, startFakeRazorpay, TEST_GATEWAY } from '#server/test/fake-razorpay';
import { useSignedInApp } from '#server/test/signed-in-app';
import { createTestApp } from '#server/test/test-app';
import { payments } from './billing-tables.js';

/**
 * The payment gateway set in Settings → Payments (issue 38): when the environment does not set
 * it, an admin's saved credentials turn paying online on at once (the status page, the payment
 * link, the webhook's signature, the CSP), and no secret is ever answered back or audited.
 */
const fake = await startFakeRazorpay();
afterAll(() => fake.close());

// No gateway in the environment: only its address, the local stand-in's.
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, config: { gatewayApiUrl: fake.url } });
const { acceptedBooking: awaitingAdvance } = bookingFixtures(t);

const ADVANCE_PAISE = 11_800_000;
const CREDENTIALS = {
  gatewayKeyId: TEST_GATEWAY.keyId,
  gatewayKeySecret: TEST_GATEWAY.keySecret,
  gatewayWebhookSecret: TEST_GATEWAY.webhookSecret,
};
const UPI = { upiVpa: 'starline@okaxis', payeeName: 'Starline' };

const read = (app = t.app) => app.inject({ method: 'GET', url: '/api/site/payments', headers: t.admin.headers });
const save = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/site/payments', headers: t.admin.headers, payload });
const paymentsAudit = () =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.kind, 'settings'), eq(auditEntries.subjectId, 'payments')))
    .orderBy(desc(auditEntries.createdAt));
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

async function online(token: string): Promise<boolean | undefined> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
  return (answer.json().data as InquiryStatusView).payment?.online;
}

const notify = (body: unknown, secret: string, app = t.app) => {
  const signed = signedNotification(body, undefined, secret);
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: signed.headers,
    payload: signed.payload,
  });
};

const formAction = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
  return /form-action ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
};

describe('the payment gateway set in Settings → Payments', () => {
  it('is off until saved; saved, it puts "Pay online" on, makes links with the saved keys and verifies the webhook with the saved secret', async () => {
    const { token, booking } = await awaitingAdvance('2032-01-10');
    expect((await read()).json().data.gateway).toEqual({ source: 'off', keyId: null, secretsSet: false });
    expect(await online(token)).toBe(false);
    expect(await formAction()).toBe("'self'");
    const body = paymentLinkPaid({
      linkId: 'plink_saved',
      paymentId: 'pay_savedkeys0001',
      amountPaise: ADVANCE_PAISE,
      bookingNumber: booking.number,
    });
    expect((await notify(body, TEST_GATEWAY.webhookSecret)).statusCode).toBe(404);

    const saved = await save({ ...UPI, ...CREDENTIALS });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.gateway).toEqual({ source: 'settings', keyId: TEST_GATEWAY.keyId, secretsSet: true });
    expect(await online(token)).toBe(true);
    expect(await formAction()).toContain(fake.url);
    // The stand-in answers only the saved key id and secret (basic auth).
    const link = await t.app.inject({ method: 'POST', url: `/api/inquiry-status/${token}/payment-link` });
    expect(link.statusCode).toBe(200);
    expect(fake.links.at(-1)).toMatchObject({ amount: ADVANCE_PAISE, reference_id: booking.number });

    expect((await notify(body, 'not-the-secret')).statusCode).toBe(400);
    const verified = await notify(body, TEST_GATEWAY.webhookSecret);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.result).toBe('recorded');
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });

  it('never answers a secret back, nor writes one to the audit log, which says they changed', async () => {
    await save({ ...UPI, gatewayKeyId: '' });
    const saved = await save({ ...UPI, ...CREDENTIALS });
    const answers = [saved.body, (await read()).body];
    for (const answer of answers) {
      expect(answer).not.toContain(TEST_GATEWAY.keySecret);
      expect(answer).not.toContain(TEST_GATEWAY.webhookSecret);
    }
    const audited = await paymentsAudit();
    expect(JSON.stringify(audited)).not.toContain(TEST_GATEWAY.keySecret);
    expect(JSON.stringify(audited)).not.toContain(TEST_GATEWAY.webhookSecret);
    expect(audited[0]?.after).toMatchObject({
      gatewayKeyId: TEST_GATEWAY.keyId,
      gatewayKeySecret: 'changed',
      gatewayWebhookSecret: 'changed',
    });
  });

  it('keeps a saved secret when its field is sent empty, and changes only the one given', async () => {
    await save({ ...UPI, ...CREDENTIALS });
    const kept = await save({
      ...UPI,
      gatewayKeyId: TEST_GATEWAY.keyId,
      gatewayKeySecret: '',
      gatewayWebhookSecret: '',
    });
    expect(kept.json().data.gateway).toEqual({ source: 'settings', keyId: TEST_GATEWAY.keyId, secretsSet: true });
    expect((await paymentsAudit())[0]?.after).toMatchObject({ gatewayKeySecret: 'set', gatewayWebhookSecret: 'set' });
    // Without the key id the gateway is left alone too (the UPI part saved by itself).
    expect((await save(UPI)).json().data.gateway.source).toBe('settings');
    await save({ ...UPI, gatewayKeyId: TEST_GATEWAY.keyId, gatewayWebhookSecret: 'a-new-webhook-secret' });
    const { booking } = await awaitingAdvance('2032-01-14');
    const body = paymentLinkPaid({
      linkId: 'plink_rotated',
      paymentId: 'pay_rotated00001',
      amountPaise: ADVANCE_PAISE,
      bookingNumber: booking.number,
    });
    expect((await notify(body, TEST_GATEWAY.webhookSecret)).statusCode).toBe(400);
    expect((await notify(body, 'a-new-webhook-secret')).statusCode).toBe(200);
    await save({ ...UPI, ...CREDENTIALS });
  });

  it('turns off with an empty key id: all three cleared, no "Pay online", no webhook', async () => {
    await save({ ...UPI, ...CREDENTIALS });
    const { token } = await awaitingAdvance('2032-01-12');
    expect(await online(token)).toBe(true);
    const off = await save({ ...UPI, gatewayKeyId: '' });
    expect(off.json().data.gateway).toEqual({ source: 'off', keyId: null, secretsSet: false });
    expect(await online(token)).toBe(false);
    expect(await formAction()).toBe("'self'");
    const body = paymentLinkPaid({
      linkId: 'plink_off',
      paymentId: 'pay_off000000001',
      amountPaise: 100,
      bookingNumber: null,
    });
    expect((await notify(body, TEST_GATEWAY.webhookSecret)).statusCode).toBe(404);
    // Saving the key id again needs its secrets again: none are kept.
    const bare = await save({ ...UPI, gatewayKeyId: TEST_GATEWAY.keyId });
    expect(bare.statusCode).toBe(400);
    expect(paths(bare.json())).toEqual(['gatewayKeySecret', 'gatewayWebhookSecret']);
  });

  it('refuses a key id without Razorpay’s shape, and secrets without a key id', async () => {
    const bad = await save({ ...UPI, ...CREDENTIALS, gatewayKeyId: 'key_123' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['gatewayKeyId']);
    expect(bad.json().errors[0].message).toBe(
      'A Razorpay key id is rzp_test_ or rzp_live_ followed by letters and digits, such as rzp_live_AbC123xYz',
    );
    expect(bad.body).not.toContain(TEST_GATEWAY.keySecret);
    const stray = await save({ ...UPI, gatewayKeyId: '', gatewayKeySecret: 'some-secret' });
    expect(paths(stray.json())).toEqual(['gatewayKeyId']);
  });

  it('gives way to the environment when it sets all three', async () => {
    const withEnvironment = await createTestApp({ gateway: fake.gateway });
    try {
      const admin = await withEnvironment.createUser('admin');
      const put = await withEnvironment.app.inject({
        method: 'PUT',
        url: '/api/site/payments',
        headers: admin.headers,
        payload: {
          ...UPI,
          gatewayKeyId: 'rzp_live_Other000000',
          gatewayKeySecret: 'other',
          gatewayWebhookSecret: 'other-hook',
        },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().data.gateway).toEqual({ source: 'environment', keyId: TEST_GATEWAY.keyId, secretsSet: true });
      const body = paymentLinkPaid({
        linkId: 'plink_env',
        paymentId: 'pay_env000000001',
        amountPaise: 100,
        bookingNumber: null,
      });
      // Signed with the saved secret: refused; with the environment's: past the signature.
      expect((await notify(body, 'other-hook', withEnvironment.app)).statusCode).toBe(400);
      expect((await notify(body, TEST_GATEWAY.webhookSecret, withEnvironment.app)).statusCode).not.toBe(400);
      expect((await withEnvironment.app.paymentGateway.current())?.source).toBe('environment');
    } finally {
      await withEnvironment.close();
    }
  });
});
