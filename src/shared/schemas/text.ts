import { z } from 'zod';

/*
 * Free text people type (issue 18). A single-line field (a name, a city, a package) ends up in
 * e-mail subjects, CSV cells and one-line labels, where a line break or another control
 * character has no business (nodemailer folds a line break in a subject today; nothing should
 * rely on that). A multi-line field (a description, a note,
 * a Markdown page) keeps its line breaks and tabs and nothing else of the kind. Both refuse NUL,
 * which PostgreSQL text cannot hold (a NUL reaching the database fails the query).
 */

/**
 * The C0 controls (U+0000–U+001F, tab and line breaks included), DEL (U+007F), the C1 controls
 * (U+0080–U+009F) and Unicode's line and paragraph separators (U+2028, U+2029).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The same less tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// eslint-disable-next-line no-control-regex -- as above
const NOT_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** True for text of one line with no control character (see NOT_ONE_LINE). */
export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** The text with each character that NOT_ONE_LINE finds as a space (values stored before the rule). */
export function asOneLine(value: string): string {
  return value.replace(new RegExp(NOT_ONE_LINE.source, 'g'), ' ');
}

/** True for text whose only control characters are line breaks and tabs. */
export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** What a field that refuses a character says, named by its label ("Name", "Description"). */
export const TEXT_MESSAGES = {
  singleLine: (label: string) => `${label} cannot contain line breaks, tabs or other control characters`,
  // Only a paste of odd bytes gets here: there is nothing the writer can see to name.
  multiLine: (label: string) => `${label} contains an invalid character`,
} as const;

/** Trimmed, bounded text of the given kind, not empty when required. */
function text(label: string, max: number, kind: { required: boolean; multiLine: boolean }) {
  const trimmed = z.string({ error: `${label} is required` }).trim();
  return (kind.required ? trimmed.min(1, `${label} is required`) : trimmed)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      kind.multiLine ? isMultiLineText : isSingleLine,
      kind.multiLine ? TEXT_MESSAGES.multiLine(label) : TEXT_MESSAGES.singleLine(label),
    );
}

/** A required single-line text (a name, a city): trimmed, not empty, at most `max` characters. */
export function singleLineText(label: string, max: number) {
  return text(label, max, { required: true, multiLine: false });
}

/** An optional single-line text: the same rules, '' when absent. */
export function optionalSingleLineText(label: string, max: number) {
  return text(label, max, { required: false, multiLine: false })
    .optional()
    .transform((value) => value ?? '');
}

/** A required multi-line text (a description, a note): line breaks and tabs allowed. */
export function multiLineText(label: string, max: number) {
  return text(label, max, { required: true, multiLine: true });
}

/** An optional multi-line text: the same rules, '' when absent. */
export function optionalMultiLineText(label: string, max: number) {
  return text(label, max, { required: false, multiLine: true })
    .optional()
    .transform((value) => value ?? '');
}
