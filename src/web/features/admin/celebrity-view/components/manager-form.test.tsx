import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { ManagerForm } from './manager-form';
import { SendFeedForm } from './send-feed-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY = { name: '', phone: '', email: '' };

test('the manager’s phone and e-mail are checked as the server checks them, and nothing is sent', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  renderWithQueries(<ManagerForm celebrityId="c-1" manager={EMPTY} onDone={vi.fn()} />);
  const name = screen.getByLabelText('Manager’s name');
  await vi.waitFor(() => expect(document.activeElement).toBe(name));
  const phone = screen.getByLabelText('Manager’s phone');
  const email = screen.getByLabelText('Manager’s e-mail');
  await user.type(phone, '12ab');
  await user.type(email, 'rohan@');
  await user.click(screen.getByRole('button', { name: 'Save manager' }));

  expect(fieldError(phone)).toBe('Please enter a valid phone number');
  expect(fieldError(email)).toBe('Please enter a valid email address');
  expect(fetch).not.toHaveBeenCalled();
});

test('saves the manager, the e-mail lower-cased, and closes', async () => {
  const saved = { name: 'Rohan Desai', phone: '+91 98200 12345', email: 'rohan@example.com' };
  const fetch = answerEveryCall(200, { success: true, data: saved });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithQueries(<ManagerForm celebrityId="c-1" manager={EMPTY} onDone={onDone} />);
  await user.type(screen.getByLabelText('Manager’s name'), 'Rohan Desai');
  await user.type(screen.getByLabelText('Manager’s phone'), '+91 98200 12345');
  await user.type(screen.getByLabelText('Manager’s e-mail'), 'Rohan@Example.com');
  await user.click(screen.getByRole('button', { name: 'Save manager' }));

  await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/celebrities/c-1/manager');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual(saved);
});

test('sending the calendar shows the server’s refusal above the buttons and stays open', async () => {
  const refusal =
    'Aarav has no manager’s e-mail address: add it under Manager on this page, then send the calendar again.';
  answerEveryCall(409, { success: false, message: refusal, errors: [] });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithQueries(<SendFeedForm celebrityId="c-1" celebrityName="Aarav" managerEmail="" onDone={onDone} />);
  await user.click(screen.getByRole('button', { name: 'Send calendar' }));

  await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
  expect(onDone).not.toHaveBeenCalled();
});
