/**
 * Numbers of quotes (and later receipts and invoices): one series per kind and financial year,
 * `SLT/Q/26-27/0042`. GST rules cap a document number at 16 characters of letters, digits, `/`
 * and `-`, unique within the financial year; the database hands out the sequence (no gaps, none
 * repeated), this writes it.
 */

/** India's financial year, April to March, of a calendar day `YYYY-MM-DD` (a day in India). */
export function financialYearOf(day: string): { startYear: number; label: string } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const year = Number(match[1]);
  const startYear = Number(match[2]) >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const DOCUMENT_NUMBER_SHAPE = /^[A-Za-z0-9/-]+$/;
/** The agency's short code at the front of every number: 1 to 3 capital letters. */
export const NUMBER_PREFIX_SHAPE = /^[A-Z]{1,3}$/;

/**
 * Series letters: Q quotes, B bookings, R receipt vouchers, F refund vouchers, I tax invoices,
 * C credit notes, P payout vouchers (issue 39: not a GST document, numbered alike, decision 0036).
 * One letter each keeps every number within 16 characters.
 */
export type DocumentSeries = 'Q' | 'B' | 'R' | 'F' | 'I' | 'C' | 'P';

/**
 * `PREFIX/SERIES/YY-YY/NNNN`: the sequence zero-padded to four digits. With a prefix of at most
 * three letters that is at most 16 characters up to the 9,999th document of a year; beyond it a
 * number would be too long, and this refuses it rather than write an invalid one.
 */
export function documentNumber(parts: {
  prefix: string;
  series: DocumentSeries;
  financialYear: string;
  sequence: number;
}): string {
  const { prefix, series, financialYear, sequence } = parts;
  if (!NUMBER_PREFIX_SHAPE.test(prefix)) throw new RangeError(`a number prefix is 1 to 3 capital letters: ${prefix}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`not a sequence number: ${sequence}`);
  const number = `${prefix}/${series}/${financialYear}/${String(sequence).padStart(4, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH || !DOCUMENT_NUMBER_SHAPE.test(number)) {
    throw new RangeError(`${number} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  }
  return number;
}
