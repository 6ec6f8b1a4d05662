import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate } from '#shared/format';
import { documentLineText } from '#shared/gst/line-text';
import { paymentSchedule } from '#shared/gst/quote-tax';
import { gstStateLabel } from '#shared/gst/states';
import { formatRupeesWithPaise } from '#shared/money';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/quote-responses';
import { cancellationLines, riderLinesOf } from '#shared/gst/quote-wording';
import {
  DocumentTotals,
  LinesTable,
  MetaRow,
  money,
  pdfStyles as styles,
  PageFooter,
  RecipientBlock,
  Section,
  SellerHeading,
  Signature,
  UpiQrBlock,
} from '#server/lib/pdf/index';

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

/**
 * A quote as an A4 PDF (issue 21): the seller, the customer and the place of supply, the lines
 * with their SAC, the taxable value, the tax split, the total in figures and words, the rider,
 * the payment schedule, the cancellation terms, the validity, the bank details and the UPI QR for
 * the advance when there is one (issue 38). It says on
 * its face that it is a quotation, not a tax invoice.
 */
export function QuoteDocument({
  quote,
  seller,
  upiUri = null,
}: {
  quote: Quote;
  seller: BusinessDetails;
  /** The UPI link for the advance (issue 38), printed as a QR beside the bank details. */
  upiUri?: string | null;
}) {
  const taxed = quote.lines.filter((line) => !line.reimbursement);
  const reimbursed = quote.lines.filter((line) => line.reimbursement);
  const { advancePaise, balancePaise } = paymentSchedule(quote.totalPaise, quote.advancePercent);
  const exempt = quote.exemptionReason !== '';
  const issued = quote.sentAt ?? quote.createdAt;
  const riderLines = riderLinesOf(quote.rider);

  return (
    <Document
      title={`Quotation ${quote.number ?? '(draft)'}`}
      author={seller.legalName}
      creator={seller.tradingName || seller.legalName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <SellerHeading seller={seller} />
          <View>
            <Text style={styles.title}>QUOTATION</Text>
            <Text style={styles.notInvoice}>This is a quotation, not a tax invoice.</Text>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Number</Text>
              <Text style={styles.bold}>{quote.number ?? 'Draft'}</Text>
            </View>
            <MetaRow label="Version">{quote.version}</MetaRow>
            <MetaRow label="Date">{formatDate(issued)}</MetaRow>
            <MetaRow label="Valid until">{formatDate(quote.validUntil)}</MetaRow>
          </View>
        </View>

        <View style={styles.blocks}>
          <RecipientBlock title="Bill to" recipient={quote.customer} />
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Place of supply</Text>
            <Text style={styles.bold}>{gstStateLabel(quote.placeOfSupply)}</Text>
            <Text>{quote.supply === 'intra-state' ? 'Within the state: CGST and SGST' : 'Another state: IGST'}</Text>
            <Text style={styles.muted}>Venue: {gstStateLabel(quote.venueState)}</Text>
          </View>
        </View>

        <LinesTable
          amountHeading="Amount (₹)"
          lines={taxed.map((line) => ({
            ...line,
            description: documentLineText(line),
          }))}
        />

        <DocumentTotals document={quote} amounts={quote} reimbursed={reimbursed.length > 0} />
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
                  {documentLineText(line)} ({line.quantity} × {money(line.ratePaise)})
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

        {upiUri && (
          <UpiQrBlock
            uri={upiUri}
            caption={`Scan with any UPI app to pay the advance of ${formatRupeesWithPaise(advancePaise)} for quotation ${quote.number ?? ''} once you accept it.`}
          />
        )}

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

        <Signature seller={seller} />
        <PageFooter label={`${quote.number ? `Quotation ${quote.number}` : 'Draft quotation'} · not a tax invoice`} />
      </Page>
    </Document>
  );
}
