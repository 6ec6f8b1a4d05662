import { eq } from 'drizzle-orm';
import { PAYOUT_MODE_LABELS } from '#shared/constants/payouts';
import { amountInWords } from '#shared/amount-in-words';
import type { BusinessDetails } from '#shared/schemas/business-details';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import type { EmailRow } from '#server/mail/outbox';
import { LinkNotIssuedError } from '#server/mail/secret-links';
import type { MailAttachment } from '#server/mail/transport';
import { getBusinessDetails } from '#server/site/business-details';
import { payouts } from './payouts-tables.js';

/**
 * What a payout voucher prints (issue 39): the agency as payer, the payee as the payout kept them
 * (name, PAN, the section's reference in force on the payout's date), the booking, the gross, the
 * TDS, the net in figures and words, how it was paid and its reference. Drawn from the payout
 * row, which is never edited; the agency's details as they are now.
 */
export interface PayoutVoucherDocument {
  number: string;
  date: string;
  payer: BusinessDetails;
  payee: { legalName: string; pan: string };
  bookingNumber: string;
  celebrityName: string;
  eventDays: { start: string; end: string };
  venue: string;
  sectionLabel: string;
  rateBasisPoints: number;
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
  netInWords: string;
  mode: string;
  reference: string;
  tdsOverrideReason: string;
  explanation: string;
}

/** A payout's voucher by the payout's id; null for none. */
export async function payoutVoucherOf(db: Db, id: string): Promise<PayoutVoucherDocument | null> {
  const [found] = await db
    .select({ payout: payouts, booking: bookings, celebrityName: celebrities.name })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(celebrities, eq(celebrities.id, payouts.celebrityId))
    .where(eq(payouts.id, id));
  if (!found) return null;
  const { payout, booking, celebrityName } = found;
  return {
    number: payout.number,
    date: payout.paidOn,
    payer: await getBusinessDetails(db),
    payee: { legalName: payout.payeeLegalName, pan: payout.pan },
    bookingNumber: booking.number,
    celebrityName,
    eventDays: { start: booking.startDate, end: booking.endDate },
    venue: booking.venue,
    sectionLabel: payout.sectionLabel,
    rateBasisPoints: payout.rateBasisPoints,
    grossPaise: payout.grossPaise,
    tdsPaise: payout.tdsPaise,
    netPaise: payout.netPaise,
    netInWords: amountInWords(payout.netPaise),
    mode: PAYOUT_MODE_LABELS[payout.mode],
    reference: payout.reference,
    tdsOverrideReason: payout.tdsOverrideReason,
    explanation: payout.explanation,
  };
}

/** `payout-voucher-SLT-P-26-27-0001.pdf`. */
export function payoutVoucherFileName(document: Pick<PayoutVoucherDocument, 'number'>): string {
  return `payout-voucher-${document.number.replace(/\//g, '-')}.pdf`;
}

/** A payout voucher as its PDF, named for a download or an attachment. */
export async function payoutVoucherPdf(
  document: PayoutVoucherDocument,
): Promise<{ filename: string; content: Buffer }> {
  // Loaded on the first PDF only (decision 0017).
  const { renderPayoutVoucherPdf } = await import('./pdf/payout-voucher-render.js');
  return { filename: payoutVoucherFileName(document), content: await renderPayoutVoucherPdf(document) };
}

/** The payout voucher e-mail's PDF, made as the outbox sends it. */
export async function payoutVoucherAttachments(db: Db, email: EmailRow): Promise<MailAttachment[]> {
  const document = email.documentId ? await payoutVoucherOf(db, email.documentId) : null;
  if (!document) throw new LinkNotIssuedError('The payout of this e-mail was not found, so it was not sent.');
  const { filename, content } = await payoutVoucherPdf(document);
  return [{ filename, content, contentType: 'application/pdf' }];
}
