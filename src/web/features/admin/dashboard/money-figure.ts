import { formatPrice } from '#shared/format';

/**
 * An amount on the dashboard (a value accepted or booked, advances received, balances due) in
 * whole rupees, halves up, with Indian grouping: 23600000 paise -> "₹2,36,000", 25100050 ->
 * "₹2,51,001". Whole paise in, rounded in integers, so no amount passes through a fraction of a
 * rupee (src/shared/money.ts).
 */
export function formatRupeeFigure(paise: number): string {
  return formatPrice(Math.floor((paise + 50) / 100));
}
