import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '#shared/schemas/envelope';
import { ApiError } from './api-client';
import { focusStayedSince } from './focus-at-submit';

/** Where one of a refused call's messages goes: beside a field, or above the form's buttons. */
export interface PlacedServerError<F extends string> {
  field: F | 'root';
  message: string;
}

/**
 * Sorts a refused call's errors: each field error goes beside its field (the first one per
 * field; `fieldOf` names the form's field for a server path), and everything else becomes one
 * message above the buttons, so nothing the server said is lost. A failure that names no field
 * and that the toast already explains (no connection, a server error) adds nothing.
 */
export function placeServerErrors<F extends string>(
  status: number,
  message: string,
  errors: readonly FieldError[],
  fieldOf: (path: string) => F | undefined,
): PlacedServerError<F>[] {
  const fields = new Map<F, string>();
  const others: string[] = [];
  for (const error of errors) {
    const field = fieldOf(error.path);
    if (field === undefined) others.push(error.message);
    else if (!fields.has(field)) fields.set(field, error.message);
  }
  if (errors.length === 0 && status !== 0 && status < 500) others.push(message);
  const placed: PlacedServerError<F>[] = [...fields].map(([field, text]) => ({ field, message: text }));
  if (others.length > 0) placed.push({ field: 'root', message: [...new Set(others)].join(' ') });
  return placed;
}

/**
 * The usual `fieldOf`: a server path belongs to the form field named by its first segment
 * (`specialties.2` is `specialties`), or to the field `aliases` gives for that segment.
 */
export function fieldsNamed<F extends string>(
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): (path: string) => F | undefined {
  return (path) => {
    const head = path.split('.')[0] ?? '';
    return aliases[head] ?? fields.find((field) => field === head);
  };
}

/**
 * Shows a refused call's errors on a react-hook-form form: beside their fields and the rest under
 * `root.server`. The first field takes the focus if the focus is still where the submit left it
 * (`focusAtSubmit`): a person who moved on while the request was out keeps typing where they are.
 * The api client has shown the toast already.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => FieldPath<T> | undefined,
  focusAtSubmit: Element | null,
): void {
  if (!(error instanceof ApiError)) return;
  let focus = focusStayedSince(focusAtSubmit);
  for (const { field, message } of placeServerErrors(error.status, error.message, error.errors, fieldOf)) {
    if (field === 'root') {
      setError('root.server', { type: 'server', message });
    } else {
      setError(field, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    }
  }
}
