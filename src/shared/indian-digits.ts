/**
 * A whole number with Indian digit grouping, "12,34,567": the last three digits, then pairs
 * (SPEC §9). Written by hand, not with `Intl`: the first `Intl` object a page makes loads the
 * browser's locale data, some 20 ms on a phone's main thread (80 in Lighthouse's model), and the
 * staff screens' first render paid it for a price or a count (decision 0062). The same text as
 * `toLocaleString('en-IN')` (the tests compare them); a number that is not whole is left to it.
 */
export function indianDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.length > 0 ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},` : '';
  return `${value < 0 ? '-' : ''}${pairs}${last}`;
}
