import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { DEFAULT_LEDGERS, LEDGER_FIELDS, LEDGER_LABELS } from '#shared/schemas/reports';
import { notify } from '#web/lib/notify';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import type { LedgersState } from '#shared/schemas/reports-responses';
import { LedgersForm } from './ledgers-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NEVER_SAVED: LedgersState = { ...DEFAULT_LEDGERS, updatedAt: null, updatedByName: null };

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');

function renderForm(state: LedgersState = NEVER_SAVED) {
  renderWithQueries(<LedgersForm state={state} />);
  return {
    // The label and its required mark ("Sales*"), not the group "Sales and tax".
    box: (field: keyof typeof LEDGER_LABELS) =>
      screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escaped(LEDGER_LABELS[field])}\\*?$`)),
    save: () => screen.getByRole('button', { name: 'Save' }),
  };
}

test('shows the eight ledger names under their labels, and who saved them last', () => {
  vi.stubGlobal('fetch', vi.fn());
  const { box } = renderForm({
    ...NEVER_SAVED,
    bank: 'HDFC Current A/c',
    updatedAt: '2026-11-28T09:35:00.000Z',
    updatedByName: 'Asha Rao',
  });
  for (const field of LEDGER_FIELDS) {
    expect(box(field).value).toBe(field === 'bank' ? 'HDFC Current A/c' : DEFAULT_LEDGERS[field]);
  }
  expect(screen.getByText('Last saved by Asha Rao, 28 November 2026 at 3:05 pm IST')).toBeTruthy();
});

test('before the first save it says the vouchers use the names shown', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderForm();
  expect(screen.getByText('No one has saved the ledger names yet: the vouchers use the names below.')).toBeTruthy();
});

test('refuses an empty name before sending', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { box, save } = renderForm();
  await user.clear(box('sgst'));
  await user.click(save());
  expect(fieldError(box('sgst'))).toBe('A ledger name is required');
  expect(fieldError(box('cgst'))).toBeUndefined();
  expect(fetch).not.toHaveBeenCalled();
});

test('saves all eight names, trimmed, with PUT, and says so', async () => {
  const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  const saved: LedgersState = {
    ...DEFAULT_LEDGERS,
    bank: 'HDFC Bank - 0042',
    updatedAt: '2026-11-28T10:00:00.000Z',
    updatedByName: 'Asha Rao',
  };
  const fetch = vi.fn<typeof globalThis.fetch>(async () => apiAnswer(200, { success: true, data: saved }));
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { box, save } = renderForm();
  await user.clear(box('bank'));
  await user.type(box('bank'), '  HDFC Bank - 0042 ');
  await user.click(save());

  await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  const call = fetch.mock.calls[0]!;
  expect(calledUrl(call)).toBe('/api/site/ledgers');
  expect(call[1]?.method).toBe('PUT');
  expect(sentBody(call)).toEqual({ ...DEFAULT_LEDGERS, bank: 'HDFC Bank - 0042' });
  expect(toast).toHaveBeenCalledWith('Tally ledgers saved');
  // The form starts again from what was saved: nothing left unsaved.
  await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  expect(box('bank').value).toBe('HDFC Bank - 0042');
});

test('shows the server’s refusal of a name beside it', async () => {
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    apiAnswer(400, {
      success: false,
      message: 'Check the highlighted fields',
      errors: [{ path: 'igst', message: 'A ledger name must be at most 100 characters' }],
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { box, save } = renderForm();
  await user.type(box('igst'), ' 18%');
  await user.click(save());
  await vi.waitFor(() => expect(fieldError(box('igst'))).toBe('A ledger name must be at most 100 characters'));
});
