import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format';
import { panOfGstin } from '#shared/gst/gstin';
import { paymentSchedule, QUOTE_LINE_KIND_LABELS } from '#shared/gst/quote-tax';
import { gstStateLabel } from '#shared/gst/states';
import { formatPaise, formatRupeesWithPaise } from '#shared/money';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/responses';
import { cancellationLines, riderLinesOf } from '#shared/gst/quote-wording';
import { PDF_FONT } from './quote-pdf-fonts.js';

const BRAND = '#3b1f74';
const MUTED = '#475569';
const RULE = '#cbd5e1';

const styles = StyleSheet.create({
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

/** "₹" amounts in the table: Indian grouping with paise, the sign in the column's heading. */
const money = formatPaise;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

function TotalRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <View style={strong ? [styles.totalRow, styles.grandTotal] : styles.totalRow}>
      <Text>{label}</Text>
      <Text>{strong ? formatRupeesWithPaise(paise) : money(paise)}</Text>
    </View>
  );
}

/** Markdown terms as the PDF prints them: one paragraph a line, list markers as bullets, no markup. */
export function termsLines(markdown: string): string[] {
  return markdown
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, '')
        .replace(/^[-*+]\s+/, '• ')
        .replace(/\*\*|__|`/g, ''),
    );
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * A quote as an A4 PDF (issue 21): the seller, the customer and the place of supply, the lines
 * with their SAC, the taxable value, the tax split, the total in figures and words, the rider,
 * the payment schedule, the cancellation terms, the validity and the bank details. It says on
 * its face that it is a quotation, not a tax invoice.
 */
export function QuoteDocument({ quote, seller }: { quote: Quote; seller: BusinessDetails }) {
  const taxed = quote.lines.filter((line) => !line.reimbursement);
  const reimbursed = quote.lines.filter((line) => line.reimbursement);
  const { advancePaise, balancePaise } = paymentSchedule(quote.totalPaise, quote.advancePercent);
  const exempt = quote.exemptionReason !== '';
  const issued = quote.sentAt ?? quote.createdAt;
  const riderLines = riderLinesOf(quote.rider);
  const sellerAddress = [
    seller.address.street,
    `${seller.address.city} ${seller.address.pinCode}`.trim(),
    gstStateLabel(seller.address.state),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');

  return (
    <Document
      title={`Quotation ${quote.number ?? '(draft)'}`}
      author={seller.legalName}
      creator={seller.tradingName || seller.legalName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.seller}>
            <Text style={styles.sellerName}>{seller.tradingName || seller.legalName}</Text>
            {seller.tradingName && seller.tradingName !== seller.legalName && <Text>{seller.legalName}</Text>}
            <Text style={styles.muted}>{sellerAddress}</Text>
            {seller.gstin && (
              <Text>
                GSTIN {seller.gstin} · PAN {panOfGstin(seller.gstin)}
              </Text>
            )}
          </View>
          <View>
            <Text style={styles.title}>QUOTATION</Text>
            <Text style={styles.notInvoice}>This is a quotation, not a tax invoice.</Text>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Number</Text>
              <Text style={styles.bold}>{quote.number ?? 'Draft'}</Text>
            </View>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Version</Text>
              <Text>{quote.version}</Text>
            </View>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Date</Text>
              <Text>{formatDate(issued)}</Text>
            </View>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Valid until</Text>
              <Text>{formatDate(quote.validUntil)}</Text>
            </View>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Bill to</Text>
            <Text style={styles.bold}>{quote.customer.name}</Text>
            <Text>{quote.customer.address}</Text>
            <Text>State: {gstStateLabel(quote.customer.state)}</Text>
            <Text>{quote.customer.gstin ? `GSTIN ${quote.customer.gstin}` : 'Unregistered for GST'}</Text>
          </View>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Place of supply</Text>
            <Text style={styles.bold}>{gstStateLabel(quote.placeOfSupply)}</Text>
            <Text>{quote.supply === 'intra-state' ? 'Within the state: CGST and SGST' : 'Another state: IGST'}</Text>
            <Text style={styles.muted}>Venue: {gstStateLabel(quote.venueState)}</Text>
          </View>
        </View>

        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={[styles.cellNo, styles.bold]}>#</Text>
            <Text style={[styles.cellDescription, styles.bold]}>Description</Text>
            <Text style={[styles.cellSac, styles.bold]}>SAC</Text>
            <Text style={[styles.cellQty, styles.bold]}>Qty</Text>
            <Text style={[styles.cellRate, styles.bold]}>Rate (₹)</Text>
            <Text style={[styles.cellAmount, styles.bold]}>Amount (₹)</Text>
          </View>
          {taxed.map((line, index) => (
            <View key={`taxed-${index}`} style={styles.row} wrap={false}>
              <Text style={styles.cellNo}>{index + 1}</Text>
              <Text style={styles.cellDescription}>
                {QUOTE_LINE_KIND_LABELS[line.kind]}: {line.description}
              </Text>
              <Text style={styles.cellSac}>{line.sac}</Text>
              <Text style={styles.cellQty}>{line.quantity}</Text>
              <Text style={styles.cellRate}>{money(line.ratePaise)}</Text>
              <Text style={styles.cellAmount}>{money(line.amountPaise)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.totals}>
          <TotalRow label="Taxable value" paise={quote.taxablePaise} />
          {exempt ? (
            <View style={styles.totalRow}>
              <Text>GST</Text>
              <Text>Exempt</Text>
            </View>
          ) : quote.supply === 'intra-state' ? (
            <>
              <TotalRow label={`CGST ${percent(quote.gstBasisPoints / 2)}`} paise={quote.cgstPaise} />
              <TotalRow label={`SGST ${percent(quote.gstBasisPoints / 2)}`} paise={quote.sgstPaise} />
            </>
          ) : (
            <TotalRow label={`IGST ${percent(quote.gstBasisPoints)}`} paise={quote.igstPaise} />
          )}
          {reimbursed.length > 0 && <TotalRow label="Reimbursements at actual cost" paise={quote.reimbursementPaise} />}
          <TotalRow label="Total" paise={quote.totalPaise} strong />
        </View>
        <Text style={styles.words}>{quote.totalInWords}</Text>
        {exempt && (
          <Text style={[styles.section, styles.muted]}>
            No GST is charged on this quotation: {quote.exemptionReason}
          </Text>
        )}

        {reimbursed.length > 0 && (
          <Section title="Reimbursements at actual cost">
            <Text style={styles.muted}>
              Passed on at what they cost, outside the taxable value; receipts on request.
            </Text>
            {reimbursed.map((line, index) => (
              <View key={`reimbursed-${index}`} style={styles.totalRow}>
                <Text>
                  {QUOTE_LINE_KIND_LABELS[line.kind]}: {line.description} ({line.quantity} × {money(line.ratePaise)})
                </Text>
                <Text>{money(line.amountPaise)}</Text>
              </View>
            ))}
          </Section>
        )}

        {riderLines.length > 0 && (
          <Section title="Rider">
            {riderLines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Section>
        )}

        <Section title="Payment schedule">
          <Text>
            Advance of {quote.advancePercent}% on acceptance: {formatRupeesWithPaise(advancePaise)}
          </Text>
          <Text>
            Balance{' '}
            {quote.balanceDueDays === 0 ? 'on the day of the event' : `${quote.balanceDueDays} days before the event`}:{' '}
            {formatRupeesWithPaise(balancePaise)}
          </Text>
        </Section>

        <Section title="Cancellation">
          {cancellationLines(quote.cancellationSlabs).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Section>

        <Section title="Validity">
          <Text>This quotation is valid until {formatDate(quote.validUntil)}.</Text>
        </Section>

        <Section title="Bank details">
          <Text>Account name: {seller.bank.accountName}</Text>
          <Text>Account number: {seller.bank.accountNumber}</Text>
          <Text>
            IFSC: {seller.bank.ifsc}
            {seller.bank.bankName ? ` (${seller.bank.bankName})` : ''}
          </Text>
        </Section>

        {quote.termsMarkdown.trim() !== '' && (
          <View style={styles.section}>
            {/* Kept with the first lines of the terms: never alone at the foot of a page. */}
            <Text style={styles.sectionTitle} minPresenceAhead={40}>
              Terms
            </Text>
            {termsLines(quote.termsMarkdown).map((line, index) => (
              <Text key={index}>{line}</Text>
            ))}
          </View>
        )}

        <View style={styles.signature} wrap={false}>
          <Text>For {seller.legalName}</Text>
          <Text style={{ marginTop: 22 }}>{seller.signatoryName}</Text>
          <Text style={styles.muted}>Authorised signatory</Text>
        </View>

        <View style={styles.footer} fixed>
          <Text>{quote.number ? `Quotation ${quote.number}` : 'Draft quotation'} · not a tax invoice</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
