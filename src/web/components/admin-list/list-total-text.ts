import type { ListMeta } from '#shared/schemas/envelope';
import { indianDigits } from '#shared/indian-digits';

const count = (value: number) => indianDigits(value);

/** An estimate to two significant figures (2,86,456 reads "about 2,90,000"): it is no more exact than that. */
function roughly(value: number): number {
  if (value < 100) return value;
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/** A total as a person reads it: "34", "about 2,90,000" (the server's estimate) or "more than 10,000". */
export function totalText(total: number, kind: ListMeta['totalKind']): string {
  if (kind === 'estimate') return `about ${count(roughly(total))}`;
  if (kind === 'at-least') return `more than ${count(total)}`;
  return count(total);
}
