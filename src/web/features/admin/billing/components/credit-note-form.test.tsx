import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { CreditNoteForm } from './credit-note-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<CreditNoteForm invoiceId="inv-1" onDone={onDone} />);
  return {
    onDone,
    amount: screen.getByLabelText<HTMLInputElement>('Amount credited, tax included (₹)', { exact: false }),
    reason: screen.getByLabelText<HTMLInputElement>('Reason', { exact: false }),
  };
}

test('refuses a missing amount and reason beside them, focusing the amount, and sends nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { amount, reason } = renderForm();
  await vi.waitFor(() => expect(document.activeElement).toBe(amount));
  await user.click(screen.getByRole('button', { name: 'Issue credit note' }));

  expect(fieldError(amount)).toBe('Type the amount in rupees, for example 50,000');
  expect(fieldError(reason)).toBe('Reason is required');
  expect(document.activeElement).toBe(amount);
  expect(fetch).not.toHaveBeenCalled();
});

test('issues the credit note in paise and closes', async () => {
  const fetch = answerEveryCall(201, { success: true, data: { number: 'CN-2026-0001' } });
  const user = userEvent.setup();
  const { onDone, amount, reason } = renderForm();
  await user.type(amount, '5,900');
  await user.type(reason, 'One performer fewer');
  await user.click(screen.getByRole('button', { name: 'Issue credit note' }));

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/invoices/inv-1/credit-notes');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({ amountPaise: 590_000, reason: 'One performer fewer' });
});

test('shows a refusal that names no field above the buttons, what was typed kept', async () => {
  answerEveryCall(409, { success: false, message: 'The credit notes would be more than the invoice', errors: [] });
  const user = userEvent.setup();
  const { onDone, amount, reason } = renderForm();
  await user.type(amount, '5,00,000');
  await user.type(reason, 'Cancelled');
  await user.click(screen.getByRole('button', { name: 'Issue credit note' }));

  await vi.waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('The credit notes would be more than the invoice'),
  );
  expect(amount.value).toBe('5,00,000');
  expect(onDone).not.toHaveBeenCalled();
});
