import { asc, inArray } from 'drizzle-orm';
import type { PrivacyExport } from '#shared/schemas/privacy';
import type { Db } from '#server/db/client';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { toAuditEntry } from '#server/audit/audit-log';
import { selectInquiries, toInquiryDto } from '#server/inquiries/inquiries';
import { inquiryActivity } from '#server/inquiries/inquiry-desk';
import { inquiryQuotes } from '#server/quotes/quotes';
import { bookingInvoice } from '#server/billing/invoices';
import { bookingRefunds } from '#server/billing/refunds';
import { inquiryBookings } from '#server/billing/booking-answers';
import { bookingPayments } from '#server/billing/payments';
import { bookingPaymentClaims } from '#server/billing/payment-claim-decisions';
import { toEmailSummary } from '#server/mail/outbox';
import { payeesForExport } from '#server/payouts/payee-privacy';
import { managersForExport } from '#server/celebrities/manager-privacy';
import { blackoutRequestsByIds } from '#server/talent/blackout-requests';
import { getTalentUser } from '#server/talent/talent-users';
import type { Person } from './person-match.js';
import { listMentions } from './person-mentions.js';
import { findPersonRecords } from './person-records.js';

/**
 * Everything stored about one person (person-records.ts finds it): each of their inquiries with
 * its notes, e-mails, timeline and quotes; every e-mail about them, whole (those of an inquiry deleted
 * since, unlinked, included); the audit entries about them, which hold their deleted inquiries
 * as they were; and where others' records name them, with a few words around each mention and
 * nothing else of those records (they are someone else's data).
 */
export async function exportPersonData(db: Db, person: Person, now = new Date()): Promise<PrivacyExport> {
  const found = await findPersonRecords(db, person);
  const rows = await selectInquiries(db)
    .where(inArray(inquiries.id, found.inquiryIds))
    .orderBy(asc(inquiries.createdAt), asc(inquiries.id));
  const items = [];
  for (const row of rows) {
    const activity = await inquiryActivity(db, row.id);
    if (activity) {
      const bookings = await inquiryBookings(db, row.id);
      const payments = [];
      const paymentClaims = [];
      const refunds = [];
      const invoices = [];
      for (const booking of bookings) {
        payments.push(...((await bookingPayments(db, booking._id)) ?? []));
        paymentClaims.push(...(await bookingPaymentClaims(db, booking._id)));
        refunds.push(...((await bookingRefunds(db, booking._id)) ?? []));
        const invoice = await bookingInvoice(db, booking._id);
        if (invoice) invoices.push(invoice);
      }
      items.push({
        ...toInquiryDto(row),
        activity,
        quotes: await inquiryQuotes(db, row.id),
        bookings,
        payments,
        paymentClaims,
        refunds,
        invoices,
      });
    }
  }

  const emailRows = await db
    .select()
    .from(emails)
    .where(inArray(emails.id, found.emailIds))
    .orderBy(asc(emails.createdAt), asc(emails.id));
  const auditRows = await db
    .select()
    .from(auditEntries)
    .where(inArray(auditEntries.id, found.auditEntryIds))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));

  const requests = await blackoutRequestsByIds(db, found.blackoutRequestIds);
  const talentAccounts = [];
  for (const userId of found.talentUserIds) {
    const account = await getTalentUser(db, userId);
    if (account) {
      talentAccounts.push({ ...account, blackoutRequests: requests.filter((row) => row.requestedById === userId) });
    }
  }

  return {
    email: person.email,
    phone: person.phone === '' ? null : person.phone,
    exportedAt: now.toISOString(),
    inquiries: items,
    talentAccounts,
    // Whole: an inquiry's activity lists its own e-mails, but without their content.
    emails: emailRows.map((row) => ({ ...toEmailSummary(row), html: row.html, text: row.text })),
    auditEntries: auditRows.map(toAuditEntry),
    payees: await payeesForExport(db, found.payeeCelebrityIds),
    managers: await managersForExport(db, found.managerCelebrityIds),
    mentions: await listMentions(db, person, found.mentions),
  };
}
