import { isGstinStateCode } from './states.js';

/**
 * A GSTIN's shape: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the
 * registration's number within that PAN and state (1-9 or A-Z), `Z` by default, and a check
 * character.
 */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (the GST portal's algorithm, a Luhn mod 36):
 * each character's value in 0-9A-Z is multiplied by 1 and 2 alternately from the left, each
 * product is folded to its quotient plus remainder by 36, and the check makes the sum a multiple
 * of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHECK_ALPHABET.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHECK_ALPHABET[(36 - (sum % 36)) % 36] ?? '';
}

/** Why a GSTIN is refused, in words for the field; null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  if (!GSTIN_SHAPE.test(gstin)) return 'This is not a GSTIN: check the letters and digits';
  if (!isGstinStateCode(gstin.slice(0, 2))) return 'A GSTIN starts with a state code from 01 to 38, or 97';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN’s last character does not match: check it for a typing mistake';
  }
  return null;
}

/** The GSTIN as typed made comparable: spaces dropped, capitals. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The holder's PAN, characters 3 to 12 of a GSTIN. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

/** The state code a GSTIN is registered in. */
export function stateOfGstin(gstin: string): string {
  return gstin.slice(0, 2);
}
