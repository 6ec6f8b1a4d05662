import { amountInWords } from '#shared/amount-in-words';
import { bookingDaysText } from '#shared/booking-days';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '#shared/constants/billing';
import { formatDate } from '#shared/format';
import { type AmountSplit, splitLike, splitTotal } from '#shared/gst/amount-split';
import { formatRupeesWithPaise } from '#shared/money';
import type { payments, refunds } from './billing-tables.js';
import { advanceSacOf, type BillingBasis, bookingDescription, quoteLinesOf, wholeSplitOf } from './billing-basis.js';
import type { TaxDocument, TaxDocumentLine } from './tax-document.js';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What a booking document shares, whatever it is: the parties, the supply, the booking's number. */
function common(
  basis: BillingBasis,
): Omit<
  TaxDocument,
  'kind' | 'number' | 'date' | 'lines' | 'reimbursements' | 'amounts' | 'totalPaise' | 'totalInWords' | 'notes'
> {
  const references = [{ label: 'Booking', value: basis.booking.number }];
  if (basis.sale?.quoteNumber) references.push({ label: 'Quotation', value: basis.sale.quoteNumber });
  return {
    references,
    seller: basis.seller,
    recipient: basis.recipient,
    placeOfSupply: basis.placeOfSupply,
    supply: basis.supply,
    gstBasisPoints: basis.gstBasisPoints,
    exemptionReason: basis.exemptionReason,
    // The agency's services are taxed in the ordinary way: the supplier pays the tax.
    reverseCharge: false,
  };
}

/** A part of the booking as one line (its taxable share) and its reimbursements' share, if any. */
function partLines(basis: BillingBasis, what: string, amounts: AmountSplit) {
  const lines: TaxDocumentLine[] = [
    {
      description: `${what}: ${bookingDescription(basis, bookingDaysText(basis.booking.startDate, basis.booking.endDate))}`,
      sac: advanceSacOf(basis),
      quantity: 1,
      ratePaise: amounts.taxablePaise,
      amountPaise: amounts.taxablePaise,
    },
  ];
  const reimbursements: TaxDocumentLine[] =
    amounts.reimbursementPaise > 0
      ? [
          {
            description: 'Reimbursements at actual cost (their share of this amount)',
            sac: advanceSacOf(basis),
            quantity: 1,
            ratePaise: amounts.reimbursementPaise,
            amountPaise: amounts.reimbursementPaise,
          },
        ]
      : [];
  return { lines, reimbursements };
}

function paidBy(mode: PaymentMode, reference: string): string {
  return reference ? `${PAYMENT_MODE_LABELS[mode]}, reference ${reference}` : PAYMENT_MODE_LABELS[mode];
}

/**
 * The receipt voucher of a payment (Rule 50): what was received, with the tax it carries in the
 * proportions of what the booking sold (or at 18% IGST without its lines). Tax deducted at source by the customer
 * counts as received: it is part of what they paid for.
 */
export function receiptVoucherDocument(basis: BillingBasis, payment: PaymentRow): TaxDocument {
  const received = payment.amountPaise + payment.tdsPaise;
  const amounts = splitLike(received, wholeSplitOf(basis));
  const notes = [
    {
      title: 'Payment received',
      lines: [
        `${formatRupeesWithPaise(payment.amountPaise)} on ${formatDate(payment.receivedOn)} by ${paidBy(payment.mode, payment.reference)}`,
        ...(payment.tdsPaise > 0
          ? [
              `Tax deducted at source by the customer${payment.tdsSection ? ` under section ${payment.tdsSection}` : ''}: ${formatRupeesWithPaise(payment.tdsPaise)}`,
            ]
          : []),
      ],
    },
  ];
  if (!basis.sale) {
    notes.push({
      title: 'Tax on this advance',
      lines: ['The supply is not yet settled: tax is charged at 18% as an inter-state supply (GST Rule 50).'],
    });
  }
  return {
    ...common(basis),
    kind: 'receipt_voucher',
    number: payment.receiptNumber,
    date: payment.receivedOn,
    ...partLines(basis, 'Advance received', amounts),
    amounts,
    totalPaise: received,
    totalInWords: amountInWords(received),
    notes,
  };
}

