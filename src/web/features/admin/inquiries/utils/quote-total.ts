import { formatPrice } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';

/** A quote's total as the inquiry list shows it: whole rupees (₹2,36,000), with paise only when it has some. */
export function quoteTotalText(paise: number): string {
  return paise % 100 === 0 ? formatPrice(paise / 100) : formatRupeesWithPaise(paise);
}
