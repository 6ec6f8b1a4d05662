import { formatPaise } from './money.js';

/**
 * Paise as a form field shows rupees, to be typed over: Indian grouping, with the paise only when
 * there are some (20000000 -> "2,00,000", 15000050 -> "1,50,000.50"); paiseFromText reads it
 * back exactly. The one way every form writes an amount it starts from. A module of its own, not
 * beside the rupees field in `schemas/money.ts`: the staff panel's pages draw amounts this way on
 * arrival and would fetch zod with it (decision 0048); public pages never load it.
 */
export function rupeesTextOfPaise(paise: number): string {
  return formatPaise(paise).replace(/\.00$/, '');
}
