import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { RefundForm } from './refund-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A cancelled booking that owes ₹20,000 back. */
function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<RefundForm bookingId="b-1" owedPaise={2_000_000} onDone={onDone} />);
  return {
    onDone,
    amount: screen.getByLabelText<HTMLInputElement>('Amount refunded (₹)', { exact: false }),
    reference: screen.getByLabelText<HTMLInputElement>('Reference', { exact: false }),
  };
}

test('opens on the amount, what is owed back filled in', async () => {
  vi.stubGlobal('fetch', vi.fn());
  const { amount } = renderForm();
  expect(amount.value).toBe('20,000');
  await vi.waitFor(() => expect(document.activeElement).toBe(amount));
});

test('refuses what is not an amount and a transfer without its reference, and sends nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { amount, reference } = renderForm();
  await user.clear(amount);
  await user.click(screen.getByRole('button', { name: 'Record refund' }));

  expect(fieldError(amount)).toBe('Type the amount in rupees, for example 50,000');
  expect(fieldError(reference)).toBe('Give the UTR, UPI or cheque reference');
  expect(document.activeElement).toBe(amount);
  expect(fetch).not.toHaveBeenCalled();
});

test('records the refund in paise and closes', async () => {
  const fetch = answerEveryCall(201, { success: true, data: { number: 'RF-2026-0001' } });
  const user = userEvent.setup();
  const { onDone, amount, reference } = renderForm();
  await user.clear(amount);
  await user.type(amount, '15,000.50');
  await user.type(reference, 'UTR987654');
  await user.click(screen.getByRole('button', { name: 'Record refund' }));

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/bookings/b-1/refunds');
  expect(sentBody(fetch.mock.calls[0]!)).toMatchObject({
    amountPaise: 1_500_050,
    mode: 'bank_transfer',
    reference: 'UTR987654',
  });
});

test('shows the server’s refusal beside the amount, what was typed kept', async () => {
  answerEveryCall(409, {
    success: false,
    message: 'The refund is more than is due back',
    errors: [{ path: 'amountPaise', message: 'The refund is more than is due back' }],
  });
  const user = userEvent.setup();
  const { onDone, amount, reference } = renderForm();
  await user.clear(amount);
  await user.type(amount, '25,000');
  await user.type(reference, 'UTR987654');
  await user.click(screen.getByRole('button', { name: 'Record refund' }));

  await vi.waitFor(() => expect(fieldError(amount)).toBe('The refund is more than is due back'));
  expect(document.activeElement).toBe(amount);
  expect(amount.value).toBe('25,000');
  expect(onDone).not.toHaveBeenCalled();
});
