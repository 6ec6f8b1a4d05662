import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { EMPTY_BUSINESS_DETAILS } from '#shared/schemas/business-details';
import type { Inquiry } from '#shared/schemas/inquiry';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { QuoteForm } from './quote-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The fields the new-quote form reads of an inquiry: who asked and where the event is. */
const inquiry = { _id: 'i-1', name: 'Mehta Events LLP', eventLocation: 'Bengaluru, Karnataka' } as Inquiry;
/** An agency registered in Karnataka (29): a quote to a Karnataka customer carries CGST and SGST. */
const business = { ...EMPTY_BUSINESS_DETAILS, address: { ...EMPTY_BUSINESS_DETAILS.address, state: '29' } };

function renderNewQuote() {
  const onCancel = vi.fn();
  renderWithQueries(
    <QuoteForm
      business={business}
      onCancel={onCancel}
      inquiry={inquiry}
      validUntil="2099-03-31"
      listedPrice={150_000}
    />,
  );
  const field = (id: string) => document.querySelector<HTMLInputElement>(`[id$="-${id}"]`)!;
  return {
    onCancel,
    name: screen.getByLabelText<HTMLInputElement>('Billing name', { exact: false }),
    address: screen.getByLabelText<HTMLInputElement>('Billing address', { exact: false }),
    customerState: screen.getByLabelText<HTMLSelectElement>('Customer’s state', { exact: false }),
    venueState: screen.getByLabelText<HTMLSelectElement>('Venue’s state', { exact: false }),
    feeDescription: field('line-0-description'),
    feeRate: field('line-0-rate'),
    agencyDescription: field('line-1-description'),
    agencyRate: field('line-1-rate'),
  };
}

/** Fills what a new quote still lacks: the billing address and state, and both lines' words. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof renderNewQuote>) {
  await user.type(form.address, '12 MG Road, Bengaluru 560001');
  await user.selectOptions(form.customerState, '29');
  await user.type(form.feeDescription, 'Performance, 90 minutes');
  await user.type(form.agencyDescription, 'Agency fee');
  await user.type(form.agencyRate, '25,000');
}

test('bills the company the customer named on the inquiry, with its GSTIN and billing state (issue 41)', () => {
  vi.stubGlobal('fetch', vi.fn());
  renderWithQueries(
    <QuoteForm
      business={business}
      onCancel={vi.fn()}
      inquiry={{ ...inquiry, companyName: 'Sahyadri Events Pvt Ltd', gstin: '27AAPFU0939F1ZV', billingState: '27' }}
      validUntil="2099-03-31"
      listedPrice={null}
    />,
  );
  expect(screen.getByLabelText<HTMLInputElement>('Billing name', { exact: false }).value).toBe(
    'Sahyadri Events Pvt Ltd',
  );
  expect(screen.getByLabelText<HTMLInputElement>('Customer GSTIN', { exact: false }).value).toBe('27AAPFU0939F1ZV');
  expect(screen.getByLabelText<HTMLSelectElement>('Customer’s state', { exact: false }).value).toBe('27');
  // The address is not asked on the inquiry: staff type it.
  expect(screen.getByLabelText<HTMLTextAreaElement>('Billing address', { exact: false }).value).toBe('');
});

test('starts from what the product knows: the billing name, the venue’s state and the listed price', () => {
  vi.stubGlobal('fetch', vi.fn());
  const form = renderNewQuote();
  expect(form.name.value).toBe('Mehta Events LLP');
  expect(form.venueState.value).toBe('29');
  expect(form.feeRate.value).toBe('1,50,000');
});

test('refuses a rate that is not rupees and what is missing, each beside its field, and sends nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const form = renderNewQuote();
  await user.clear(form.feeRate);
  await user.type(form.feeRate, 'one lakh');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(fieldError(form.feeRate)).toBe('Enter the rate in rupees, such as 2,00,000 or 1500.50');
  expect(fieldError(form.address)).toBe('Billing address is required');
  expect(fieldError(form.customerState)).toBe('State is required');
  expect(fieldError(form.feeDescription)).toBe('Description is required');
  expect(fieldError(form.agencyRate)).toBe('Rate is required');
  expect(document.activeElement).toBe(form.address);
  expect(fetch).not.toHaveBeenCalled();
});

test('saves the draft with each rate in paise', async () => {
  const fetch = answerEveryCall(201, { success: true, data: { _id: 'q-1' } });
  const user = userEvent.setup();
  const form = renderNewQuote();
  await fillTheRest(user, form);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  const call = fetch.mock.calls.find((call) => calledUrl(call).includes('/inquiries/i-1/quotes'))!;
  expect(call[1]?.method).toBe('POST');
  expect(sentBody(call)).toMatchObject({
    customer: { name: 'Mehta Events LLP', address: '12 MG Road, Bengaluru 560001', state: '29' },
    venueState: '29',
    lines: [
      { kind: 'artist_fee', description: 'Performance, 90 minutes', ratePaise: 15_000_000 },
      { kind: 'agency_fee', description: 'Agency fee', ratePaise: 2_500_000 },
    ],
    validUntil: '2099-03-31',
  });
});

test('shows the server’s refusal beside the line it names, what was typed kept', async () => {
  answerEveryCall(400, {
    success: false,
    message: 'Check the highlighted fields',
    errors: [{ path: 'lines.1.ratePaise', message: 'The agency fee is more than the artist fee allows' }],
  });
  const user = userEvent.setup();
  const form = renderNewQuote();
  await fillTheRest(user, form);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await vi.waitFor(() => expect(fieldError(form.agencyRate)).toBe('The agency fee is more than the artist fee allows'));
  expect(document.activeElement).toBe(form.agencyRate);
  expect(form.agencyRate.value).toBe('25,000');
});
