import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { panOfGstin } from '#shared/gst/gstin';
import { gstStateLabel } from '#shared/gst/states';
import { formatPaise, formatRupeesWithPaise } from '#shared/money';
import type { BusinessDetails } from '#shared/schemas/business-details';
import { pdfStyles as styles } from './pdf-styles.js';

/** The pieces every document of the agency prints the same way (quotes, vouchers, invoices). */

/** "₹" amounts in a table: Indian grouping with paise, the sign in the column's heading. */
export const money = formatPaise;

export const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The seller's registered address on one line: street, city and PIN, state. */
export function sellerAddressOf(seller: BusinessDetails): string {
  return [
    seller.address.street,
    `${seller.address.city} ${seller.address.pinCode}`.trim(),
    gstStateLabel(seller.address.state),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** The seller's name, address, GSTIN and PAN, top left. */
export function SellerHeading({ seller }: { seller: BusinessDetails }) {
  return (
    <View style={styles.seller}>
      <Text style={styles.sellerName}>{seller.tradingName || seller.legalName}</Text>
      {seller.tradingName && seller.tradingName !== seller.legalName && <Text>{seller.legalName}</Text>}
      <Text style={styles.muted}>{sellerAddressOf(seller)}</Text>
      {seller.gstin && (
        <Text>
          GSTIN {seller.gstin} · PAN {panOfGstin(seller.gstin)}
        </Text>
      )}
    </View>
  );
}

export function MetaRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={styles.metaRow}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text>{children}</Text>
    </View>
  );
}

/** The recipient: name, address, state and GSTIN, or that they are not registered. */
export function RecipientBlock({
  title,
  recipient,
}: {
  title: string;
  recipient: { name: string; address: string; state: string; gstin: string };
}) {
  return (
    <View style={styles.block}>
      <Text style={styles.blockTitle}>{title}</Text>
      <Text style={styles.bold}>{recipient.name}</Text>
      <Text>{recipient.address}</Text>
      {recipient.state !== '' && <Text>State: {gstStateLabel(recipient.state)}</Text>}
      <Text>{recipient.gstin ? `GSTIN ${recipient.gstin}` : 'Unregistered for GST'}</Text>
    </View>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{title}</Text>
      {children}
    </View>
  );
}

export function TotalRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <View style={strong ? [styles.totalRow, styles.grandTotal] : styles.totalRow}>
      <Text>{label}</Text>
      <Text>{strong ? formatRupeesWithPaise(paise) : money(paise)}</Text>
    </View>
  );
}

/** The tax under the taxable value: CGST and SGST within a state, IGST across states, or exempt. */
export function TaxRows({
  supply,
  gstBasisPoints,
  exempt,
  cgstPaise,
  sgstPaise,
  igstPaise,
}: {
  supply: 'intra-state' | 'inter-state';
  gstBasisPoints: number;
  exempt: boolean;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}) {
  if (exempt) {
    return (
      <View style={styles.totalRow}>
        <Text>GST</Text>
        <Text>Exempt</Text>
      </View>
    );
  }
  return supply === 'intra-state' ? (
    <>
      <TotalRow label={`CGST ${percent(gstBasisPoints / 2)}`} paise={cgstPaise} />
      <TotalRow label={`SGST ${percent(gstBasisPoints / 2)}`} paise={sgstPaise} />
    </>
  ) : (
    <TotalRow label={`IGST ${percent(gstBasisPoints)}`} paise={igstPaise} />
  );
}

/**
 * A GST document's totals: the taxable value, its tax (exempt when the document gives a reason),
 * what is passed on at cost (when `reimbursed`), the total, then the total in words. Quotes and
 * tax documents print the same totals from the same facts, so one block draws them for both.
 */
export function DocumentTotals({
  document,
  amounts,
  reimbursed,
}: {
  document: {
    supply: 'intra-state' | 'inter-state';
    gstBasisPoints: number;
    exemptionReason: string;
    totalPaise: number;
    totalInWords: string;
  };
  amounts: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    reimbursementPaise: number;
  };
  reimbursed: boolean;
}) {
  return (
    <>
      <View style={styles.totals}>
        <TotalRow label="Taxable value" paise={amounts.taxablePaise} />
        <TaxRows
          supply={document.supply}
          gstBasisPoints={document.gstBasisPoints}
          exempt={document.exemptionReason !== ''}
          cgstPaise={amounts.cgstPaise}
          sgstPaise={amounts.sgstPaise}
          igstPaise={amounts.igstPaise}
        />
        {reimbursed && <TotalRow label="Reimbursements at actual cost" paise={amounts.reimbursementPaise} />}
        <TotalRow label="Total" paise={document.totalPaise} strong />
      </View>
      <Text style={styles.words}>{document.totalInWords}</Text>
    </>
  );
}

/** "For <legal name>", the signatory's name and "Authorised signatory", bottom right. */
export function Signature({ seller }: { seller: BusinessDetails }) {
  return (
    <View style={styles.signature} wrap={false}>
      <Text>For {seller.legalName}</Text>
      <Text style={{ marginTop: 22 }}>{seller.signatoryName}</Text>
      <Text style={styles.muted}>Authorised signatory</Text>
    </View>
  );
}

/** The foot of every page: what the document is, and "Page N of M". */
export function PageFooter({ label }: { label: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{label}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

/** A document's lines: number, description, SAC, quantity, rate and amount, the heading on every page. */
export function LinesTable({
  lines,
  amountHeading,
}: {
  lines: { description: string; sac: string; quantity: number; ratePaise: number; amountPaise: number }[];
  amountHeading: string;
}) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={[styles.cellNo, styles.bold]}>#</Text>
        <Text style={[styles.cellDescription, styles.bold]}>Description</Text>
        <Text style={[styles.cellSac, styles.bold]}>SAC</Text>
        <Text style={[styles.cellQty, styles.bold]}>Qty</Text>
        <Text style={[styles.cellRate, styles.bold]}>Rate (₹)</Text>
        <Text style={[styles.cellAmount, styles.bold]}>{amountHeading}</Text>
      </View>
      {lines.map((line, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={styles.cellNo}>{index + 1}</Text>
          <Text style={styles.cellDescription}>{line.description}</Text>
          <Text style={styles.cellSac}>{line.sac}</Text>
          <Text style={styles.cellQty}>{line.quantity}</Text>
          <Text style={styles.cellRate}>{money(line.ratePaise)}</Text>
          <Text style={styles.cellAmount}>{money(line.amountPaise)}</Text>
        </View>
      ))}
    </View>
  );
}
