import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditEntries } from '#server/audit/audit-tables';
import { creditNotes, invoices, payments, refunds } from '#server/billing/billing-tables';
import { bookings } from '#server/bookings/bookings-tables';
import { calendarEntries } from '#server/calendar/calendar-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { inquiries, inquiryEvents, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { bookingCommissions, celebrityPayees, payoutCosts, payouts } from '#server/payouts/payouts-tables';
import { quoteLines, quotes } from '#server/quotes/quotes-tables';
import { users } from '#server/accounts/accounts-tables';
import { blackoutRequests } from '#server/talent/talent-tables';
import { AUDIT_KIND_COVERAGE, columnsOf, EMAIL_KIND_COVERAGE, kindsOf } from './personal-data-map.js';
import { mentionedIn, mentionsPerson, type Person } from './person-match.js';

/**
 * The tables a privacy request searches: every table with a column classified `identifies`,
 * `searched` or `retained` in personal-data-map.ts must be one of them
 * (personal-data-coverage.test.ts checks).
 */
export const SEARCHED_TABLES = [
  inquiries,
  inquiryNotes,
  inquiryEvents,
  emails,
  auditEntries,
  quotes,
  quoteLines,
  calendarEntries,
  bookings,
  payments,
  refunds,
  invoices,
  creditNotes,
  celebrityPayees,
  celebrities,
  bookingCommissions,
  payoutCosts,
  payouts,
  blackoutRequests,
];

/**
 * Everything stored about one person, by the ids of the rows: what is theirs (erased whole), and
 * others' records that name them (erased by replacing the mention; the record stays).
 */
