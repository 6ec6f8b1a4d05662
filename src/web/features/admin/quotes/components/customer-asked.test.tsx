import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry';
import { CustomerAsked } from './customer-asked';

afterEach(cleanup);

const none = {
  budgetPaise: null,
  guests: null,
  companyName: null,
  gstin: null,
  billingState: null,
  budgetRange: null,
  audienceSize: null,
} as Inquiry;

test('shows the budget in rupees and the guests the customer gave, beside the quote', () => {
  render(<CustomerAsked inquiry={{ ...none, budgetPaise: 50_000_000, guests: 1200, companyName: 'Acme' }} />);
  const aside = screen.getByRole('complementary', { name: 'The customer’s own figures, for reference' });
  expect(aside.textContent).toContain('Budget: ₹5,00,000');
  expect(aside.textContent).toContain('Guests: 1,200');
  // The company goes into the bill-to block, not here.
  expect(aside.textContent).not.toContain('Acme');
});

test('shows a general inquiry’s ranges, and nothing when the customer gave no figure', () => {
  const { container } = render(<CustomerAsked inquiry={none} />);
  expect(container.textContent).toBe('');
  render(<CustomerAsked inquiry={{ ...none, budgetRange: 'Under ₹5,00,000', audienceSize: 'Under 100' }} />);
  expect(screen.getByRole('complementary').textContent).toContain('Budget range: Under ₹5,00,000');
});
