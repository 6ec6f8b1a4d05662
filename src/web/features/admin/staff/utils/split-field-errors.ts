import type { FieldError } from '../../../../../shared/schemas/common';

export interface SplitFieldErrors<F extends string> {
  /** Errors of fields the form shows, first one per field, in the server's order. */
  fields: { path: F; message: string }[];
  /** A message for everything else (another path, or a refusal without field errors). */
  other: string | undefined;
}

/**
 * Sorts a failed call's errors into those the form can show beside a field and one message for
 * the rest, so nothing the server said is lost (a 409 "You cannot change your own role" has no
 * field; a 409 for a taken e-mail names `email`).
 */
export function splitFieldErrors<F extends string>(
  message: string,
  errors: readonly FieldError[],
  visible: readonly F[],
): SplitFieldErrors<F> {
  const fields: { path: F; message: string }[] = [];
  const others: string[] = [];
  for (const error of errors) {
    const field = visible.find((name) => name === error.path);
    if (field === undefined) others.push(error.message);
    else if (!fields.some((seen) => seen.path === field)) fields.push({ path: field, message: error.message });
  }
  if (errors.length === 0) others.push(message);
  return { fields, other: others.length > 0 ? [...new Set(others)].join(' ') : undefined };
}
