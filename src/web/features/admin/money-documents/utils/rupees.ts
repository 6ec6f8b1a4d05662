import { formatPaise } from '#shared/money';

/**
 * A document's amount as staff read it in a list: rupees with Indian grouping, the paise only when
 * there are some (23600000 → "₹2,36,000", 23600050 → "₹2,36,000.50"), since a document's figures
 * are exact to the paise and a list should not round what the PDF prints.
 */
export function formatRupees(paise: number): string {
  const text = formatPaise(paise).replace(/\.00$/, '');
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}
