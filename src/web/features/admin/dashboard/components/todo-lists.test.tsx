import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Dashboard } from '#shared/schemas/dashboard';
import { TodoLists } from './todo-lists';

afterEach(cleanup);

const HOUR = 3_600_000;

const TODO: Dashboard['todo'] = {
  overdueReplies: {
    count: 3,
    items: [
      {
        inquiryId: 'i-1',
        reference: 'SLT-2611-0001',
        name: 'Rohan Mehta',
        celebrityName: 'Meera Kapoor',
        eventType: 'Wedding',
        replyBy: '2026-11-28T10:00:00.000Z',
        lateMs: 3 * HOUR + 20 * 60_000,
        assigneeName: 'Priya',
      },
      {
        inquiryId: 'i-2',
        reference: 'SLT-2611-0002',
        name: 'Sara Iyer',
        celebrityName: '',
        eventType: 'Corporate Event',
        replyBy: '2026-11-28T12:00:00.000Z',
        lateMs: HOUR,
        assigneeName: null,
      },
    ],
  },
  claimsToConfirm: {
    count: 1,
    paise: 20_000_000,
    items: [
      {
        claimId: 'c-1',
        inquiryId: 'i-3',
        bookingId: 'b-3',
        bookingNumber: 'SLT/B/26-27/0003',
        customerName: 'Kapoor Weddings',
        celebrityName: 'Arjun Rao',
        amountPaise: 20_000_000,
        dueNowPaise: 20_000_000,
        paidOn: '2026-11-27',
        mode: 'upi',
        reference: '412345678901',
        claimedAt: '2026-11-27T10:00:00.000Z',
        waitingMs: 2 * 24 * HOUR,
      },
    ],
  },
  balancesOverdue: { count: 0, paise: 0, items: [] },
};

function renderTodo(todo = TODO) {
  render(
    <MemoryRouter>
      <TodoLists dashboard={{ todo, dueSoonNow: 2 } as Dashboard} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Needs doing now' });
}

const list = (title: RegExp) => screen.getByRole('region', { name: title });

test('each overdue reply links to its inquiry, saying who, about what, whose and how late', () => {
  renderTodo();
  const replies = list(/^Replies overdue/);
  const links = within(replies).getAllByRole('link');
  expect(links[0]?.getAttribute('href')).toBe('/admin/inquiries/i-1');
  expect(links[0]?.textContent).toContain('Rohan Mehta');
  expect(links[0]?.textContent).toContain('Meera Kapoor · Wedding · Priya');
  expect(links[0]?.textContent).toContain('Overdue by 3 h 20 min');
  expect(links[1]?.textContent).toContain('General inquiry · Corporate Event · Unassigned');
  // Three in all, two shown: the rest one link away.
  expect(within(replies).getByText('Showing 2 of 3')).toBeTruthy();
  expect(within(replies).getByRole('link', { name: 'All overdue inquiries' }).getAttribute('href')).toBe(
    '/admin/inquiries?clock=overdue',
  );
});

test('a payment to confirm opens its inquiry at the booking, with the amount and the wait', () => {
  renderTodo();
  const claims = list(/^Payments to confirm/);
  expect(within(claims).getByRole('heading').textContent).toBe('Payments to confirm1₹2,00,000 in all');
  const link = within(claims).getByRole('link');
  expect(link.getAttribute('href')).toBe('/admin/inquiries/i-3#booking-b-3');
  expect(link.textContent).toContain('Kapoor Weddings');
  expect(link.textContent).toContain('Arjun Rao · UPI 412345678901');
  expect(link.textContent).toContain('₹2,00,000');
  expect(link.textContent).toContain('Waiting 2 days');
});

test('an empty list says all is well, and the replies point to those due soon', () => {
  renderTodo({ ...TODO, overdueReplies: { count: 0, items: [] } });
  const balances = list(/^Balances overdue/);
  expect(within(balances).queryAllByRole('link')).toHaveLength(0);
  expect(within(balances).getByText('No balance past its due date')).toBeTruthy();
  const replies = list(/^Replies overdue/);
  expect(within(replies).getByText('Every inquiry answered in time')).toBeTruthy();
  expect(
    within(replies)
      .getByRole('link', { name: /2 due within/ })
      .getAttribute('href'),
  ).toBe('/admin/inquiries?clock=due-soon');
});

test('a balance overdue opens its booking, with what is due and how many days late', () => {
  renderTodo({
    ...TODO,
    balancesOverdue: {
      count: 1,
      paise: 5_000_000,
      items: [
        {
          bookingId: 'b-9',
          inquiryId: 'i-9',
          bookingNumber: 'SLT/B/26-27/0009',
          customerName: 'Ananya Kapoor',
          celebrityName: 'Meera Kapoor',
          startDate: '2026-12-20',
          balanceDueOn: '2026-11-18',
          duePaise: 5_000_000,
          daysLate: 11,
        },
      ],
    },
  });
  const link = within(list(/^Balances overdue/)).getByRole('link');
  expect(link.getAttribute('href')).toBe('/admin/inquiries/i-9#booking-b-9');
  expect(link.textContent).toContain('Meera Kapoor · SLT/B/26-27/0009');
  expect(link.textContent).toContain('₹50,000');
  expect(link.textContent).toContain('11 days late');
});
