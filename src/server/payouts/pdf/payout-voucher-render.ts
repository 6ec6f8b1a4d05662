import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { registerPdfFonts } from '#server/lib/pdf/index';
import type { PayoutVoucherDocument } from '#server/payouts/payout-voucher';
import { PayoutVoucherPdf } from './payout-voucher-pdf.js';

/** A payout voucher as its A4 PDF. Loaded on the first one only (decision 0017). */
export async function renderPayoutVoucherPdf(document: PayoutVoucherDocument): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(createElement(PayoutVoucherPdf, { document }) as unknown as ReactElement<DocumentProps>);
}
