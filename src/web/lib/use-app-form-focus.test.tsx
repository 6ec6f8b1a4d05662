import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { afterEach, expect, test, vi } from 'vitest';
import { useAppForm } from './use-app-form';

afterEach(cleanup);

interface Values {
  email: string;
  password: string;
}

/** A check that answers when the test says so: the email is refused, as a slow machine would. */
function heldResolver() {
  let answer: () => void = () => undefined;
  const resolver: Resolver<Values> = () =>
    new Promise((resolve) => {
      answer = () => resolve({ values: {}, errors: { email: { type: 'invalid', message: 'Enter a valid email' } } });
    });
  return { resolver, answer: () => answer() };
}

function Form({ resolver }: { resolver: Resolver<Values> }) {
  const { register, handleSubmit } = useAppForm<Values>({ resolver, defaultValues: { email: '', password: '' } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <label>
        Email
        <input {...register('email')} />
      </label>
      <label>
        Password
        <input {...register('password')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

test('a refused submit takes the focus to the first invalid field', async () => {
  const user = userEvent.setup();
  const held = heldResolver();
  render(<Form resolver={held.resolver} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await act(async () => held.answer());
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
});

test('a person who moved on to another field while the form was checked keeps typing there', async () => {
  const user = userEvent.setup();
  const held = heldResolver();
  render(<Form resolver={held.resolver} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await user.click(screen.getByLabelText('Password'));
  await act(async () => held.answer());
  await user.keyboard('secret');
  expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('secret');
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
});

test('a submit button that lost the focus while the form was checked (as Chrome drops it when disabled) hands it on', async () => {
  const user = userEvent.setup();
  const held = heldResolver();
  render(<Form resolver={held.resolver} />);
  const send = screen.getByRole('button', { name: 'Send' });
  await user.click(send);
  send.blur();
  await act(async () => held.answer());
  await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
});
