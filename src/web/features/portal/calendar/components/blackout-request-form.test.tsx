import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { notify } from '#web/lib/notify';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { BlackoutRequestForm } from './blackout-request-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const aarav = { _id: '0b6f3a52-5a8e-4c36-9d0e-0d5a1b2c3d41', name: 'Aarav Kapoor' };
const meera = { _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e52', name: 'Meera Shah' };

const asked = {
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  celebrity: aarav,
  start: '2028-03-10',
  end: '2028-03-12',
  reason: 'Family wedding',
  state: 'pending',
  requestedById: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
  requestedByName: 'Neha Rao',
  requestedAt: '2026-11-28T10:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
  decisionReason: '',
  blackoutId: null,
};

function renderForm(celebrities = [aarav]) {
  const onSent = vi.fn();
  renderWithQueries(<BlackoutRequestForm celebrities={celebrities} onSent={onSent} onCancel={vi.fn()} />);
  return {
    onSent,
    celebrity: screen.getByLabelText<HTMLSelectElement>('Celebrity', { exact: false }),
    start: screen.getByLabelText<HTMLInputElement>('Start', { exact: false }),
    end: screen.getByLabelText<HTMLInputElement>('End', { exact: false }),
    reason: screen.getByLabelText<HTMLInputElement>('Reason', { exact: false }),
  };
}

async function fill(fields: ReturnType<typeof renderForm>, days: { start: string; end: string }) {
  const user = userEvent.setup();
  await user.type(fields.start, days.start);
  await user.type(fields.end, days.end);
  await user.type(fields.reason, 'Family wedding');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  return user;
}

test('with one celebrity, it is chosen already and the start takes the focus; the request is sent as typed', async () => {
  const fetch = answerEveryCall(201, { success: true, data: asked });
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  const fields = renderForm();
  expect(fields.celebrity.value).toBe(aarav._id);
  await vi.waitFor(() => expect(document.activeElement).toBe(fields.start));
  await fill(fields, { start: '2028-03-10', end: '2028-03-12' });

  await vi.waitFor(() => expect(fields.onSent).toHaveBeenCalledWith(asked));
  expect(calledUrl(fetch.mock.calls[0]!)).toBe('/api/talent/blackout-requests');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({
    celebrityId: aarav._id,
    start: '2028-03-10',
    end: '2028-03-12',
    reason: 'Family wedding',
  });
});

test('with several celebrities, one must be chosen; an end before the start is refused beside it', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const fields = renderForm([aarav, meera]);
  expect(fields.celebrity.value).toBe('');
  await fill(fields, { start: '2028-03-12', end: '2028-03-10' });

  // The schema's check is asynchronous: its errors are drawn a moment after the click.
  await vi.waitFor(() => expect(fieldError(fields.celebrity)).toBe('Choose a celebrity'));
  expect(fieldError(fields.end)).toBe('End must be on or after Start');
  expect(document.activeElement).toBe(fields.celebrity);
  expect(fetch).not.toHaveBeenCalled();
});

test('a refusal naming no field (the celebrity no longer theirs) is said above the buttons; nothing typed is lost', async () => {
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  answerEveryCall(404, { success: false, message: 'Celebrity not found' });
  const fields = renderForm();
  await fill(fields, { start: '2028-03-10', end: '2028-03-12' });

  await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Celebrity not found'));
  expect(fields.onSent).not.toHaveBeenCalled();
  expect(fields.start.value).toBe('2028-03-10');
  expect(fields.reason.value).toBe('Family wedding');
});

test('days taken or in the past are refused beside the start, in the server’s words', async () => {
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  const taken = 'These days are already taken: a confirmed booking on 11 March 2028';
  answerEveryCall(409, { success: false, message: taken, errors: [{ path: 'start', message: taken }] });
  const fields = renderForm();
  await fill(fields, { start: '2028-03-10', end: '2028-03-12' });

  await vi.waitFor(() => expect(fieldError(fields.start)).toBe(taken));
  expect(document.activeElement).toBe(fields.start);
  expect(screen.queryByRole('alert')).toBeNull();
});
