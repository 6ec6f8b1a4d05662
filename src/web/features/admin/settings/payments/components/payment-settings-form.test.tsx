import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PaymentSettingsForm } from './payment-settings-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEVER_SAVED: PaymentSettingsState = {
  upiVpa: '',
  payeeName: '',
  merchantVerified: false,
  upiLimitPaise: 10_000_000,
  gateway: { source: 'off', keyId: null, secretsSet: false },
  updatedAt: null,
  updatedByName: null,
};

function renderForm(state: PaymentSettingsState = NEVER_SAVED) {
  renderWithQueries(<PaymentSettingsForm state={state} />);
  return {
    vpa: screen.getByLabelText<HTMLInputElement>('UPI ID'),
    payee: screen.getByLabelText<HTMLInputElement>('Payee name'),
    verified: screen.getByLabelText<HTMLInputElement>('Verified merchant'),
    limit: screen.getByLabelText<HTMLInputElement>('UPI limit per payment (₹)', { exact: false }),
  };
}

test('opens on UPI’s usual limit in rupees', () => {
  vi.stubGlobal('fetch', vi.fn());
  expect(renderForm().limit.value).toBe('1,00,000');
});

test('refuses a UPI ID without its shape, a missing payee name and a limit above UPI’s, before sending', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { vpa, payee, limit } = renderForm();
  await user.type(vpa, 'starline');
  await user.clear(limit);
  await user.type(limit, '5,00,000');
  await user.click(screen.getByRole('button', { name: /save/i }));

  expect(fieldError(vpa)).toBe('A UPI ID is name@bank, for example starline@okaxis');
  expect(fieldError(payee)).toBe('Give the name UPI apps show for this UPI ID');
  expect(fieldError(limit)).toBe(
    'UPI takes at most ₹1,00,000 in one payment to an account that is not a verified merchant',
  );
  expect(fetch).not.toHaveBeenCalled();
});

test('saves a verified merchant’s UPI ID with its ₹5,00,000 limit in paise', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(200, {
      success: true,
      data: {
        ...NEVER_SAVED,
        upiVpa: 'starline@okaxis',
        payeeName: 'Starline & Co',
        merchantVerified: true,
        upiLimitPaise: 50_000_000,
        updatedAt: '2026-11-28T10:00:00.000Z',
        updatedByName: 'Asha Rao',
      },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { vpa, payee, verified, limit } = renderForm();
  await user.type(vpa, 'Starline@OKAXIS');
  await user.type(payee, 'Starline & Co');
  await user.click(verified);
  await user.clear(limit);
  await user.type(limit, '5,00,000');
  await user.click(screen.getByRole('button', { name: /save/i }));

  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/site/payments');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({
    upiVpa: 'starline@okaxis',
    payeeName: 'Starline & Co',
    merchantVerified: true,
    upiLimitPaise: 50_000_000,
  });
});

const GATEWAY_SAVED: PaymentSettingsState = {
  ...NEVER_SAVED,
  upiVpa: 'starline@okaxis',
  payeeName: 'Starline',
  gateway: { source: 'settings', keyId: 'rzp_live_AbC123xYz', secretsSet: true },
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedByName: 'Asha Rao',
};

const gatewayBoxes = () => ({
  keyId: screen.getByLabelText<HTMLInputElement>('Key id'),
  keySecret: screen.getByLabelText<HTMLInputElement>('Key secret'),
  webhookSecret: screen.getByLabelText<HTMLInputElement>('Webhook secret'),
});

test('the gateway’s fieldset: write-only secret boxes and the webhook URL to give Razorpay, read-only', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderForm();
  expect(screen.getByRole('group', { name: 'Payment gateway (Razorpay)' })).toBeTruthy();
  expect(screen.getByText('Off: customers pay by UPI QR or bank transfer.')).toBeTruthy();
  const { keyId, keySecret, webhookSecret } = gatewayBoxes();
  expect(keyId.value).toBe('');
  for (const secret of [keySecret, webhookSecret]) {
    expect(secret.type).toBe('password');
    expect(secret.autocomplete).toBe('off');
    expect(secret.placeholder).toBe('');
  }
  const webhookUrl = screen.getByLabelText<HTMLInputElement>('Webhook URL to give Razorpay');
  expect(webhookUrl.value).toBe(`${window.location.origin}/api/payments/razorpay/webhook`);
  expect(webhookUrl.readOnly).toBe(true);
  expect(screen.queryByRole('button', { name: 'Turn off online payment' })).toBeNull();
});

test('refuses a key id without Razorpay’s shape before sending', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  renderForm();
  const { keyId } = gatewayBoxes();
  await user.type(keyId, 'key_123');
  await user.click(screen.getByRole('button', { name: /save/i }));
  expect(fieldError(keyId)).toBe(
    'A Razorpay key id is rzp_test_ or rzp_live_ followed by letters and digits, such as rzp_live_AbC123xYz',
  );
  expect(fetch).not.toHaveBeenCalled();
});

test('once saved, the secrets are never shown: empty boxes keep them, and “Turn off online payment” clears all three', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(200, {
      success: true,
      data: { ...GATEWAY_SAVED, gateway: { source: 'off', keyId: null, secretsSet: false } },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  renderForm(GATEWAY_SAVED);
  expect(screen.getByText('On: customers see “Pay online” on their status page.')).toBeTruthy();
  const { keyId, keySecret, webhookSecret } = gatewayBoxes();
  expect(keyId.value).toBe('rzp_live_AbC123xYz');
  expect(keySecret.value).toBe('');
  expect(keySecret.placeholder).toBe('Saved — leave empty to keep');
  expect(webhookSecret.placeholder).toBe('Saved — leave empty to keep');
  await user.type(webhookSecret, 'a-new-webhook-secret');
  await user.click(screen.getByRole('button', { name: /save/i }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(sentBody(fetch.mock.calls[0]!)).toMatchObject({
    gatewayKeyId: 'rzp_live_AbC123xYz',
    gatewayKeySecret: '',
    gatewayWebhookSecret: 'a-new-webhook-secret',
  });

  await user.click(screen.getByRole('button', { name: 'Turn off online payment' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(sentBody(fetch.mock.calls[1]!)).toEqual({
    upiVpa: 'starline@okaxis',
    payeeName: 'Starline',
    merchantVerified: false,
    upiLimitPaise: 10_000_000,
    gatewayKeyId: '',
  });
  await vi.waitFor(() => expect(gatewayBoxes().keyId.value).toBe(''));
});

test('a gateway set by the environment is told, not editable, and a save leaves it alone', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => apiAnswer(200, { success: true, data: NEVER_SAVED }));
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { payee } = renderForm({
    ...NEVER_SAVED,
    gateway: { source: 'environment', keyId: 'rzp_live_FromEnv0001', secretsSet: true },
  });
  expect(screen.getByText(/Set by the server's environment; change it there/)).toBeTruthy();
  expect(screen.getByText('rzp_live_FromEnv0001')).toBeTruthy();
  expect(screen.queryByLabelText('Key id')).toBeNull();
  expect(screen.queryByLabelText('Key secret')).toBeNull();
  await user.type(payee, 'Starline');
  await user.click(screen.getByRole('button', { name: /save/i }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  const sent = sentBody(fetch.mock.calls[0]!) as Record<string, unknown>;
  expect(Object.keys(sent).filter((key) => key.startsWith('gateway'))).toEqual([]);
});
