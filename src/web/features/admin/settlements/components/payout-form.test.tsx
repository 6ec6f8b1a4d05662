import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { PayoutPreview } from '#shared/schemas/payouts-responses';
import { useSession } from '#web/lib/session-store';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PayoutForm } from './payout-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ user: null, isAuthenticated: false });
});

function signInAs(role: 'staff' | 'admin') {
  useSession.setState({
    user: { _id: 'u-1', name: 'Asha', email: 'asha@example.com', role },
    isAuthenticated: true,
  });
}

/** ₹1,00,000 under 194J in a year with nothing paid before: ₹10,000 TDS. */
const PREVIEW: PayoutPreview = {
  amountPaise: 10_000_000,
  tdsPaise: 1_000_000,
  computedTdsPaise: 1_000_000,
  netPaise: 9_000_000,
  tdsSection: '194J',
  sectionLabel: '393(1) Sl. No. 6(iii)',
  rateBasisPoints: 1000,
  basePaise: 10_000_000,
  thresholdCrossed: true,
  shortfallPaise: 0,
  financialYear: '26-27',
  overridden: false,
  explanation: 'TDS ₹10,000.00 at 10% under 393(1) Sl. No. 6(iii) on ₹1,00,000.00.',
  earlierPaymentsThisYearPaise: 0,
  earlierTdsThisYearPaise: 0,
  payoutLimitPaise: 20_000_000,
  overLimit: false,
};

/**
 * The network as the payout form meets it: the preview answers `preview`, the payout `recorded`
 * (status and body); the stub tells what was sent where.
 */
function stubServer({
  preview = { status: 200, body: { success: true, data: PREVIEW } },
  recorded = { status: 201, body: { success: true, data: { number: 'SLT/P/26-27/0001' } } },
}: { preview?: { status: number; body: object }; recorded?: { status: number; body: object } } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (...call) => {
    const answer = calledUrl(call).endsWith('/payouts/preview') ? preview : recorded;
    return apiAnswer(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (ending: string) => fetch.mock.calls.filter((call) => calledUrl(call).endsWith(ending));
  return { fetch, previews: () => callsTo('/payouts/preview'), payouts: () => callsTo('/b-1/payouts') };
}

function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<PayoutForm bookingId="b-1" onDone={onDone} />);
  return {
    onDone,
    amount: screen.getByLabelText<HTMLInputElement>('Amount paid, before TDS (₹)', { exact: false }),
    reference: screen.getByLabelText<HTMLInputElement>('Reference', { exact: false }),
    submit: () => screen.getByRole('button', { name: 'Record payout' }),
  };
}

test('shows the TDS the product computes, with its reason, before anything is saved', async () => {
  signInAs('staff');
  const server = stubServer();
  const user = userEvent.setup();
  const { amount } = renderForm();
  const preview = screen.getByRole('region', { name: 'TDS on this payout' });
  expect(preview.textContent).toContain('Type the amount and the date to see the TDS.');

  await user.type(amount, '1,00,000');
  await vi.waitFor(() => expect(preview.textContent).toContain(PREVIEW.explanation));
  expect(preview.textContent).toContain('₹10,000.00 under 393(1) Sl. No. 6(iii)');
  expect(preview.textContent).toContain('Net to the artist₹90,000.00');
  // Asked once the typing rested, with the amount in paise; nothing recorded.
  expect(server.previews()).toHaveLength(1);
  expect(sentBody(server.previews()[0]!)).toMatchObject({ amountPaise: 10_000_000 });
  expect(server.payouts()).toHaveLength(0);
});

test('still records the payout when the preview fails, without the override it never switched on', async () => {
  signInAs('staff');
  const server = stubServer({ preview: { status: 500, body: { success: false, message: 'Server error' } } });
  const user = userEvent.setup();
  const { amount, reference, submit, onDone } = renderForm();
  await user.type(amount, '50,000.50');
  await user.type(reference, 'UTR778899');
  await vi.waitFor(() =>
    expect(screen.getByRole('region', { name: 'TDS on this payout' }).textContent).toContain('could not be worked out'),
  );
  await user.click(submit());

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  const body = sentBody(server.payouts()[0]!) as Record<string, unknown>;
  expect(body).toMatchObject({ amountPaise: 5_000_050, mode: 'bank_transfer', reference: 'UTR778899' });
  expect(body).not.toHaveProperty('tdsOverride');
});

test('an override of the TDS needs its reason, and is sent in paise with it', async () => {
  signInAs('staff');
  const server = stubServer();
  const user = userEvent.setup();
  const { amount, reference, submit, onDone } = renderForm();
  await user.type(amount, '1,00,000');
  await user.type(reference, 'UTR1');
  await user.click(screen.getByLabelText('Override TDS'));
  const tds = screen.getByLabelText<HTMLInputElement>('TDS to deduct (₹)', { exact: false });
  const reason = screen.getByLabelText<HTMLInputElement>('Reason for the TDS', { exact: false });
  await user.type(tds, '2,000');
  await user.click(submit());

  expect(fieldError(reason)).toBe('Reason for the TDS set by hand is required');
  expect(server.payouts()).toHaveLength(0);

  await user.type(reason, 'Lower deduction certificate');
  await user.click(submit());
  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(sentBody(server.payouts()[0]!)).toMatchObject({
    amountPaise: 10_000_000,
    tdsOverride: { tdsPaise: 200_000, reason: 'Lower deduction certificate' },
  });
});

test('a refused overpayment: staff read why beside the amount; an admin is asked for the reason and confirms', async () => {
  signInAs('staff');
  stubServer({
    recorded: {
      status: 409,
      body: {
        success: false,
        message: 'Check the highlighted fields',
        errors: [{ path: 'amountPaise', message: 'Only an admin may, giving the reason' }],
      },
    },
  });
  const user = userEvent.setup();
  const staffForm = renderForm();
  await user.type(staffForm.amount, '5,00,000');
  await user.type(staffForm.reference, 'UTR2');
  await user.click(staffForm.submit());
  await vi.waitFor(() => expect(fieldError(staffForm.amount)).toBe('Only an admin may, giving the reason'));
  expect(screen.queryByLabelText('Reason to pay more than received', { exact: false })).toBeNull();
  cleanup();

  signInAs('admin');
  const server = stubServer({
    recorded: {
      status: 409,
      body: {
        success: false,
        message: 'Check the highlighted fields',
        errors: [{ path: 'overpayReason', message: 'Give the reason to pay more than the customer has paid' }],
      },
    },
  });
  const adminForm = renderForm();
  await user.type(adminForm.amount, '5,00,000');
  await user.type(adminForm.reference, 'UTR2');
  await user.click(adminForm.submit());
  const why = await screen.findByLabelText<HTMLTextAreaElement>('Reason to pay more than received', { exact: false });
  expect(fieldError(why)).toBe('Give the reason to pay more than the customer has paid');
  expect(adminForm.onDone).not.toHaveBeenCalled();

  await user.type(why, 'The customer paid the balance in cash to the artist');
  await user.click(adminForm.submit());
  await vi.waitFor(() => expect(server.payouts()).toHaveLength(2));
  expect(sentBody(server.payouts()[1]!)).toMatchObject({
    overpayReason: 'The customer paid the balance in cash to the artist',
  });
});
