/*
 * Money on quotes, receipts and invoices: whole paise (integers) everywhere, in the database, the
 * API and the arithmetic; rupees with paise only where a person reads or types them. No amount
 * passes through a floating-point number of rupees.
 */
import { indianDigits } from './indian-digits.js';

/** Paise as rupees with Indian digit grouping and two decimals: 23600000 -> "2,36,000.00". */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  return `${sign}${indianDigits(rupees)}.${String(rest).padStart(2, '0')}`;
}

/** The same with the rupee sign: "₹2,36,000.00". */
export function formatRupeesWithPaise(paise: number): string {
  const text = formatPaise(paise);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/**
 * Rupees as typed ("2,36,000", "₹ 2,36,000.5", "Rs. 1500.75") as whole paise, read digit by digit;
 * null when the text is not an amount (more than two decimals, letters, a minus sign).
 */
export function paiseFromText(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}
