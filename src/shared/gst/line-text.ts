import { QUOTE_LINE_KIND_LABELS, type QuoteLineKind } from './quote-tax.js';

/** Letters and digits only, in small letters, single-spaced: how two wordings are compared. */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a document (a quote, a receipt voucher, an invoice) prints for one of its lines: its kind's
 * label and its description, "Artist fee: Performance, 90 minutes". A description that only says
 * the label again prints the label once ("Agency service fee", never "Agency service fee: Agency
 * service fee"); one that begins with it ("Agency service fee for the sangeet") prints as typed.
 */
export function documentLineText(line: { kind: QuoteLineKind; description: string }): string {
  const label = QUOTE_LINE_KIND_LABELS[line.kind];
  const description = line.description.trim();
  const wording = comparable(description);
  const labelWording = comparable(label);
  if (wording === '' || wording === labelWording) return label;
  if (wording.startsWith(`${labelWording} `)) return description;
  return `${label}: ${description}`;
}
