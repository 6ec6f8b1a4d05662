import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { answerEveryCall, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { InquiryNotes } from './inquiry-notes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTE = {
  _id: 'n-1',
  body: 'they want the evening slot',
  authorName: 'Priya',
  createdAt: '2026-11-28T10:00:00.000Z',
};

test('a note typed while the checked form is fetched keeps every character, and is sent once checked', async () => {
  const fetch = answerEveryCall(201, { success: true, data: NOTE });
  const user = userEvent.setup();
  renderWithQueries(<InquiryNotes inquiryId="i-1" notes={[]} />);
  const plain = screen.getByLabelText('Add a note');
  await user.type(plain, 'they want the evening slot');
  // The checked form has taken the plain one's place (another text area: the plain one, focused
  // and holding the text, would pass the checks below on its own), with the text and the focus.
  await waitFor(() => expect(screen.getByLabelText('Add a note')).not.toBe(plain));
  expect(document.activeElement).toBe(screen.getByLabelText('Add a note'));
  expect(screen.getByLabelText<HTMLTextAreaElement>('Add a note').value).toBe('they want the evening slot');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  expect(calledUrl(fetch.mock.calls[0]!)).toContain('/inquiries/i-1/notes');
  expect(sentBody(fetch.mock.calls[0]!)).toEqual({ body: 'they want the evening slot' });
  // Saved: the form is emptied for the next note.
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Add a note').value).toBe(''));
});

test('"Add note" pressed on the plain form runs the schema\'s checks before anything is sent', async () => {
  const fetch = answerEveryCall(201, { success: true, data: NOTE });
  const user = userEvent.setup();
  renderWithQueries(<InquiryNotes inquiryId="i-1" notes={[]} />);
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(fieldError(screen.getByLabelText('Add a note'))).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
});
