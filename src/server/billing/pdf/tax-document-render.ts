import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { registerPdfFonts } from '#server/lib/pdf/index';
import type { TaxDocument } from '#server/billing/tax-document';
import { TaxDocumentPdf } from './tax-document-pdf.js';

/** A booking document as its A4 PDF (TaxDocumentPdf). Loaded on the first one only (decision 0017). */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(TaxDocumentPdf, { document }) as unknown as ReactElement<DocumentProps>);
}
