import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { apiAnswer, calledUrl, renderWithQueries } from '#web/testing/form-queries';
import { PayOnlineButton } from './pay-online-button';
import { leaveFor } from '../utils/leave-for';

vi.mock('../utils/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockReset();
});

const TOKEN = 'T'.repeat(43);

test('is a real form posting to the payment link address, so it works before the script runs', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderWithQueries(<PayOnlineButton token={TOKEN} dueNowPaise={11_800_000} />);
  const form = screen.getByRole('form', { name: 'Pay online' });
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(`/api/inquiry-status/${TOKEN}/payment-link`);
  expect(screen.getByText('Pay ₹1,18,000.00 by card, UPI or net banking on Razorpay’s secure page.')).toBeTruthy();
});

test('asks for the link and goes to it', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(200, { success: true, data: { url: 'https://rzp.io/i/abc123' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  renderWithQueries(<PayOnlineButton token={TOKEN} dueNowPaise={11_800_000} />);
  await user.click(screen.getByRole('button', { name: 'Pay online' }));
  await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://rzp.io/i/abc123'));
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(calledUrl(fetch.mock.calls[0]!)).toBe(`/api/inquiry-status/${TOKEN}/payment-link`);
  expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
  expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(true);
});

test('says why when no link can be made, and stays on the page', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => apiAnswer(409, { success: false, message: 'Nothing is due on this booking just now.' })),
  );
  const user = userEvent.setup();
  renderWithQueries(<PayOnlineButton token={TOKEN} dueNowPaise={11_800_000} />);
  await user.click(screen.getByRole('button', { name: 'Pay online' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Nothing is due on this booking just now.');
  expect(leaveFor).not.toHaveBeenCalled();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay online' }).disabled).toBe(false);
});
