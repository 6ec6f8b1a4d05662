import { z } from 'zod';
import type { AmountSplit } from '#shared/gst/amount-split';
import { businessDetailsSchema } from '#shared/schemas/business-details';

/** The four documents a booking's money makes (issue 22), each in its own numbered series. */
export const TAX_DOCUMENT_KINDS = ['receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  receipt_voucher: 'RECEIPT VOUCHER',
  refund_voucher: 'REFUND VOUCHER',
  tax_invoice: 'TAX INVOICE',
  credit_note: 'CREDIT NOTE',
};

const line = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().int(),
  ratePaise: z.number().int(),
  amountPaise: z.number().int(),
});
export type TaxDocumentLine = z.infer<typeof line>;

const paise = z.number().int();

/**
 * Everything one of those documents says, as it says it: the seller and the recipient, the place
 * of supply and the kind of supply, the lines with their SAC, the taxable value and the tax, the
 * total in words, the references (booking, quotation, the voucher or invoice it answers) and the
 * notes (payment details, advances received). An invoice and a credit note keep theirs as issued
 * (`invoices.document`), so a later change of the business details never rewrites them; a
 * voucher's is made again from its payment or refund and the quote, which never change.
 */
export const taxDocumentSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  date: z.string(),
  references: z.array(z.object({ label: z.string(), value: z.string() })),
  seller: businessDetailsSchema,
  recipient: z.object({ name: z.string(), address: z.string(), state: z.string(), gstin: z.string() }),
  placeOfSupply: z.string(),
  supply: z.enum(['intra-state', 'inter-state']),
  gstBasisPoints: z.number().int(),
  exemptionReason: z.string(),
  reverseCharge: z.boolean(),
  lines: z.array(line),
  reimbursements: z.array(line),
  amounts: z.object({
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    reimbursementPaise: paise,
  }) satisfies z.ZodType<AmountSplit>,
  totalPaise: paise,
  totalInWords: z.string(),
  notes: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
  /**
   * A tax invoice's UPI QR (issue 38): the link for the balance payable when it was issued, kept
   * with it; none when nothing was payable or no UPI ID was set, and never on another document.
   */
  upi: z.object({ uri: z.string(), amountPaise: paise }).nullable().optional(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/** `receipt-voucher-SLT-R-26-27-0001.pdf`: the kind and the number, slashes as hyphens. */
export function taxDocumentFileName(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `${document.kind.replace('_', '-')}-${document.number.replace(/\//g, '-')}.pdf`;
}
