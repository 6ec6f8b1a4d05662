import type { FieldPath, FieldValues } from 'react-hook-form';

/** The value at a dotted path (`items.2.name`), or undefined when the path leads nowhere. */
function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Where the server's error at a dotted zod path (`phones.0.number`, `items.2.features.1`, `links`)
 * goes in a section's form. The forms hold the section's own shape, so a path names the same field;
 * `formPathOf` renames the few that differ (a package's features are `{ text }` rows). An error of
 * a whole list goes to the list's `root`, where react-hook-form keeps a field array's own error.
 * A path the form has no field for (stale, or unknown) gives undefined: the message then shows
 * above the buttons instead of being lost.
 */
export function siteFormPath(
  serverPath: string,
  values: FieldValues,
  formPathOf: (serverPath: string) => string = (path) => path,
): string | undefined {
  const path = formPathOf(serverPath);
  const value = valueAt(values, path);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? `${path}.root` : path;
}

/** The `fieldOf` of showServerErrors for a section's form, read against its values at that moment. */
export function siteFieldOf<V extends FieldValues>(
  getValues: () => V,
  formPathOf?: (serverPath: string) => string,
): (serverPath: string) => FieldPath<V> | undefined {
  // A list's `root` is not among react-hook-form's field paths, but setError takes it.
  return (serverPath) => siteFormPath(serverPath, getValues(), formPathOf) as FieldPath<V> | undefined;
}

/**
 * The message of a list's own error ("Add at least one phone number", "Each network may be listed
 * once"): react-hook-form keeps it under the list's `root` once the list has rows, and on the list
 * itself when it has none.
 */
export function listErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { root, message } = error as { root?: { message?: unknown }; message?: unknown };
  const text = root?.message ?? message;
  return typeof text === 'string' && text !== '' ? text : undefined;
}
