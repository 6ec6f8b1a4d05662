/** The PDF kit every document of the agency is drawn with (quotes, vouchers, invoices). */
export { registerPdfFonts, PDF_FONT } from './pdf-fonts.js';
export { pdfStyles, BRAND, MUTED, RULE } from './pdf-styles.js';
export {
  DocumentTotals,
  LinesTable,
  MetaRow,
  money,
  PageFooter,
  percent,
  RecipientBlock,
  Section,
  SellerHeading,
  sellerAddressOf,
  Signature,
  TaxRows,
  TotalRow,
} from './pdf-parts.js';
export { UpiQrBlock } from './upi-qr-block.js';
