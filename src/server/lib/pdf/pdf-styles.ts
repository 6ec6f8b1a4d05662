import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT } from './pdf-fonts.js';

export const BRAND = '#3b1f74';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';

/** The look every document of the agency shares: A4, Noto Sans, the brand's purple. */
export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: 9,
    color: '#0f172a',
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 40,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 10 },
  seller: { width: '58%' },
  sellerName: { fontSize: 14, fontWeight: 700, color: BRAND },
  title: { fontSize: 18, fontWeight: 700, color: BRAND, textAlign: 'right' },
  notInvoice: { fontSize: 8, color: MUTED, textAlign: 'right', marginBottom: 6 },
  metaRow: { flexDirection: 'row', justifyContent: 'flex-end' },
  metaLabel: { color: MUTED, width: 70, textAlign: 'right', marginRight: 6 },
  muted: { color: MUTED },
  blocks: { flexDirection: 'row', gap: 12, marginBottom: 10 },
  block: { flex: 1, borderWidth: 1, borderColor: RULE, borderRadius: 4, padding: 8 },
  blockTitle: { fontSize: 8, fontWeight: 700, color: MUTED, textTransform: 'uppercase', marginBottom: 3 },
  bold: { fontWeight: 700 },
  table: { borderWidth: 1, borderColor: RULE, borderRadius: 4, marginBottom: 10 },
  row: { flexDirection: 'row', borderTopWidth: 1, borderColor: RULE, paddingVertical: 4, paddingHorizontal: 6 },
  headRow: { flexDirection: 'row', backgroundColor: '#f1f5f9', paddingVertical: 4, paddingHorizontal: 6 },
  cellNo: { width: 18 },
  cellDescription: { flex: 1, paddingRight: 6 },
  cellSac: { width: 48 },
  cellQty: { width: 30, textAlign: 'right' },
  cellRate: { width: 80, textAlign: 'right' },
  cellAmount: { width: 84, textAlign: 'right' },
  totals: { marginLeft: 'auto', width: 250, marginBottom: 6 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: { borderTopWidth: 1, borderColor: BRAND, marginTop: 3, paddingTop: 4, fontSize: 11, fontWeight: 700 },
  words: { marginBottom: 10, fontWeight: 700 },
  section: { marginBottom: 7 },
  sectionTitle: { fontSize: 10, fontWeight: 700, color: BRAND, marginBottom: 3 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    color: MUTED,
    fontSize: 7.5,
  },
  signature: { marginTop: 12, alignItems: 'flex-end' },
});
