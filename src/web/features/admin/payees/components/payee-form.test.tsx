import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PayeeForm } from './payee-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<PayeeForm celebrityId="c-1" payee={null} onDone={onDone} />);
  // Labels of required fields end with their mark (*); the PAN's is whole, as "company" holds it too.
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
  return {
    onDone,
    legalName: field('Legal name'),
    pan: screen.getByLabelText<HTMLInputElement>('PAN'),
    account: field('Bank account number'),
    ifsc: field('IFSC'),
    commission: field('Default commission (%)'),
    save: () => screen.getByRole('button', { name: 'Save payee details' }),
  };
}

test('refuses a PAN of the wrong shape, and a payee with nowhere to pay, and sends nothing', async () => {
  const fetch = answerEveryCall(200, { success: true, data: {} });
  const user = userEvent.setup();
  const { legalName, pan, account, save } = renderForm();
  await user.type(legalName, 'Aarav Mehta');
  await user.type(pan, 'ABCD1234F');
  await user.click(save());

  expect(fieldError(pan)).toBe('A PAN is five letters, four digits and a letter (AAAAA9999A)');
  expect(fieldError(account)).toBe('Give a bank account and its IFSC, or a UPI ID, to pay them to');
  expect(fetch).not.toHaveBeenCalled();
});

test('a firm’s PAN for an individual is refused by its fourth letter', async () => {
  answerEveryCall(200, { success: true, data: {} });
  const user = userEvent.setup();
  const { legalName, pan, account, ifsc, save } = renderForm();
  await user.type(legalName, 'Mehta Events LLP');
  await user.type(pan, 'AAAFM1234K');
  await user.type(account, '123456789012');
  await user.type(ifsc, 'HDFC0001234');
  await user.click(save());

  expect(await screen.findByText('This PAN is not a person’s or an HUF’s: choose Firm, company or other')).toBeTruthy();
});

test('saves the payee with the PAN in capitals and the commission as a number', async () => {
  const fetch = answerEveryCall(200, { success: true, data: null });
  const user = userEvent.setup();
  const { onDone, legalName, pan, account, ifsc, commission, save } = renderForm();
  await user.type(legalName, 'Aarav Mehta');
  await user.type(pan, 'abcpm 1234f');
  await user.type(account, '1234 5678 9012');
  await user.type(ifsc, 'hdfc0001234');
  await user.clear(commission);
  await user.type(commission, '12.5');
  await user.click(save());

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/celebrities/c-1/payee');
  expect(sentBody(fetch.mock.calls[0]!)).toMatchObject({
    legalName: 'Aarav Mehta',
    pan: 'ABCPM1234F',
    payeeKind: 'individual_or_huf',
    bankAccountNumber: '123456789012',
    ifsc: 'HDFC0001234',
    commissionPercent: 12.5,
    tdsSection: '194J',
  });
});
