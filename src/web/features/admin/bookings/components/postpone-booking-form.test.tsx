import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { POSTPONEMENT_FIELD_MESSAGES } from '#shared/schemas/booking-postponement';
import type { Booking } from '#shared/schemas/booking-responses';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { PostponeBookingForm } from './postpone-booking-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOOKING = { _id: 'b-1', number: 'SLT/B/26-27/0007', start: '2030-04-10', end: '2030-04-10' } as Booking;

function renderForm() {
  const onDone = vi.fn();
  renderWithQueries(<PostponeBookingForm booking={BOOKING} onDone={onDone} />);
  return {
    onDone,
    start: screen.getByLabelText<HTMLInputElement>('Start', { exact: false }),
    end: screen.getByLabelText<HTMLInputElement>('End', { exact: false }),
    reason: screen.getByLabelText<HTMLInputElement>('Reason', { exact: false }),
  };
}

async function fill(fields: ReturnType<typeof renderForm>, start: string, end: string, reason: string) {
  const user = userEvent.setup();
  await user.clear(fields.start);
  await user.type(fields.start, start);
  await user.clear(fields.end);
  await user.type(fields.end, end);
  if (reason) await user.type(fields.reason, reason);
  await user.click(screen.getByRole('button', { name: 'Move to these days' }));
}

test('opens on the booking’s days, the start focused', async () => {
  vi.stubGlobal('fetch', vi.fn());
  const { start, end } = renderForm();
  expect([start.value, end.value]).toEqual(['2030-04-10', '2030-04-10']);
  await vi.waitFor(() => expect(document.activeElement).toBe(start));
});

test('refuses days in the past and an end before the start with the server’s words, and sends nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const fields = renderForm();
  const yesterday = addCalendarDays(indianDay(), -1);
  await fill(fields, yesterday, yesterday, 'Earlier');
  expect(fieldError(fields.start)).toBe(POSTPONEMENT_FIELD_MESSAGES.past);
  await fill(fields, '2030-06-02', '2030-06-01', '');
  expect(fieldError(fields.end)).toBe(POSTPONEMENT_FIELD_MESSAGES.endBeforeStart);
  expect(fetch).not.toHaveBeenCalled();
});

test('sends the new days and the reason, and closes', async () => {
  const moved = { ...BOOKING, start: '2030-06-01', end: '2030-06-02' };
  const fetch = answerEveryCall(200, { success: true, data: moved });
  const fields = renderForm();
  await fill(fields, '2030-06-01', '2030-06-02', 'Venue flooded');
  await vi.waitFor(() => expect(fields.onDone).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/bookings/b-1/postpone');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({ start: '2030-06-01', end: '2030-06-02', reason: 'Venue flooded' });
});

test('shows a clash above the buttons, everything typed kept', async () => {
  const clash = 'Star is not free on these days: they clash with a confirmed booking on 1 June 2030';
  answerEveryCall(409, { success: false, message: clash });
  const fields = renderForm();
  await fill(fields, '2030-06-01', '2030-06-02', 'Venue flooded');
  await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain(clash));
  expect([fields.start.value, fields.end.value, fields.reason.value]).toEqual([
    '2030-06-01',
    '2030-06-02',
    'Venue flooded',
  ]);
  expect(fields.onDone).not.toHaveBeenCalled();
});
