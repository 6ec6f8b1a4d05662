import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import { percentLabel } from '#shared/tds/tds-compute';
import {
  MetaRow,
  PageFooter,
  pdfStyles as styles,
  Section,
  SellerHeading,
  Signature,
  TotalRow,
} from '#server/lib/pdf/index';
import type { PayoutVoucherDocument } from '#server/payouts/payout-voucher';

/**
 * A payout voucher as an A4 PDF (issue 39), drawn with the documents' kit: the agency paying,
 * the payee with their PAN, the booking paid for, the gross, the TDS under the reference in force
 * on the payout's date, the net in figures and words, the mode and reference, the signatory.
 */
export function PayoutVoucherPdf({ document }: { document: PayoutVoucherDocument }) {
  const days =
    document.eventDays.start === document.eventDays.end
      ? formatDate(document.eventDays.start)
      : `${formatDate(document.eventDays.start)} to ${formatDate(document.eventDays.end)}`;
  const tdsLabel = document.sectionLabel
    ? `TDS at ${percentLabel(document.rateBasisPoints)} (${document.sectionLabel})`
    : 'TDS';
  return (
    <Document
      title={`Payout voucher ${document.number}`}
      author={document.payer.legalName}
      creator={document.payer.tradingName || document.payer.legalName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <SellerHeading seller={document.payer} />
          <View>
            <Text style={styles.title}>PAYOUT VOUCHER</Text>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>Number</Text>
              <Text style={styles.bold}>{document.number}</Text>
            </View>
            <MetaRow label="Date">{formatDate(document.date)}</MetaRow>
            <MetaRow label="Booking">{document.bookingNumber}</MetaRow>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Paid to</Text>
            <Text style={styles.bold}>{document.payee.legalName}</Text>
            <Text>{document.payee.pan ? `PAN ${document.payee.pan}` : 'PAN not given'}</Text>
          </View>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>For</Text>
            <Text style={styles.bold}>{document.celebrityName}</Text>
            <Text>{days}</Text>
            {document.venue !== '' && <Text>{document.venue}</Text>}
          </View>
        </View>

        <View style={styles.totals}>
          <TotalRow label="Gross amount" paise={document.grossPaise} />
          <TotalRow label={`Less ${tdsLabel}`} paise={document.tdsPaise} />
          <TotalRow label="Net paid" paise={document.netPaise} strong />
        </View>
        <Text style={styles.words}>{document.netInWords}</Text>

        <Section title="Payment">
          <Text>
            {document.mode}, reference {document.reference}, on {formatDate(document.date)}
          </Text>
        </Section>
        <Section title="Tax deducted at source">
          <Text>
            {document.sectionLabel
              ? `${formatRupeesWithPaise(document.tdsPaise)} deducted under ${document.sectionLabel}, to be deposited with the government and shown against the payee's PAN.`
              : 'No tax is deducted at source on this payout.'}
          </Text>
          <Text style={styles.muted}>{document.explanation}</Text>
        </Section>

        <Signature seller={document.payer} />
        <PageFooter label={`Payout voucher ${document.number}`} />
      </Page>
    </Document>
  );
}
