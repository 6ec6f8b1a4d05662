import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { indianDay } from '#shared/format';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PaymentClaimForm } from './payment-claim-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);

function renderForm() {
  renderWithQueries(<PaymentClaimForm token={TOKEN} dueNowPaise={11_800_000} />);
  return {
    form: screen.getByRole('form', { name: 'I have paid' }),
    amount: screen.getByLabelText<HTMLInputElement>('Amount paid (₹)', { exact: false }),
    date: screen.getByLabelText<HTMLInputElement>('Paid on', { exact: false }),
    bank: screen.getByLabelText<HTMLInputElement>('Bank transfer'),
    reference: screen.getByLabelText<HTMLInputElement>('Payment reference', { exact: false }),
  };
}

test('is a plain form posting to the server, so a tap before the script runs is not lost', () => {
  vi.stubGlobal('fetch', vi.fn());
  const { form, amount, reference } = renderForm();
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(`/api/inquiry-status/${TOKEN}/payment-claims`);
  expect(amount.name).toBe('amountPaise');
  expect(amount.value).toBe('1,18,000');
  expect(reference.name).toBe('reference');
});

test('holds the reference to its mode’s shape, with clear words, before sending', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { bank, reference } = renderForm();
  await user.type(reference, '12345');
  await user.click(screen.getByRole('button', { name: 'Send payment details' }));
  expect(fieldError(reference)).toBe(
    'A UPI reference (UTR or RRN) is the 12 digits your UPI app shows for the payment',
  );
  await user.click(bank);
  await user.click(screen.getByRole('button', { name: 'Send payment details' }));
  expect(fieldError(reference)).toMatch(/^A bank reference is the UTR your bank shows/);
  expect(fetch).not.toHaveBeenCalled();
});

test('sends the payment in paise and says when it will be confirmed', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => apiAnswer(201, { success: true, data: {} }));
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { reference } = renderForm();
  await user.type(reference, '4123 4567 8901');
  await user.click(screen.getByRole('button', { name: 'Send payment details' }));

  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain(`/inquiry-status/${TOKEN}/payment-claims`);
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({
    amountPaise: 11_800_000,
    date: indianDay(),
    mode: 'upi',
    reference: '412345678901',
  });
  expect(await screen.findByText('Thank you. We will confirm your payment within one working day.')).toBeTruthy();
});

test('shows the server’s refusal of a reference already used beside it', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      apiAnswer(409, {
        success: false,
        message: 'This reference has already been reported or recorded as a payment.',
        errors: [{ path: 'reference', message: 'This reference has already been reported or recorded as a payment.' }],
      }),
    ),
  );
  const user = userEvent.setup();
  const { reference } = renderForm();
  await user.type(reference, '412345678901');
  await user.click(screen.getByRole('button', { name: 'Send payment details' }));
  await vi.waitFor(() =>
    expect(fieldError(reference)).toBe('This reference has already been reported or recorded as a payment.'),
  );
});
