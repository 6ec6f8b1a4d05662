import { useEffect, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetFocus } from 'react-hook-form';
import { showServerErrors } from '#web/lib/server-form-errors';

/**
 * A dialog form opens in answer to a button: its first field to fill takes the focus. (Focus on
 * the first invalid field after a refusal is useAppForm's and showServerErrors' part.)
 */
export function useFocusOnOpen<T extends FieldValues>(setFocus: UseFormSetFocus<T>, field: FieldPath<T>): void {
  useEffect(() => setFocus(field), [setFocus, field]);
}

/**
 * The form's submit handler: checks the fields, sends them, and on a refusal shows the server's
 * errors beside their fields (the rest above the buttons; the api client has shown the toast).
 * `onSent` runs after a success, outside the refusal's handling.
 */
export function dialogFormSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  fieldOf: (path: string) => FieldPath<TValues> | undefined,
  send: (input: TOutput) => Promise<TResult>,
  onSent: (result: TResult) => void,
): (event?: BaseSyntheticEvent) => void {
  const submit = form.handleSubmit(async (input) => {
    let result: TResult;
    try {
      result = await send(input);
    } catch (error) {
      showServerErrors(error, form.setError, fieldOf);
      return;
    }
    onSent(result);
  });
  return (event) => void submit(event);
}
