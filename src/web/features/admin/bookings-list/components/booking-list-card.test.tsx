import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import type { BookingListRow } from '#shared/schemas/bookings-list';
import { BookingListCard } from './booking-list-card';

afterEach(cleanup);

const ROW: BookingListRow = {
  _id: 'b1',
  number: 'SLT/B/26-27/0007',
  inquiryId: 'i1',
  inquiryReference: 'SLT-2611-0001',
  celebrity: { _id: 'c1', name: 'Harshita Goyal' },
  customer: { name: 'Tara Sethi' },
  start: '2027-03-15',
  end: '2027-03-16',
  state: 'confirmed',
  totalPaise: 26_600_000,
  advancePaise: 13_300_000,
  paidPaise: 13_300_000,
  duePaise: 13_300_000,
  balanceDueOn: '2027-03-08',
  overdue: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderCard(row: BookingListRow) {
  render(
    <MemoryRouter>
      <BookingListCard row={row} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

test('names the booking, opens its inquiry at the booking, and says what is overdue since when', () => {
  const card = renderCard(ROW);
  const link = within(card).getByRole('link', { name: 'SLT/B/26-27/0007' });
  expect(link.getAttribute('href')).toBe('/admin/inquiries/i1#booking-b1');
  expect(card.textContent).toContain('Harshita Goyal for Tara Sethi');
  expect(card.textContent).toContain('15 Mar 2027 – 16 Mar 2027');
  expect(card.textContent).toContain('₹2,66,000.00');
  expect(card.textContent).toContain('₹1,33,000.00');
  expect(within(card).getByText('Overdue since 8 Mar 2027')).toBeTruthy();
});

test('says nothing is due once paid, with no overdue mark', () => {
  const card = renderCard({ ...ROW, paidPaise: ROW.totalPaise, duePaise: 0, overdue: false });
  expect(within(card).getByText('Nothing due')).toBeTruthy();
  expect(within(card).queryByText(/Overdue/)).toBeNull();
});
