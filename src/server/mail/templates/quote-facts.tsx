import { FactLine } from './email-layout.js';

/** What a quote e-mail says of the quote: its number and version, total, validity. */
export interface QuoteFacts {
  number: string;
  version: number;
  /** "₹2,36,000.00". */
  total: string;
  /** "Rupees Two Lakh Thirty-Six Thousand Only". */
  totalInWords: string;
  /** "4 December 2026". */
  validUntil: string;
}

/** A quote's summary lines, the same in every quote e-mail. */
export function QuoteFactsSection({ facts }: { facts: QuoteFacts }) {
  return (
    <>
      <FactLine label="Quotation" value={`${facts.number} (version ${facts.version})`} />
      <FactLine label="Total" value={`${facts.total} (${facts.totalInWords})`} />
      <FactLine label="Valid until" value={facts.validUntil} />
    </>
  );
}
