/*
 * The UPI payment link a QR carries (issue 38, decision 0033), as NPCI's UPI linking
 * specification gives it: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`, every value
 * percent-encoded. The QR made of it is printed on the status page, the quote and the invoice.
 */

/** What a link needs: the payee, the amount in paise, the booking number it pays, UPI's limit. */
export interface UpiLinkInput {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  bookingNumber: string;
  limitPaise: number;
}

/** UPI's transaction note (`tn`) is at most 50 characters. */
const NOTE_MAX = 50;

/** Rupees with two decimals, no grouping: 11800000 paise -> "118000.00". */
export function upiAmount(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * The link for paying `amountPaise` to the agency's UPI ID for a booking; null without a UPI ID,
 * for nothing due, or above UPI's limit per payment (the bank details are offered instead).
 */
export function upiPayUri(input: UpiLinkInput): string | null {
  const { vpa, payeeName, amountPaise, bookingNumber, limitPaise } = input;
  if (vpa === '' || amountPaise <= 0 || !Number.isSafeInteger(amountPaise) || amountPaise > limitPaise) return null;
  const values: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    ['am', upiAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', [...bookingNumber].slice(0, NOTE_MAX).join('')],
    ['tr', bookingNumber],
  ];
  return `upi://pay?${values.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