export interface PersonRecords {
  /** Their inquiries still stored (found by address or number). */
  inquiryIds: string[];
  /** Those, and their inquiries already deleted, known from the copies the audit log keeps. */
  knownInquiryIds: string[];
  /**
   * Outbox e-mails about their inquiries (also once deleted), sent to them, or naming them and
   * about no stored inquiry (an inquiry's e-mails are unlinked when it is deleted).
   */
  emailIds: string[];
  /** Audit entries about their inquiries, deleted ones included. */
  auditEntryIds: string[];
  /** The celebrities whose payee details name them as the contact (issue 39). */
  payeeCelebrityIds: string[];
  /** The celebrities whose manager they are, by the manager's e-mail or phone (issue 39). */
  managerCelebrityIds: string[];
  /** Their talent portal account (issue 39; a staff account is outside), and the blackout requests they made. */
  talentUserIds: string[];
  blackoutRequestIds: string[];
  /** Others' records that name them (the searched columns of personal-data-map.ts). */
  mentions: {
    inquiryIds: string[];
    noteIds: string[];
    eventIds: string[];
    emailIds: string[];
    auditEntryIds: string[];
    quoteIds: string[];
    quoteLineIds: string[];
    /** Calendar entries (a blackout's reason): the agency's own, never someone's. */
    calendarEntryIds: string[];
    /** Others' bookings (a cancellation's reason), and their money records' free text. */
    bookingIds: string[];
    paymentIds: string[];
    refundIds: string[];
    invoiceIds: string[];
    creditNoteIds: string[];
    /** A booking's own commission (its reason), a cost paid for an artist, a payout (issue 39). */
    commissionIds: string[];
    artistCostIds: string[];
    payoutIds: string[];
    /** Others' blackout requests whose reason or answer names them. */
    blackoutRequestIds: string[];
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idsOf(rows: { id: string }[]): string[] {
  return rows.map((row) => row.id);
}

/**
 * The inquiries of the person that only the audit log still knows: an inquiry's entries carry
 * it as the API showed it (`received`'s after, `deleted`'s before), with its e-mail and phone.
 */
async function deletedInquiryIds(db: Db, person: Person): Promise<string[]> {
  const identifying = [auditEntries.before, auditEntries.after].flatMap((side) => [
    mentionsPerson(person, sql`${side}->>'email'`),
    mentionsPerson(person, sql`${side}->>'phoneNumber'`),
  ]);
  const rows = await db
    .selectDistinct({ id: auditEntries.subjectId })
    .from(auditEntries)
    .where(and(eq(auditEntries.kind, 'inquiry'), or(...identifying)));
  return idsOf(rows).filter((id) => UUID.test(id));
}

/** The outbox's e-mails about the person (theirs) and those that only name them (mentions). */
async function findEmails(db: Db, person: Person, known: Set<string>) {
  const customerKinds = kindsOf(EMAIL_KIND_COVERAGE, 'customer');
  // A team alert's recipients are the team's addresses (EMAIL_KIND_COVERAGE): not searched,
  // nor the search text, which repeats them.
  const content = columnsOf(emails, 'searched').filter(
    (column) => column !== emails.recipients && column !== emails.searchText,
  );
  const toThem = and(inArray(emails.kind, customerKinds), mentionedIn(person, [emails.recipients]));
  const rows = await db
    .select({ id: emails.id, inquiryId: emails.inquiryId, toThem: sql<boolean>`coalesce(${toThem}, false)` })
    .from(emails)
    .where(
      and(
        inArray(emails.kind, kindsOf(EMAIL_KIND_COVERAGE, 'customer', 'team')),
        or(inArray(emails.inquiryId, [...known]), toThem, mentionedIn(person, content)),
      ),
    );
  const theirs = rows.filter((row) => row.toThem || row.inquiryId === null || known.has(row.inquiryId));
  return { theirs: idsOf(theirs), mentions: idsOf(rows.filter((row) => !theirs.includes(row))) };
}

/** The audit entries about the person's inquiries (theirs) and others that name them (mentions). */
async function findAuditEntries(db: Db, person: Person, known: Set<string>) {
  const rows = await db
    .select({ id: auditEntries.id, kind: auditEntries.kind, subjectId: auditEntries.subjectId })
    .from(auditEntries)
    .where(
      and(
        inArray(auditEntries.kind, kindsOf(AUDIT_KIND_COVERAGE, 'searched')),
        or(
          and(eq(auditEntries.kind, 'inquiry'), inArray(auditEntries.subjectId, [...known])),
          mentionedIn(person, columnsOf(auditEntries, 'searched')),
        ),
      ),
    );
  const isTheirs = (row: (typeof rows)[number]) => row.kind === 'inquiry' && known.has(row.subjectId);
  return { theirs: idsOf(rows.filter(isTheirs)), mentions: idsOf(rows.filter((row) => !isTheirs(row))) };
}

/**
 * Finds the person everywhere personal-data-map.ts says they can be. An erasure calls it in its
 * transaction with `lock`: their inquiries are locked, so a change on the desk at that moment
 * (a note, a status and its e-mail) waits and then finds them gone, rather than adding to what
 * was found. One query after another: in an erasure they share the transaction's connection.
 */
export async function findPersonRecords(db: Db, person: Person, lock = false): Promise<PersonRecords> {
  const theirs = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(mentionedIn(person, columnsOf(inquiries, 'identifies')));
  const inquiryIds = idsOf(await (lock ? theirs.for('update') : theirs));
  const known = new Set([...inquiryIds, ...(await deletedInquiryIds(db, person))]);
  const foundEmails = await findEmails(db, person, known);
  const foundAudit = await findAuditEntries(db, person, known);
  // Their own inquiries' notes, timeline and quotes go with them; others' are searched.
  const otherInquiries = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(notInArray(inquiries.id, inquiryIds), mentionedIn(person, columnsOf(inquiries, 'searched'))));
  const notes = await db
    .select({ id: inquiryNotes.id })
    .from(inquiryNotes)
    .where(
      and(notInArray(inquiryNotes.inquiryId, inquiryIds), mentionedIn(person, columnsOf(inquiryNotes, 'searched'))),
    );
  const events = await db
    .select({ id: inquiryEvents.id })
    .from(inquiryEvents)
    .where(
      and(notInArray(inquiryEvents.inquiryId, inquiryIds), mentionedIn(person, columnsOf(inquiryEvents, 'searched'))),
    );
  const otherQuotes = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(notInArray(quotes.inquiryId, inquiryIds), mentionedIn(person, columnsOf(quotes, 'searched'))));
  const lines = await db
    .select({ id: quoteLines.id })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(and(notInArray(quotes.inquiryId, inquiryIds), mentionedIn(person, columnsOf(quoteLines, 'searched'))));
  const money = await findMoneyMentions(db, person, inquiryIds);
  const entries = await db
    .select({ id: calendarEntries.id })
    .from(calendarEntries)
    .where(mentionedIn(person, columnsOf(calendarEntries, 'searched')));
  const payees = db
    .select({ id: celebrityPayees.celebrityId })
    .from(celebrityPayees)
    .where(mentionedIn(person, columnsOf(celebrityPayees, 'identifies')));
  const payeeCelebrityIds = idsOf(await (lock ? payees.for('update') : payees));
  const managed = db
    .select({ id: celebrities.id })
    .from(celebrities)
    .where(mentionedIn(person, columnsOf(celebrities, 'identifies')));
  const managerCelebrityIds = idsOf(await (lock ? managed.for('update') : managed));
  const settlements = await findSettlementMentions(db, person);
  const talent = await findTalent(db, person, lock);
  return {
    inquiryIds,
    knownInquiryIds: [...known],
    emailIds: foundEmails.theirs,
    auditEntryIds: foundAudit.theirs,
    payeeCelebrityIds,
    managerCelebrityIds,
    ...talent.theirs,
    mentions: {
      inquiryIds: idsOf(otherInquiries),
      noteIds: idsOf(notes),
      eventIds: idsOf(events),
      emailIds: foundEmails.mentions,
      auditEntryIds: foundAudit.mentions,
      quoteIds: idsOf(otherQuotes),
      quoteLineIds: idsOf(lines),
      calendarEntryIds: idsOf(entries),
      ...money,
      ...settlements,
      blackoutRequestIds: talent.mentions,
    },
  };
}

