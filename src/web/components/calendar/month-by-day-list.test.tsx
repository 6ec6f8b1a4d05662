import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MonthByDayList } from './month-by-day-list';

afterEach(cleanup);

interface Thing {
  id: string;
  title: string;
}

function renderList(rows: { day: string; items: Thing[] }[]) {
  return render(
    <MonthByDayList
      month="2028-02"
      rows={rows}
      renderItem={(thing, day) => (
        <li key={thing.id}>
          {thing.title} under {day}
        </li>
      )}
    />,
  );
}

test('each day is a heading over its own items, in the order the rows give', () => {
  renderList([
    { day: '2028-02-03', items: [{ id: 'a', title: 'Launch' }] },
    {
      day: '2028-02-29',
      items: [
        { id: 'b', title: 'Wedding' },
        { id: 'c', title: 'Blackout' },
      ],
    },
  ]);

  const month = screen.getByRole('list', { name: 'February 2028, by day' });
  const days = within(month)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === month);
  expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
    '3 February 2028',
    '29 February 2028',
  ]);
  // Each item is drawn by the caller, told the day it stands under.
  expect(
    within(days[1]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Wedding under 2028-02-29', 'Blackout under 2028-02-29']);
  expect(
    within(days[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Launch under 2028-02-03']);
  expect(screen.queryByText(/Nothing in/)).toBeNull();
});

test('a month with nothing says so instead of an empty list', () => {
  renderList([]);

  expect(screen.getByText('Nothing in February 2028.')).toBeTruthy();
  expect(screen.getByText('No holds, bookings or blackouts this month.')).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});
