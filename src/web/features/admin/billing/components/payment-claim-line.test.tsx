import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { PaymentClaim } from '#shared/schemas/payment-claim-responses';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { MoneyLines } from '#web/components/money-lines';
import { PaymentClaimLine } from './payment-claim-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLAIM: PaymentClaim = {
  _id: 'c-1',
  bookingId: 'b-1',
  bookingNumber: 'SLT/B/26-27/0001',
  inquiryId: 'i-1',
  customerName: 'Ananya Kapoor',
  amountPaise: 5_000_000,
  dueNowPaise: 11_800_000,
  differsFromDue: true,
  date: '2026-11-28',
  mode: 'upi',
  reference: '412345678901',
  state: 'claimed',
  reason: '',
  decidedByName: null,
  decidedAt: null,
  receiptNumber: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

function renderLine(claim: PaymentClaim = CLAIM) {
  renderWithQueries(
    <MoneyLines label="Payments to confirm">
      <PaymentClaimLine claim={claim} showBooking />
    </MoneyLines>,
  );
}

test('flags an amount that differs from the due and shows the customer’s reference', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderLine();
  expect(screen.getByText('Differs from the ₹1,18,000.00 due')).toBeTruthy();
  expect(screen.getByText(/UPI 412345678901/)).toBeTruthy();
});

test('Confirm records the payment in one click', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(201, { success: true, data: { number: 'SLT/R/26-27/0001' } }),
  );
  vi.stubGlobal('fetch', fetch);
  renderLine();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/payment-claims/c-1/confirm');
});

test('Not received asks why, and sends it', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(200, { success: true, data: { ...CLAIM, state: 'rejected', reason: 'No credit yet' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  renderLine();
  await user.click(screen.getByRole('button', { name: 'Not received' }));
  const dialog = await screen.findByRole('dialog');
  // The form is a chunk of its own, fetched as the dialog opens.
  const reason = await within(dialog).findByLabelText<HTMLInputElement>(
    'What you found',
    { exact: false },
    { timeout: 10_000 },
  );
  await user.click(within(dialog).getByRole('button', { name: 'Not received' }));
  expect(fieldError(reason)).toBe('Reason is required');
  expect(fetch).not.toHaveBeenCalled();
  await user.type(reason, 'No credit yet');
  await user.click(within(dialog).getByRole('button', { name: 'Not received' }));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/payment-claims/c-1/reject');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({ reason: 'No credit yet' });
});
