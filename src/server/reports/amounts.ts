/*
 * Money in the accountant's pack (issue 40): every sum is taken in integer paise and turned into
 * rupees once, at the end, so no floating-point sum ever reaches a return or a register.
 */

/** Paise as the GST portal's rupees: a number with at most two decimals (11800050 → 118000.5). */
export function rupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not an amount in paise: ${paise}`);
  // One correctly rounded division: the nearest double to the two-decimal value, printed as it.
  return paise / 100;
}

/** Paise as rupees with two decimals for a spreadsheet, the sign in front: -50 → "-0.50". */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not an amount in paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as the portal's `DD-MM-YYYY`. */
export function portalDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}
