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
  updatedAt: null,
  updatedByName: null,
};

function renderForm() {
  renderWithQueries(<PaymentSettingsForm state={NEVER_SAVED} />);
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
