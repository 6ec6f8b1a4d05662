/*
 * UPI's identifiers as NPCI's specifications shape them (issue 38, decision 0033): the payee's
 * UPI ID (VPA) and the references a payer's app and bank show for a payment.
 */

/** `name@handle`: the name of letters, digits, dots, hyphens and underscores; the handle its app's letters. */
const VPA_SHAPE = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;

/** A UPI ID as typed, trimmed and in small letters (UPI IDs are not case-sensitive). */
export function normaliseVpa(value: string): string {
  return value.trim().toLowerCase();
}

/** What is wrong with a (normalised) UPI ID, or null when it has UPI's shape. */
export function vpaProblem(vpa: string): string | null {
  if (!vpa.includes('@')) return 'A UPI ID is name@bank, for example starline@okaxis';
  if (!VPA_SHAPE.test(vpa)) {
    return 'A UPI ID is name@bank: letters, digits, dots, hyphens or underscores, then @ and the bank’s handle (for example starline@okaxis)';
  }
  return null;
}

/** A payment's reference as typed, without spaces and in capitals (a UTR is printed either way). */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A UPI payment's reference (RRN or UPI transaction id): 12 digits. */
const RRN_SHAPE = /^\d{12}$/;
/** A NEFT UTR (16) or an RTGS UTR (22): the bank's four letters, then letters and digits. */
const UTR_SHAPE = /^[A-Z]{4}[A-Z0-9]{12}(?:[A-Z0-9]{6})?$/;

export const REFERENCE_MESSAGES = {
  upi: 'A UPI reference (UTR or RRN) is the 12 digits your UPI app shows for the payment',
  bank_transfer:
    'A bank reference is the UTR your bank shows: 16 characters for NEFT or 22 for RTGS, starting with the bank’s 4 letters, or the 12 digits of an IMPS transfer',
} as const;

/** What is wrong with a (normalised) reference for a payment by `mode`, or null when it has its shape. */
export function referenceProblem(mode: 'upi' | 'bank_transfer', reference: string): string | null {
  if (mode === 'upi') return RRN_SHAPE.test(reference) ? null : REFERENCE_MESSAGES.upi;
  // IMPS transfers carry a 12-digit RRN as their reference.
  return UTR_SHAPE.test(reference) || RRN_SHAPE.test(reference) ? null : REFERENCE_MESSAGES.bank_transfer;
}
