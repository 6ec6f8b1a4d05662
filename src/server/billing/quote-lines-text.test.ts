import { describe, expect, it } from 'vitest';
import { QUOTE } from '#server/test/quote-fixture';
import { quoteLinesOf } from './billing-basis.js';

/** An invoice's and a receipt voucher's lines say what each line is for, its kind's label once (issue 36). */
describe('quoteLinesOf', () => {
  it('prints the kind and the description, and a description that repeats the label only once', () => {
    const lines = QUOTE.lines.map((line) =>
      line.kind === 'agency_fee' ? { ...line, description: 'Agency service fee' } : line,
    );
    const printed = quoteLinesOf({ ...QUOTE, lines });
    expect(printed.lines.map((line) => line.description)).toEqual([
      'Artist fee: Performance, 90 minutes',
      'Agency service fee',
    ]);
    expect(printed.reimbursements.map((line) => line.description)).toEqual(['Travel: Flights for two']);
  });
});
