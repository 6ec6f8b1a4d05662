import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircleCheck } from 'lucide-react';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, expect, test, vi } from 'vitest';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { answerEveryCall, apiAnswer, fieldError, renderWithQueries } from '#web/testing/form-queries';
import { DialogForm } from './dialog-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const schema = z.object({
  title: z.string().min(1, 'Give a title'),
  note: z.string().min(1, 'Write a note'),
});
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);

/** The smallest dialog form made with the kit: two fields, sent to POST /api/things. */
function ThingForm({ onSent, onCancel }: { onSent: (number: string) => void; onCancel: () => void }) {
  const form = useAppForm<Values>({ resolver, defaultValues: { title: '', note: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Add thing"
      firstField="note"
      fieldOf={fieldsNamed(['title', 'note'] as const)}
      send={async (input) => (await api.post<{ number: string }>('/things', input, { successToast: false })).data}
      sentToast={(thing) => `Thing ${thing.number} added`}
      onSent={(thing) => onSent(thing.number)}
      onCancel={onCancel}
      busyLabel="Adding..."
      icon={<CircleCheck className="size-4" aria-hidden="true" />}
    >
      <Field id="title" label="Title" error={errors.title?.message}>
        {(control) => <TextInput {...control} {...register('title')} />}
      </Field>
      <Field id="note" label="Note" error={errors.note?.message}>
        {(control) => <TextInput {...control} {...register('note')} />}
      </Field>
    </DialogForm>
  );
}

function renderForm() {
  const onSent = vi.fn();
  const onCancel = vi.fn();
  renderWithQueries(<ThingForm onSent={onSent} onCancel={onCancel} />);
  return { onSent, onCancel, title: screen.getByLabelText('Title'), note: screen.getByLabelText('Note') };
}

test('is named by its label, opens with the focus on the field it names, and Cancel leaves without sending', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { onCancel, note } = renderForm();
  expect(screen.getByRole('form', { name: 'Add thing' })).toBeTruthy();
  await vi.waitFor(() => expect(document.activeElement).toBe(note));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledOnce();
  expect(fetch).not.toHaveBeenCalled();
});

test('refuses empty fields beside them, focusing the first, and sends nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  const { title, note } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Add thing' }));
  expect(fieldError(title)).toBe('Give a title');
  expect(fieldError(note)).toBe('Write a note');
  expect(document.activeElement).toBe(title);
  expect(fetch).not.toHaveBeenCalled();
});

test('while sending, says so and holds both buttons; then says what the server made and hands it on', async () => {
  const toast = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const user = userEvent.setup();
  const { onSent, title, note } = renderForm();
  await user.type(title, 'Stage');
  await user.type(note, 'Two microphones');
  await user.click(screen.getByRole('button', { name: 'Add thing' }));

  const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Adding...' });
  expect(busy.disabled).toBe(true);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);

  answer(apiAnswer(201, { success: true, data: { number: 'T-7' } }));
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('T-7'));
  expect(toast).toHaveBeenCalledWith('Thing T-7 added');
});

test('shows the server’s refusal beside its field and the rest above the buttons', async () => {
  answerEveryCall(409, {
    success: false,
    message: 'That thing exists',
    errors: [
      { path: 'note', message: 'This note is taken' },
      { path: 'elsewhere', message: 'The shelf is full' },
    ],
  });
  const user = userEvent.setup();
  const { onSent, title, note } = renderForm();
  await user.type(title, 'Stage');
  await user.type(note, 'Two microphones');
  await user.click(screen.getByRole('button', { name: 'Add thing' }));

  await vi.waitFor(() => expect(fieldError(note)).toBe('This note is taken'));
  expect(document.activeElement).toBe(note);
  expect(screen.getByRole('alert').textContent).toBe('The shelf is full');
  expect(onSent).not.toHaveBeenCalled();
  expect((note as HTMLInputElement).value).toBe('Two microphones');
});

/** A fetch that answers when the test says so, with the note refused: a slow server. */
function heldRefusal() {
  let answer: () => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              apiAnswer(409, {
                success: false,
                message: 'That thing exists',
                errors: [{ path: 'note', message: 'This note is taken' }],
              }),
            );
        }),
    ),
  );
  return { answer: () => answer() };
}

/** Fills the form and sends it, the server holding its refusal of the note until `answer`. */
async function sendHeld() {
  const held = heldRefusal();
  const user = userEvent.setup();
  const { title, note } = renderForm();
  await user.type(title, 'Stage');
  await user.type(note, 'Two microphones');
  await user.click(screen.getByRole('button', { name: 'Add thing' }));
  const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Adding...' });
  return { ...held, user, title, note, busy };
}

test('a person who moved on to another field while the form was sent keeps typing there', async () => {
  const { user, title, note, ...held } = await sendHeld();
  await user.click(title);
  await act(async () => held.answer());
  await vi.waitFor(() => expect(fieldError(note)).toBe('This note is taken'));
  await user.keyboard(' lights');
  expect(document.activeElement).toBe(title);
  expect((title as HTMLInputElement).value).toBe('Stage lights');
  expect((note as HTMLInputElement).value).toBe('Two microphones');
});

test('a submit button that lost the focus while sending (as Chrome drops it when disabled) hands it to the refused field', async () => {
  const { note, busy, ...held } = await sendHeld();
  busy.blur();
  expect(document.activeElement).toBe(document.body);
  await act(async () => held.answer());
  await vi.waitFor(() => expect(fieldError(note)).toBe('This note is taken'));
  expect(document.activeElement).toBe(note);
});
