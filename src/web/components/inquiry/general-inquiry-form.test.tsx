import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { answerEveryCall, fieldError, sentBody } from '#web/testing/form-queries';
import { GeneralInquiryForm } from './general-inquiry-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A general inquiry with what it needs, from /contact (no query provider there). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Farhan Sheikh');
  await user.type(screen.getByLabelText(/^Email/), 'farhan@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^What do you need/), 'A singer for our anniversary');
  await user.type(screen.getByLabelText(/^City/), 'Pune');
  await user.type(screen.getByLabelText(/^Event date/), addCalendarDays(indianDay(), 90));
  await user.click(screen.getByRole('checkbox'));
}

test('a general inquiry may name the company billed, its GSTIN and state, folded away until asked for', async () => {
  const user = userEvent.setup();
  const fetch = answerEveryCall(201, { success: true, data: { _id: 'i-1', reference: 'SLT-2611-0001' } });
  const onSubmitted = vi.fn();
  render(<GeneralInquiryForm onSubmitted={onSubmitted} />);
  const group = screen.getByText('Company and billing (optional)').closest('details')!;
  expect(group.open).toBe(false);
  // The ranges of a general inquiry stay; the exact budget and guests are the booking form's.
  expect(screen.queryByLabelText('Budget in ₹ (optional)')).toBeNull();
  await fillRequired(user);
  await user.click(screen.getByText('Company and billing (optional)'));
  await user.type(screen.getByLabelText('Company'), 'Sheikh Industries');
  await user.type(screen.getByLabelText('GSTIN'), '24AAACC1206D1ZM');
  await user.selectOptions(screen.getByLabelText('Billing state'), '27');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  // Gujarat's GSTIN with Maharashtra chosen: refused on the state, nothing sent.
  const state = screen.getByLabelText('Billing state');
  await vi.waitFor(() => expect(fieldError(state)).toBe('The GSTIN is registered in 24 Gujarat: choose that state'));
  expect(fetch).not.toHaveBeenCalled();

  await user.selectOptions(state, '24');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  expect(sentBody(fetch.mock.calls[0]!)).toMatchObject({
    companyName: 'Sheikh Industries',
    gstin: '24AAACC1206D1ZM',
    billingState: '24',
  });
});
