import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { InquiryForm } from './inquiry-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const celebrity = { _id: '0b7f1d4e-5c8a-4f7e-9d3b-2a1c6e8f0a12', name: 'Meera Kapoor' };

function renderForm() {
  const onSubmitted = vi.fn();
  renderWithQueries(<InquiryForm celebrity={celebrity} onSubmitted={onSubmitted} />);
  return { onSubmitted, group: screen.getByText('Company and billing (optional)').closest('details')! };
}

/** Fills the fields SPEC §5 requires, and ticks the consent. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(/^Event type/), 'Corporate Event');
  await user.type(screen.getByLabelText(/^Event date/), addCalendarDays(indianDay(), 90));
  await user.type(screen.getByLabelText(/^Event location/), 'Pune');
  await user.click(screen.getByRole('checkbox'));
}

/**
 * Stubs the network: the celebrity's diary (the event date's check) is free, and the inquiry is
 * stored with `data`.
 */
function answerInquiry(data: object) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (...call) =>
    calledUrl(call).includes('/availability')
      ? apiAnswer(200, { success: true, data: { taken: [] } })
      : apiAnswer(201, { success: true, data }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The call that sent the inquiry. */
function inquiryCall(fetch: ReturnType<typeof answerInquiry>) {
  return fetch.mock.calls.find((call) => calledUrl(call).endsWith('/api/inquiries'));
}

test('keeps the company and billing folded away, and asks for the budget and guests as optional', () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const { group } = renderForm();
  expect(group.open).toBe(false);
  expect(screen.getByLabelText('Budget in ₹ (optional)')).toBeTruthy();
  expect(screen.getByLabelText('Guests (optional)')).toBeTruthy();
  // The spec's own fields keep their place before them.
  const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
  expect(labels.indexOf('Additional details')).toBeLessThan(labels.indexOf('Budget in ₹ (optional)'));
});

test('sends the budget in paise, the guests, and the company, GSTIN and billing state as typed', async () => {
  const user = userEvent.setup();
  const fetch = answerInquiry({ _id: 'i-1', reference: 'SLT-2611-0001' });
  const { onSubmitted, group } = renderForm();
  await fillRequired(user);
  await user.type(screen.getByLabelText('Budget in ₹ (optional)'), '5,00,000');
  await user.type(screen.getByLabelText('Guests (optional)'), '1,200');
  await user.click(screen.getByText('Company and billing (optional)'));
  expect(group.open).toBe(true);
  await user.type(screen.getByLabelText('Company'), 'Sahyadri Events Pvt Ltd');
  await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
  await user.selectOptions(screen.getByLabelText('Billing state'), '27');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

  await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  expect(sentBody(inquiryCall(fetch)!)).toMatchObject({
    budgetPaise: 50_000_000,
    guests: 1200,
    companyName: 'Sahyadri Events Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    billingState: '27',
    celebrity: celebrity._id,
  });
});

test('sends none of them when left blank', async () => {
  const user = userEvent.setup();
  const fetch = answerInquiry({ _id: 'i-1', reference: 'SLT-2611-0001' });
  const { onSubmitted } = renderForm();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  const sent = sentBody(inquiryCall(fetch)!) as Record<string, unknown>;
  expect(sent.budgetPaise).toBeUndefined();
  expect(sent.guests).toBeUndefined();
  expect(sent.billingState).toBeUndefined();
  expect(sent).toMatchObject({ companyName: '', gstin: '' });
});

test('refuses a budget it cannot read, beside its field, and sends nothing', async () => {
  const user = userEvent.setup();
  const fetch = answerInquiry({});
  renderForm();
  await fillRequired(user);
  const budget = screen.getByLabelText('Budget in ₹ (optional)');
  await user.type(budget, 'ten lakh');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  await vi.waitFor(() => expect(fieldError(budget)).toBe('Type the budget in rupees, for example 5,00,000'));
  expect(document.activeElement).toBe(budget);
  expect(inquiryCall(fetch)).toBeUndefined();
});

test('opens the folded group to show a GSTIN refused by its check character, and focuses it', async () => {
  const user = userEvent.setup();
  const fetch = answerInquiry({});
  const { group } = renderForm();
  await fillRequired(user);
  await user.click(screen.getByText('Company and billing (optional)'));
  await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZA');
  // Folded again before sending: the refusal must still be seen.
  await user.click(screen.getByText('Company and billing (optional)'));
  expect(group.open).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
  const gstin = screen.getByLabelText('GSTIN');
  await vi.waitFor(() =>
    expect(fieldError(gstin)).toBe('This GSTIN’s last character does not match: check it for a typing mistake'),
  );
  expect(group.open).toBe(true);
  expect(document.activeElement).toBe(gstin);
  expect(inquiryCall(fetch)).toBeUndefined();
});
