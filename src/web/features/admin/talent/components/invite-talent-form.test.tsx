import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { notify } from '#web/lib/notify';
import { apiAnswer, calledUrl, fieldError, renderWithQueries, sentBody } from '#web/testing/form-queries';
import { InviteTalentForm } from './invite-talent-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const aarav = { _id: '0b6f3a52-5a8e-4c36-9d0e-0d5a1b2c3d41', name: 'Aarav Kapoor' };
const meera = { _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e52', name: 'Meera Shah' };

/** The talent account the server made, as it answers the invitation. */
const invited = {
  _id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
  name: 'Neha Rao',
  email: 'neha@example.com',
  status: 'active',
  state: 'invited',
  shareFees: true,
  celebrities: [meera],
  invitedAt: '2026-11-28T10:00:00.000Z',
  invitedByName: 'Asha Admin',
  acceptedAt: null,
};

/**
 * The network: the catalogue's names for the celebrities' list, and `invitation` for the
 * invitation itself. The stub tells what was sent.
 */
function stubServer(invitation: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (...call) => {
    if (calledUrl(call).startsWith('/api/celebrities')) {
      return apiAnswer(200, { success: true, data: [aarav, meera], meta: { total: 2, limit: 100, offset: 0 } });
    }
    return invitation;
  });
  vi.stubGlobal('fetch', fetch);
  return { invitationCalls: () => fetch.mock.calls.filter((call) => calledUrl(call) === '/api/talent-invitations') };
}

async function renderForm() {
  const onInvited = vi.fn();
  renderWithQueries(<InviteTalentForm onInvited={onInvited} onCancel={vi.fn()} />);
  // The catalogue's names have arrived.
  const meeraBox = await screen.findByRole<HTMLInputElement>('checkbox', { name: meera.name }, { timeout: 5_000 });
  return {
    onInvited,
    name: screen.getByLabelText<HTMLInputElement>('Name', { exact: false }),
    email: screen.getByLabelText<HTMLInputElement>('Email', { exact: false }),
    aaravBox: screen.getByRole<HTMLInputElement>('checkbox', { name: aarav.name }),
    meeraBox,
    shareFees: screen.getByRole<HTMLInputElement>('checkbox', { name: 'Share fees' }),
  };
}

test('refuses an invitation without an e-mail, a name or a celebrity beside each, and sends nothing', async () => {
  const server = stubServer(apiAnswer(201, { success: true, data: { talentUser: invited, resent: false } }));
  const user = userEvent.setup();
  const { name, email, aaravBox } = await renderForm();
  await vi.waitFor(() => expect(document.activeElement).toBe(email));
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  // The schema's check is asynchronous: its errors are drawn a moment after the click.
  await vi.waitFor(() => expect(fieldError(email)).toBeTruthy());
  expect(fieldError(name)).toBe('Name is required');
  expect(fieldError(aaravBox)).toBe('Choose at least one celebrity');
  expect(document.activeElement).toBe(email);
  expect(server.invitationCalls()).toHaveLength(0);
});

test('sends the name, the e-mail, the celebrities ticked and the fee sharing, and says who was invited', async () => {
  const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  const server = stubServer(apiAnswer(201, { success: true, data: { talentUser: invited, resent: false } }));
  const user = userEvent.setup();
  const { onInvited, name, email, aaravBox, meeraBox, shareFees } = await renderForm();
  await user.type(name, 'Neha Rao');
  await user.type(email, 'Neha@Example.com');
  await user.click(aaravBox);
  await user.click(meeraBox);
  // Changed their mind about one: only Meera's bookings.
  await user.click(aaravBox);
  expect(shareFees.checked).toBe(false);
  await user.click(shareFees);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  await vi.waitFor(() => expect(onInvited).toHaveBeenCalledOnce());
  const [call] = server.invitationCalls();
  expect((call![1] as RequestInit).method).toBe('POST');
  expect(sentBody(call!)).toEqual({
    name: 'Neha Rao',
    email: 'neha@example.com',
    celebrityIds: [meera._id],
    shareFees: true,
  });
  expect(toast).toHaveBeenCalledWith('Invitation sent to neha@example.com');
});

test('says so when the address had an invitation already and it went out again', async () => {
  const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  stubServer(apiAnswer(200, { success: true, data: { talentUser: invited, resent: true } }));
  const user = userEvent.setup();
  const { onInvited, name, email, meeraBox } = await renderForm();
  await user.type(name, 'Neha Rao');
  await user.type(email, 'neha@example.com');
  await user.click(meeraBox);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  await vi.waitFor(() => expect(onInvited).toHaveBeenCalledOnce());
  expect(toast).toHaveBeenCalledWith('Invitation sent again to neha@example.com');
});

test('shows the server’s refusal of the e-mail beside it, and what was typed stays', async () => {
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  stubServer(
    apiAnswer(409, {
      success: false,
      message: 'This e-mail belongs to a staff account',
      errors: [{ path: 'email', message: 'This e-mail belongs to a staff account' }],
    }),
  );
  const user = userEvent.setup();
  const { onInvited, name, email, meeraBox } = await renderForm();
  await user.type(name, 'Neha Rao');
  await user.type(email, 'staff@starline.example');
  await user.click(meeraBox);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  await vi.waitFor(() => expect(fieldError(email)).toBe('This e-mail belongs to a staff account'));
  expect(onInvited).not.toHaveBeenCalled();
  expect(name.value).toBe('Neha Rao');
  expect(meeraBox.checked).toBe(true);
});
