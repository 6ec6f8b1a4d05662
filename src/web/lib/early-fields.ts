/*
 * A server-rendered form can be typed into before the app has started (see early-tap.ts for the
 * buttons): it is a plain GET form, React adopts its fields as they are, and the app then takes
 * what differs from what it rendered (use-early-fields.ts).
 */

/**
 * The fields of a form whose value differs from what the app rendered into them: what the visitor
 * typed or chose before the app took the form over. Fields the app does not name are left out,
 * and so are files.
 */
export function changedFields(
  entries: Iterable<[string, FormDataEntryValue]>,
  rendered: Readonly<Record<string, string>>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === 'string' && Object.hasOwn(rendered, name) && rendered[name] !== value) changed[name] = value;
  }
  return changed;
}
