import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PaymentForm } from './payment-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A booking awaiting its advance of ₹50,000, nothing paid yet (the fields the form reads). */
const booking = {
  _id: 'b-1',
  number: 'BK-2026-0001',
  advancePaise: 5_000_000,
  paidPaise: 0,
  duePaise: 10_000_000,
} as Booking;

function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<PaymentForm booking={booking} onDone={onDone} />);
  return {
    onDone,
    amount: screen.getByLabelText<HTMLInputElement>('Amount received (₹)', { exact: false }),
    reference: screen.getByLabelText<HTMLInputElement>('Reference', { exact: false }),
    tds: screen.getByLabelText<HTMLInputElement>('TDS deducted (₹)'),
    tdsSection: screen.getByLabelText<HTMLInputElement>('TDS section'),
  };
}

test('opens on the amount, the advance still due filled in', async () => {
  vi.stubGlobal('fetch', vi.fn());
  const { amount } = renderForm();
  expect(amount.value).toBe('50,000');
  await vi.waitFor(() => expect(document.activeElement).toBe(amount));
});

test('refuses what is not an amount, a transfer without its reference and TDS without its section', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { amount, reference, tds, tdsSection } = renderForm();
  await user.clear(amount);
  await user.type(amount, 'fifty');
  await user.type(tds, '1,000');
  await user.click(screen.getByRole('button', { name: 'Record payment' }));

  expect(fieldError(amount)).toBe('Type the amount in rupees, for example 50,000');
  expect(fieldError(reference)).toBe('Give the UTR, UPI or cheque reference');
  expect(fieldError(tdsSection)).toBe('Say under which section the tax was deducted (for example 194J)');
  expect(document.activeElement).toBe(amount);
  expect(fetch).not.toHaveBeenCalled();
});

test('records the payment in paise and closes', async () => {
  const fetch = answerEveryCall(201, { success: true, data: { number: 'RV-2026-0001' } });
  const user = userEvent.setup();
  const { onDone, amount, reference, tds, tdsSection } = renderForm();
  await user.clear(amount);
  await user.type(amount, '12,550.25');
  await user.type(reference, 'UTR123456');
  await user.type(tds, '250');
  await user.type(tdsSection, '194J');
  await user.click(screen.getByRole('button', { name: 'Record payment' }));

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(fetch).toHaveBeenCalledOnce();
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/bookings/b-1/payments');
  expect(sentBody(fetch.mock.calls[0]!)).toMatchObject({
    amountPaise: 1_255_025,
    mode: 'bank_transfer',
    reference: 'UTR123456',
    tdsPaise: 25_000,
    tdsSection: '194J',
  });
});

test('shows the server’s refusal beside the field it names, what was typed kept', async () => {
  answerEveryCall(400, {
    success: false,
    message: 'Check the highlighted fields',
    errors: [{ path: 'amountPaise', message: 'The amount is more than is due' }],
  });
  const user = userEvent.setup();
  const { onDone, amount, reference } = renderForm();
  await user.clear(amount);
  await user.type(amount, '9,99,999');
  await user.type(reference, 'UTR123456');
  await user.click(screen.getByRole('button', { name: 'Record payment' }));

  await vi.waitFor(() => expect(fieldError(amount)).toBe('The amount is more than is due'));
  expect(document.activeElement).toBe(amount);
  expect(amount.value).toBe('9,99,999');
  expect(onDone).not.toHaveBeenCalled();
});
