/**
 * An IFSC (Indian Financial System Code): the bank's four letters, a zero kept for later use, and
 * the branch's six letters or digits (RBI's format). Whether the branch exists is the bank's to
 * say; the format catches typing mistakes.
 */
const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function ifscProblem(ifsc: string): string | null {
  if (ifsc.length !== 11) return 'An IFSC has 11 characters';
  if (!IFSC_SHAPE.test(ifsc)) return 'An IFSC is four letters, a zero, then six letters or digits';
  return null;
}

/** The IFSC as typed made comparable: spaces dropped, capitals. */
export function normaliseIfsc(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
