/** Whole years from the founding year to `year` (never negative, whatever the clock says). */
export function yearsSince(foundingYear: number, year: number): number {
  return Math.max(0, year - foundingYear);
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * A whole number spelled out in English words, as running text writes a small count ("sixteen
 * years", "twenty-one years"); from 100 on, or for anything else, its digits.
 */
export function numberInWords(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count > 99) return String(count);
  if (count < 20) return UNITS[count] ?? String(count);
  const tens = TENS[Math.floor(count / 10)] ?? '';
  const units = count % 10;
  return units === 0 ? tens : `${tens}-${UNITS[units] ?? ''}`;
}

/** The text with its first letter in upper case, for a count that starts a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
