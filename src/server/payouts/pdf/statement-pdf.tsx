import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate } from '#shared/format';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Statement } from '#shared/schemas/payouts-responses';
import { money, PageFooter, pdfStyles as styles, SellerHeading, TotalRow } from '#server/lib/pdf/index';

/**
 * A payee's financial-year statement (issue 39): each payout with its voucher, date, booking,
 * section, gross, TDS and net, and each payee's totals, which are the TDS register's for their
 * PAN.
 */
export function StatementPdf({ statement, agency }: { statement: Statement; agency: BusinessDetails }) {
  const title = `Statement of payouts, FY ${statement.financialYear}`;
  return (
    <Document title={title} author={agency.legalName} creator={agency.tradingName || agency.legalName}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <SellerHeading seller={agency} />
          <View>
            <Text style={styles.title}>STATEMENT</Text>
            <Text style={styles.notInvoice}>
              {formatDate(statement.from)} to {formatDate(statement.to)}
            </Text>
          </View>
        </View>
        {statement.payees.length === 0 && <Text>No payouts in FY {statement.financialYear}.</Text>}
        {statement.payees.map((payee) => (
          <View key={`${payee.pan}-${payee.payeeLegalName}`} style={styles.section}>
            <Text style={styles.sectionTitle}>
              {payee.payeeLegalName}
              {payee.pan ? `, PAN ${payee.pan}` : ', PAN not given'}
            </Text>
            <View style={styles.table}>
              <View style={styles.headRow} fixed>
                <Text style={[styles.cellDescription, styles.bold]}>Voucher, date, booking</Text>
                <Text style={[styles.cellRate, styles.bold]}>Gross (₹)</Text>
                <Text style={[styles.cellRate, styles.bold]}>TDS (₹)</Text>
                <Text style={[styles.cellAmount, styles.bold]}>Net (₹)</Text>
              </View>
              {payee.rows.map((row) => (
                <View key={row.voucherNumber} style={styles.row} wrap={false}>
                  <Text style={styles.cellDescription}>
                    {row.voucherNumber}, {formatDate(row.date, 'short')}, {row.bookingNumber} ({row.celebrityName})
                    {row.sectionLabel ? `, ${row.sectionLabel}` : ''}
                  </Text>
                  <Text style={styles.cellRate}>{money(row.grossPaise)}</Text>
                  <Text style={styles.cellRate}>{money(row.tdsPaise)}</Text>
                  <Text style={styles.cellAmount}>{money(row.netPaise)}</Text>
                </View>
              ))}
            </View>
            <View style={styles.totals}>
              <TotalRow label="Gross" paise={payee.totals.grossPaise} />
              <TotalRow label="TDS deducted" paise={payee.totals.tdsPaise} />
              <TotalRow label="Net paid" paise={payee.totals.netPaise} strong />
            </View>
          </View>
        ))}
        <PageFooter label={title} />
      </Page>
    </Document>
  );
}