/** The refund voucher of a refund on a cancelled booking (Rule 51): the tax it gives back, pro rata. */
export function refundVoucherDocument(basis: BillingBasis, refund: RefundRow, receiptNumbers: string[]): TaxDocument {
  const amounts = splitLike(refund.amountPaise, wholeSplitOf(basis));
  const base = common(basis);
  return {
    ...base,
    references: [...base.references, ...receiptNumbers.map((value) => ({ label: 'Receipt voucher', value }))],
    kind: 'refund_voucher',
    number: refund.voucherNumber,
    date: refund.paidOn,
    ...partLines(basis, 'Refund of the advance', amounts),
    amounts,
    totalPaise: refund.amountPaise,
    totalInWords: amountInWords(refund.amountPaise),
    notes: [
      {
        title: 'Refund paid',
        lines: [
          `${formatRupeesWithPaise(refund.amountPaise)} on ${formatDate(refund.paidOn)} by ${paidBy(refund.mode, refund.reference)}`,
          basis.booking.cancelReason
            ? `The booking was cancelled: ${basis.booking.cancelReason}`
            : 'The booking was cancelled.',
        ],
      },
    ],
  };
}

/**
 * The tax invoice (Rule 46) for what a booking sold: its lines, SAC and tax as its quote or its
 * own lines have them, the advances received against it by their receipt vouchers, and what is
 * left to pay. Null without its lines: an invoice needs the customer's billing details and the lines.
 */
export function invoiceDocument(
  basis: BillingBasis,
  number: string,
  issuedOn: string,
  received: { receiptNumber: string; receivedOn: string; settledPaise: number }[],
): TaxDocument | null {
  const { sale, booking } = basis;
  if (!sale) return null;
  const amounts = wholeSplitOf(basis);
  const totalPaise = splitTotal(amounts);
  const paid = received.reduce((sum, payment) => sum + payment.settledPaise, 0);
  const base = common(basis);
  return {
    ...base,
    references: [...base.references, { label: 'Event', value: bookingDaysText(booking.startDate, booking.endDate) }],
    kind: 'tax_invoice',
    number,
    date: issuedOn,
    ...quoteLinesOf(sale),
    amounts,
    totalPaise,
    totalInWords: amountInWords(totalPaise),
    notes: [
      {
        title: 'Advances received against this invoice',
        lines:
          received.length === 0
            ? ['None']
            : received.map(
                (payment) =>
                  `Receipt voucher ${payment.receiptNumber} of ${formatDate(payment.receivedOn)}: ${formatRupeesWithPaise(payment.settledPaise)}`,
              ),
      },
      { title: 'Balance payable', lines: [formatRupeesWithPaise(Math.max(0, totalPaise - paid))] },
      {
        title: 'Bank details',
        lines: [
          `Account name: ${basis.seller.bank.accountName}`,
          `Account number: ${basis.seller.bank.accountNumber}`,
          `IFSC: ${basis.seller.bank.ifsc}${basis.seller.bank.bankName ? ` (${basis.seller.bank.bankName})` : ''}`,
        ],
      },
    ],
  };
}

/** A credit note against an issued invoice: `totalPaise` of it, divided as the invoice divides its total. */
export function creditNoteDocument(
  invoice: TaxDocument,
  number: string,
  issuedOn: string,
  totalPaise: number,
  reason: string,
): TaxDocument {
  const amounts = splitLike(totalPaise, invoice.amounts);
  // An invoice of reimbursements only has no taxed line: its first reimbursement's SAC then.
  const sac = invoice.lines[0]?.sac ?? invoice.reimbursements[0]?.sac ?? '';
  return {
    ...invoice,
    // A credit note asks for no payment: the invoice's UPI QR is not carried over.
    upi: null,
    references: [
      { label: 'Against invoice', value: invoice.number },
      { label: 'Invoice date', value: formatDate(invoice.date) },
      ...invoice.references.filter((reference) => reference.label === 'Booking'),
    ],
    kind: 'credit_note',
    number,
    date: issuedOn,
    // A credit with no taxable part (of reimbursements only, or too small to reach one) has no taxed line.
    lines:
      amounts.taxablePaise > 0
        ? [
            {
              description: `Credit against tax invoice ${invoice.number}: ${reason}`,
              sac,
              quantity: 1,
              ratePaise: amounts.taxablePaise,
              amountPaise: amounts.taxablePaise,
            },
          ]
        : [],
    reimbursements:
      amounts.reimbursementPaise > 0
        ? [
            {
              description:
                amounts.taxablePaise > 0
                  ? 'Reimbursements credited'
                  : `Reimbursements credited against tax invoice ${invoice.number}: ${reason}`,
              sac,
              quantity: 1,
              ratePaise: amounts.reimbursementPaise,
              amountPaise: amounts.reimbursementPaise,
            },
          ]
        : [],
    amounts,
    totalPaise,
    totalInWords: amountInWords(totalPaise),
    notes: [{ title: 'Reason', lines: [reason] }],
  };
}
