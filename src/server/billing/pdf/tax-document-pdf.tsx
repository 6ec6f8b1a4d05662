import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate } from '#shared/format';
import { gstStateLabel } from '#shared/gst/states';
import {
  DocumentTotals,
  LinesTable,
  MetaRow,
  money,
  PageFooter,
  pdfStyles as styles,
  RecipientBlock,
  Section,
  SellerHeading,
  Signature,
  UpiQrBlock,
} from '#server/lib/pdf/index';
import { formatRupeesWithPaise } from '#shared/money';
import { TAX_DOCUMENT_TITLES, type TaxDocument } from '#server/billing/tax-document';

const RECIPIENT_TITLES: Record<TaxDocument['kind'], string> = {
  receipt_voucher: 'Received from',
  refund_voucher: 'Refunded to',
  tax_invoice: 'Bill to',
  credit_note: 'Credited to',
};

/**
 * A booking's receipt voucher, refund voucher, tax invoice or credit note as an A4 PDF (issue 22):
 * the fields GST Rules 46, 50, 51 and 53 ask for (the supplier's name, address and GSTIN; the
 * number and date; the recipient's name, address, state and GSTIN if registered; SAC per line;
 * the taxable value; the rate and amount of CGST and SGST or IGST; the place of supply; whether
 * tax is payable on reverse charge; the signatory), drawn with the quote's kit.
 */
export function TaxDocumentPdf({ document }: { document: TaxDocument }) {
  const title = TAX_DOCUMENT_TITLES[document.kind];
  const exempt = document.exemptionReason !== '';
  const { amounts } = document;
  return (
    <Document
      title={`${title} ${document.number}`}
      author={document.seller.legalName}
      creator={document.seller.tradingName || document.seller.legalName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <SellerHeading seller={document.seller} />
          <View>
            <Text style={styles.title}>{title}</Text>
            {document.kind === 'tax_invoice' && <Text style={styles.notInvoice}>Original for recipient</Text>}
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Number</Text>
              <Text style={styles.bold}>{document.number}</Text>
            </View>
            <MetaRow label="Date">{formatDate(document.date)}</MetaRow>
            {document.references.map((reference) => (
              <MetaRow key={`${reference.label}-${reference.value}`} label={reference.label}>
                {reference.value}
              </MetaRow>
            ))}
          </View>
        </View>

        <View style={styles.blocks}>
          <RecipientBlock title={RECIPIENT_TITLES[document.kind]} recipient={document.recipient} />
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Place of supply</Text>
            <Text style={styles.bold}>
              {document.placeOfSupply ? gstStateLabel(document.placeOfSupply) : 'Not yet settled'}
            </Text>
            <Text>{document.supply === 'intra-state' ? 'Within the state: CGST and SGST' : 'Another state: IGST'}</Text>
            <Text>Tax payable on reverse charge: {document.reverseCharge ? 'Yes' : 'No'}</Text>
          </View>
        </View>

        <LinesTable lines={document.lines} amountHeading="Taxable (₹)" />

        <DocumentTotals document={document} amounts={amounts} reimbursed={amounts.reimbursementPaise > 0} />
        {exempt && <Text style={[styles.section, styles.muted]}>No GST is charged: {document.exemptionReason}</Text>}

        {document.reimbursements.length > 0 && (
          <Section title="Reimbursements at actual cost">
            {document.reimbursements.map((line, index) => (
              <View key={index} style={styles.totalRow}>
                <Text>{line.description}</Text>
                <Text>{money(line.amountPaise)}</Text>
              </View>
            ))}
          </Section>
        )}

        {document.notes.map((note) => (
          <Section key={note.title} title={note.title}>
            {note.lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Section>
        ))}

        {/* Only an invoice carries one (its balance when issued): never a voucher or a credit note. */}
        {document.kind === 'tax_invoice' && document.upi && (
          <UpiQrBlock
            uri={document.upi.uri}
            caption={`Scan with any UPI app to pay the balance of ${formatRupeesWithPaise(document.upi.amountPaise)} for ${document.references.find((reference) => reference.label === 'Booking')?.value ?? 'this booking'}. Above UPI’s limit, pay by bank transfer.`}
          />
        )}

        <Signature seller={document.seller} />
        <PageFooter label={`${title.charAt(0)}${title.slice(1).toLowerCase()} ${document.number}`} />
      </Page>
    </Document>
  );
}
