/**
 * Whether a refusal may take the focus to the first field it names: only if the focus is still
 * where the submit left it (the submit button, or the field Enter was pressed in), so a person who
 * moved on while the form was checked or sent keeps typing where they are. Focus on nothing counts
 * as unmoved: Chrome drops the focus from the submit button when it is disabled while sending.
 */
export function focusStayedSince(atSubmit: Element | null): boolean {
  const now = document.activeElement;
  return now === atSubmit || now === null || now === document.body;
}
