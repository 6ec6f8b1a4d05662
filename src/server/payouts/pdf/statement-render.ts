import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Statement } from '#shared/schemas/payouts-responses';
import { registerPdfFonts } from '#server/lib/pdf/index';
import { StatementPdf } from './statement-pdf.js';

/** A financial-year statement as its A4 PDF (StatementPdf). */
export async function renderStatementPdf(statement: Statement, agency: BusinessDetails): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(StatementPdf, { statement, agency }) as unknown as ReactElement<DocumentProps>);
}