/**
 * A talent account with the person's address (issue 39: talent are served by the agency, so a
 * privacy request covers them; a staff account is the team's) and the blackout requests it
 * made (theirs), and others' requests that name them (mentions).
 */
async function findTalent(db: Db, person: Person, lock: boolean) {
  const accounts = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'talent'), mentionedIn(person, [users.email, users.phone])));
  const talentUserIds = idsOf(await (lock ? accounts.for('update') : accounts));
  const requests = await db
    .select({ id: blackoutRequests.id, requestedById: blackoutRequests.requestedById })
    .from(blackoutRequests)
    .where(
      or(
        inArray(blackoutRequests.requestedById, talentUserIds),
        mentionedIn(person, columnsOf(blackoutRequests, 'searched')),
      ),
    );
  const isTheirs = (row: (typeof requests)[number]) =>
    row.requestedById !== null && talentUserIds.includes(row.requestedById);
  return {
    theirs: { talentUserIds, blackoutRequestIds: idsOf(requests.filter(isTheirs)) },
    mentions: idsOf(requests.filter((row) => !isTheirs(row))),
  };
}

/**
 * Others' bookings and money records that name the person (their own go with their inquiry, whose
 * erasure is refused while it has a booking): a cancellation's reason, a payment's or a refund's
 * reference, an invoice's or a credit note's document, a credit note's reason.
 */
async function findMoneyMentions(db: Db, person: Person, inquiryIds: string[]) {
  const othersBooking = notInArray(bookings.inquiryId, inquiryIds);
  const named = (table: Parameters<typeof columnsOf>[0]) =>
    mentionedIn(person, columnsOf(table, 'searched', 'retained'));
  const bookingRows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(othersBooking, named(bookings)));
  const paymentRows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(othersBooking, named(payments)));
  const refundRows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(and(othersBooking, named(refunds)));
  const invoiceRows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(othersBooking, named(invoices)));
  const creditNoteRows = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(othersBooking, named(creditNotes)));
  return {
    bookingIds: idsOf(bookingRows),
    paymentIds: idsOf(paymentRows),
    refundIds: idsOf(refundRows),
    invoiceIds: idsOf(invoiceRows),
    creditNoteIds: idsOf(creditNoteRows),
  };
}

/** The settlements' free text that names the person: a commission's reason, a cost, a payout's text. */
async function findSettlementMentions(db: Db, person: Person) {
  const named = (table: Parameters<typeof columnsOf>[0]) =>
    mentionedIn(person, columnsOf(table, 'searched', 'retained'));
  const commissionRows = await db
    .select({ id: bookingCommissions.id })
    .from(bookingCommissions)
    .where(named(bookingCommissions));
  const costRows = await db.select({ id: payoutCosts.id }).from(payoutCosts).where(named(payoutCosts));
  const payoutRows = await db.select({ id: payouts.id }).from(payouts).where(named(payouts));
  return { commissionIds: idsOf(commissionRows), artistCostIds: idsOf(costRows), payoutIds: idsOf(payoutRows) };
}
