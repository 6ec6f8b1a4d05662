import type { BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from './server-form-errors';

/**
 * A form's submit handler: checks the fields, sends them, and on a refusal shows the server's
 * errors beside their fields (the rest under `root.server`, above the buttons; the api client has
 * shown the toast), focusing the first only if the focus is still where the submit left it.
 * `onSent` runs after a success, outside the refusal's handling; without it, a success needs
 * nothing more from the form (what was sent shows elsewhere once the queries are read again).
 */
export function formSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  fieldOf: (path: string) => FieldPath<TValues> | undefined,
  send: (input: TOutput) => Promise<TResult>,
  onSent: (result: TResult) => void = () => undefined,
): (event?: BaseSyntheticEvent) => void {
  // Where the focus was when this submit began: the button, or the field Enter was pressed in.
  let focusAtSubmit: Element | null = null;
  const submit = form.handleSubmit(async (input) => {
    let result: TResult;
    try {
      result = await send(input);
    } catch (error) {
      showServerErrors(error, form.setError, fieldOf, focusAtSubmit);
      return;
    }
    onSent(result);
  });
  return (event) => {
    focusAtSubmit = document.activeElement;
    void submit(event);
  };
}
