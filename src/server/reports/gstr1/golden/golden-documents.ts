import type { AmountSplit } from '#shared/gst/amount-split';
import type { ReportDocument } from '#server/reports/report-documents';

/*
 * The golden month of issue 40: November 2026 for an agency registered in Maharashtra. Every
 * amount is in paise, chosen so each section's figures can be worked out by hand (the test's
 * comments do, and golden/gstr1-2026-11.json holds them).
 */

export const AGENCY_GSTIN = '27AAJCS1234K1Z5';

const MEHTA = { name: 'Mehta Events Private Limited', gstin: '27AAECM4321B1Z2', state: 'Maharashtra' };
const BENGALURU_LIVE = { name: 'Bengaluru Live LLP', gstin: '29AAKFB9876C1Z3', state: 'Karnataka' };

function amounts(taxablePaise: number, tax: Partial<AmountSplit> = {}): AmountSplit {
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, reimbursementPaise: 0, ...tax };
}

/** A document with everything a test does not care about filled in. */
export function reportDocument(
  fields: Partial<ReportDocument> & Pick<ReportDocument, 'kind' | 'number' | 'date'>,
): ReportDocument {
  const split = fields.amounts ?? amounts(0);
  return {
    id: fields.number,
    bookingId: `booking-${fields.number}`,
    bookingReference: 'SLT-2026-0001',
    party: { name: 'Walk-in customer', gstin: '', state: 'Maharashtra' },
    placeOfSupply: 'Maharashtra',
    supply: 'intra-state',
    gstBasisPoints: 1800,
    exemptionReason: '',
    reverseCharge: false,
    amounts: split,
    totalPaise: split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise + split.reimbursementPaise,
    lines: [{ sac: '998596', amountPaise: split.taxablePaise }],
    invoice: null,
    invoicedOn: null,
    advance: false,
    mode: '',
    reference: '',
    tdsPaise: 0,
    ...fields,
  };
}

export const GOLDEN_DOCUMENTS: ReportDocument[] = [
  // B2B, intra-state, two SACs, with reimbursements; it also adjusts October's advance (R/0005).
  reportDocument({
    kind: 'tax_invoice',
    number: 'SLT/I/26-27/0041',
    date: '2026-11-04',
    bookingReference: 'SLT-2026-0101',
    party: MEHTA,
    amounts: amounts(20_000_000, { cgstPaise: 1_800_000, sgstPaise: 1_800_000, reimbursementPaise: 1_250_000 }),
    lines: [
      { sac: '998596', amountPaise: 15_000_000 },
      { sac: '999631', amountPaise: 5_000_000 },
    ],
  }),
  // B2B, inter-state to Karnataka.
  reportDocument({
    kind: 'tax_invoice',
    number: 'SLT/I/26-27/0042',
    date: '2026-11-10',
    bookingReference: 'SLT-2026-0102',
    party: BENGALURU_LIVE,
    placeOfSupply: 'Karnataka',
    supply: 'inter-state',
    amounts: amounts(30_000_000, { igstPaise: 5_400_000 }),
  }),
  // B2CL: ₹1,50,000 (reimbursements included) to Gujarat, above the ₹1,00,000 limit of its date.
  reportDocument({
    kind: 'tax_invoice',
    number: 'SLT/I/26-27/0043',
    date: '2026-11-12',
    bookingReference: 'SLT-2026-0103',
    party: { name: 'Ananya Rao', gstin: '', state: 'Gujarat' },
    placeOfSupply: 'Gujarat',
    supply: 'inter-state',
    amounts: amounts(12_500_000, { igstPaise: 2_250_000, reimbursementPaise: 250_000 }),
  }),
  // B2CS, intra-state, with paise: 9% of ₹45,500.55 is ₹4,095.0495, issued as ₹4,095.05 each.
  reportDocument({
    kind: 'tax_invoice',
    number: 'SLT/I/26-27/0044',
    date: '2026-11-15',
    bookingReference: 'SLT-2026-0104',
    party: { name: 'Rohan Shah', gstin: '', state: 'Maharashtra' },
    amounts: amounts(4_550_055, { cgstPaise: 409_505, sgstPaise: 409_505 }),
  }),
  // B2CS, inter-state to Kerala: ₹94,400, under the B2CL limit.
  reportDocument({
    kind: 'tax_invoice',
    number: 'SLT/I/26-27/0045',
    date: '2026-11-18',
    bookingReference: 'SLT-2026-0105',
    party: { name: 'Kavita Nair', gstin: '', state: 'Kerala' },
    placeOfSupply: 'Kerala',
    supply: 'inter-state',
    amounts: amounts(8_000_000, { igstPaise: 1_440_000 }),
  }),
  // A credit note on I/0041: ₹40,000 of its fee back (CDNR).
  reportDocument({
    kind: 'credit_note',
    number: 'SLT/C/26-27/0003',
    date: '2026-11-25',
    bookingReference: 'SLT-2026-0101',
    party: MEHTA,
    amounts: amounts(4_000_000, { cgstPaise: 360_000, sgstPaise: 360_000 }),
    invoice: { number: 'SLT/I/26-27/0041', date: '2026-11-04', totalPaise: 24_850_000 },
  }),
  // October's advance on I/0041's booking, adjusted by it this month (Table 11B).
  reportDocument({
    kind: 'receipt_voucher',
    number: 'SLT/R/26-27/0005',
    date: '2026-10-22',
    bookingReference: 'SLT-2026-0101',
    party: MEHTA,
    amounts: amounts(10_000_000, { cgstPaise: 900_000, sgstPaise: 900_000 }),
    invoicedOn: '2026-11-04',
    advance: true,
    mode: 'bank_transfer',
    reference: 'UTR0000000005',
  }),
  // An advance with no invoice this month, from Rajasthan (Table 11A).
  reportDocument({
    kind: 'receipt_voucher',
    number: 'SLT/R/26-27/0007',
    date: '2026-11-20',
    bookingReference: 'SLT-2026-0106',
    party: { name: 'Sunrise Weddings', gstin: '', state: 'Rajasthan' },
    placeOfSupply: 'Rajasthan',
    supply: 'inter-state',
    amounts: amounts(5_000_000, { igstPaise: 900_000 }),
    advance: true,
    mode: 'upi',
    reference: 'UTR0000000007',
  }),
  // A payment of I/0042 after it was issued (no advance: in the registers, not in Table 11),
  // ₹3,48,000 received and ₹6,000 deducted as TDS.
  reportDocument({
    kind: 'receipt_voucher',
    number: 'SLT/R/26-27/0008',
    date: '2026-11-26',
    bookingReference: 'SLT-2026-0102',
    party: BENGALURU_LIVE,
    placeOfSupply: 'Karnataka',
    supply: 'inter-state',
    amounts: amounts(29_491_525, { igstPaise: 5_308_475 }),
    mode: 'bank_transfer',
    reference: '=HYPERLINK("http://x")',
    tdsPaise: 600_000,
  }),
  // The refund of an October advance whose booking was called off (no invoice): Table 11B.
  reportDocument({
    kind: 'refund_voucher',
    number: 'SLT/F/26-27/0002',
    date: '2026-11-28',
    bookingReference: 'SLT-2026-0099',
    party: { name: 'Priya Kulkarni', gstin: '', state: 'Maharashtra' },
    amounts: amounts(2_000_000, { cgstPaise: 180_000, sgstPaise: 180_000 }),
    advance: true,
    mode: 'upi',
    reference: 'UTR0000000099',
  }),
];
