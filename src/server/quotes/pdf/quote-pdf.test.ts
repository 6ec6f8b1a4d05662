import { readFile, writeFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { QUOTE, SELLER } from '#server/test/quote-fixture';
import { quotePdfFileName, renderQuotePdf } from './quote-pdf.js';
import { cancellationLines } from '#shared/gst/quote-wording';
import { termsLines } from './quote-document.js';

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

const GOLDEN = new URL('./quote-pdf.golden.txt', import.meta.url);

describe('renderQuotePdf', () => {
  it('prints the quote’s figures, words, tax split and terms, with the rupee sign', async () => {
    const pdf = await renderQuotePdf(QUOTE, SELLER);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'QUOTATION',
      'This is a quotation, not a tax invoice.',
      'SLT/Q/26-27/0042',
      'GSTIN 27AAPFU0939F1ZV · PAN AAPFU0939F',
      'Kapoor Weddings LLP',
      '27 Maharashtra',
      '999631',
      '998596',
      '2,00,000.00',
      'Taxable value',
      '2,20,000.00',
      'CGST 9%',
      'SGST 9%',
      '19,800.00',
      'Reimbursements at actual cost',
      '15,000.50',
      '₹2,74,600.50',
      'Rupees Two Lakh Seventy-Four Thousand Six Hundred and Fifty Paise Only',
      'Advance of 50% on acceptance: ₹1,37,300.25',
      'Balance 7 days before the event: ₹1,37,300.25',
      'Cancelled 31 or more days before the event: 25% of the total is kept',
      'Cancelled 8 to 30 days before the event: 50% of the total is kept',
      'Cancelled 7 or fewer days before the event: 100% of the total is kept',
      'valid until 4 December 2026',
      'IFSC: HDFC0001234 (HDFC Bank)',
      '• The fee covers one performance of 90 minutes.',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('matches the golden text of this fixed quote', async () => {
    const text = await pdfText(await renderQuotePdf(QUOTE, SELLER));
    // UPDATE_GOLDEN=1 writes the file anew after a deliberate change to the layout; review its diff.
    if (process.env.UPDATE_GOLDEN === '1') await writeFile(GOLDEN, text);
    expect(text).toBe(await readFile(GOLDEN, 'utf8'));
  });

  it('prints IGST for another state, and an exemption instead of tax', async () => {
    const inter = await pdfText(
      await renderQuotePdf(
        { ...QUOTE, placeOfSupply: '29', supply: 'inter-state', cgstPaise: 0, sgstPaise: 0, igstPaise: 3_960_000 },
        SELLER,
      ),
    );
    expect(inter).toContain('IGST 18%');
    expect(inter).toContain('39,600.00');
    expect(inter).toContain('29 Karnataka');
    const exempt = await pdfText(
      await renderQuotePdf({ ...QUOTE, exemptionReason: 'Supply to a UN body', cgstPaise: 0, sgstPaise: 0 }, SELLER),
    );
    expect(exempt).toContain('No GST is charged on this quotation: Supply to a UN body');
  });

  it('prints a line whose description repeats its kind’s label once (issue 36)', async () => {
    const lines = QUOTE.lines.map((line) =>
      line.kind === 'agency_fee' ? { ...line, description: 'Agency service fee' } : line,
    );
    const text = await pdfText(await renderQuotePdf({ ...QUOTE, lines }, SELLER));
    expect(text).toContain('Agency service fee 998596');
    expect(text).not.toContain('Agency service fee: Agency service fee');
  });

  it('names the file by the number, or a draft by its version', () => {
    expect(quotePdfFileName(QUOTE)).toBe('quotation-SLT-Q-26-27-0042.pdf');
    expect(quotePdfFileName({ ...QUOTE, number: null, version: 2 })).toBe('quotation-draft-v2.pdf');
  });
});

describe('termsLines', () => {
  it('prints Markdown as plain lines with bullets', () => {
    expect(termsLines('## Heading\n\n- one **bold**\n* two\nplain `code`')).toEqual([
      'Heading',
      '• one bold',
      '• two',
      'plain code',
    ]);
  });
});

describe('cancellationLines', () => {
  it('writes each slab as the range of days it covers', () => {
    expect(
      cancellationLines([
        { daysBefore: 0, keepPercent: 100 },
        { daysBefore: 1, keepPercent: 75 },
      ]),
    ).toEqual([
      'Cancelled 1 or more days before the event: 75% of the total is kept',
      'Cancelled on the day of the event: 100% of the total is kept',
    ]);
  });
});
