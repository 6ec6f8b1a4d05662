import { and, asc, desc, eq, max, ne } from 'drizzle-orm';
import { amountInWords } from '#shared/amount-in-words';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import { quoteStateOn } from '#shared/gst/quote-state';
import { gstRateOn, taxColumnsOf, taxedEntry } from '#shared/gst/quote-tax';
import {
  type BusinessDetails,
  businessDetailsSchema,
  type CancellationSlab,
  missingBusinessDetails,
} from '#shared/schemas/business-details';
import type { QuoteValues } from '#shared/schemas/quote';
import type { Quote } from '#shared/schemas/quote-responses';
import type { Db } from '#server/db/client';
import { nextDocumentNumber } from '#server/db/document-numbers';
import { bookings } from '#server/bookings/bookings-tables';
import { gstRates, quoteAcceptances, quoteLines, quotes } from './quotes-tables.js';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { changeInquiry, type InquiryChange } from '#server/inquiries/change-inquiry';
import { moveInquiryStatus, writeInquiryQuote } from '#server/inquiry-life/inquiry-life';
import { placeHold, releaseHold } from '#server/calendar/calendar';
import { getBusinessDetails } from '#server/site/business-details';
import { emailAgencyOf } from '#server/site/email-agency';
import type { DeskSettings } from '#server/inquiries/inquiry-emails';
import { queueEmail } from '#server/mail/outbox';
import { quoteSentEmail } from './quote-emails.js';

export type QuoteRow = typeof quotes.$inferSelect;
type QuoteLineRow = typeof quoteLines.$inferSelect;
type AcceptanceRow = typeof quoteAcceptances.$inferSelect;

/** The messages of a quote's refusals, word for word as the inquiry page shows them. */
export const QUOTE_MESSAGES = {
  notFound: 'Quote not found',
  inquiryNotFound: 'Inquiry not found',
  alreadyQuoted: 'This inquiry has a quote already: revise it instead',
  notADraft: 'This quote has been sent and can no longer change',
  validUntilPast: 'A quote must be valid until today or later',
  reviseDraft: 'This quote is still a draft: change it instead of revising it',
  reviseNotLatest: 'Only the latest version of a quote can be revised',
  reviseClosed: 'An accepted or declined quote cannot be revised',
  agencyStateMissing: 'Set the agency’s registered state in Settings, Business details, before making a quote',
  detailsMissing: (missing: string[]) =>
    `Fill in the business details before sending a quote (Settings, Business details): ${missing.join(', ')}`,
} as const;

function toQuoteDto(row: QuoteRow, lines: QuoteLineRow[], acceptance: AcceptanceRow | null, today: string): Quote {
  const supply = row.agencyState === row.placeOfSupply ? 'intra-state' : 'inter-state';
  return {
    _id: row.id,
    inquiryId: row.inquiryId,
    version: row.version,
    state: quoteStateOn(row.state, { viewed: row.viewedAt !== null, validUntil: row.validUntil }, today),
    number: row.number,
    customer: row.customer as Quote['customer'],
    ...taxColumnsOf(row),
    supply,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      ratePaise: line.ratePaise,
      amountPaise: line.amountPaise,
      sac: line.sac,
      reimbursement: line.reimbursement,
    })),
    totalInWords: amountInWords(row.totalPaise),
    validUntil: row.validUntil,
    rider: row.rider as Quote['rider'],
    advancePercent: row.advancePercent,
    balanceDueDays: row.balanceDueDays,
    cancellationSlabs: row.cancellationSlabs as CancellationSlab[],
    termsMarkdown: row.termsMarkdown,
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    declineReason: row.state === 'declined' ? (row.declineReason ?? '') : null,
    acceptance: acceptance && {
      number: acceptance.number,
      version: acceptance.version,
      totalPaise: acceptance.totalPaise,
      name: acceptance.name,
      ipAddress: acceptance.ipAddress,
      userAgent: acceptance.userAgent,
      acceptedAt: acceptance.acceptedAt.toISOString(),
    },
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A quote version as the API shows it, on India's day `today` (a sent one may have expired). */
export async function quoteDtoOf(db: Db, row: QuoteRow, today = indianDay()): Promise<Quote> {
  const lines = await db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, row.id))
    .orderBy(asc(quoteLines.position));
  const [acceptance] =
    row.state === 'accepted'
      ? await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, row.id))
      : [];
  return toQuoteDto(row, lines, acceptance ?? null, today);
}

async function readQuote(db: Db, id: string): Promise<Quote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row ? quoteDtoOf(db, row) : null;
}

export function getQuote(db: Db, id: string): Promise<Quote | null> {
  return readQuote(db, id);
}

/**
 * A quote with the seller it shows: the business details kept when it was sent, or for a draft
 * the details as they are now.
 */
export async function getQuoteForPdf(db: Db, id: string): Promise<{ quote: Quote; seller: BusinessDetails } | null> {
  const quote = await readQuote(db, id);
  if (!quote) return null;
  const [row] = await db.select({ seller: quotes.seller }).from(quotes).where(eq(quotes.id, id));
  const kept = row?.seller ? businessDetailsSchema.safeParse(row.seller) : undefined;
  return { quote, seller: kept?.success ? kept.data : await getBusinessDetails(db) };
}

/** Every version of an inquiry's quote, the first first. */
export async function inquiryQuotes(db: Db, inquiryId: string): Promise<Quote[]> {
  const rows = await db.select().from(quotes).where(eq(quotes.inquiryId, inquiryId)).orderBy(asc(quotes.version));
  const today = indianDay();
  const found = [];
  for (const row of rows) found.push(await quoteDtoOf(db, row, today));
  return found;
}

/**
 * Copies an inquiry's current quote (its latest version) onto the inquiry row, where the list
 * filters and shows it. Call it in every transaction that changes a quote's state or amounts.
 */
export async function syncInquiryQuote(tx: Db, inquiryId: string, now: Date): Promise<void> {
  const [latest] = await tx
    .select({
      state: quotes.state,
      viewedAt: quotes.viewedAt,
      validUntil: quotes.validUntil,
      totalPaise: quotes.totalPaise,
    })
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.version))
    .limit(1);
  const state = !latest
    ? null
    : latest.state === 'superseded'
      ? // Never the latest: a revision is made with the version it supersedes.
        'sent'
      : latest.state === 'sent' && latest.viewedAt
        ? 'viewed'
        : latest.state;
  await writeInquiryQuote(
    tx,
    inquiryId,
    { state, validUntil: latest?.validUntil ?? null, totalPaise: latest?.totalPaise ?? null },
    now,
  );
}

/** The GST rate in force on a day, from the dated table (migration 0013 holds the first). */
async function rateOn(db: Db, day: string): Promise<number> {
  const table = await db.select().from(gstRates);
  return gstRateOn(day, table);
}

/** A quote's stored columns from what staff entered, the business details and the day. */
async function draftColumns(db: Db, values: QuoteValues, business: BusinessDetails, today: string) {
  const agencyState = business.address.state;
  if (agencyState === '') throw new DomainRefusal('conflict', QUOTE_MESSAGES.agencyStateMissing);
  // Today's day in India: a quote valid only until yesterday could never be accepted.
  if (values.validUntil !== undefined && values.validUntil < today) {
    throw fieldRefusal('validUntil', QUOTE_MESSAGES.validUntilPast);
  }
  const { lines, columns } = taxedEntry(values, agencyState, await rateOn(db, today));
  return {
    lines,
    row: {
      customer: values.customer,
      ...columns,
      validUntil: values.validUntil ?? addCalendarDays(today, business.quoteValidityDays),
      rider: values.rider,
      advancePercent: values.advancePercent ?? business.advancePercent,
      balanceDueDays: values.balanceDueDays ?? business.balanceDueDaysBefore,
      cancellationSlabs: business.cancellationSlabs,
      termsMarkdown: business.termsMarkdown,
    },
  };
}

/**
 * Drafts an inquiry's quote (version 1), with its amounts worked out by the shared tax module:
 * on the timeline and in the audit log with who drafted it (and an exemption's reason). An
 * inquiry has one quote; a change after sending is a revision. Null for an unknown inquiry.
 */
export async function createQuote(db: Db, inquiryId: string, values: QuoteValues, actor: Actor): Promise<Quote | null> {
  const business = await getBusinessDetails(db);
  const today = indianDay();
  return changeInquiry(
    db,
    inquiryId,
    {
      kind: 'quote_drafted',
      check: async (tx) => {
        const [existing] = await tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(eq(quotes.inquiryId, inquiryId))
          .limit(1);
        if (existing) throw new DomainRefusal('conflict', QUOTE_MESSAGES.alreadyQuoted);
      },
      write: async (tx, _inquiry, now) => {
        const { row, lines } = await draftColumns(tx, values, business, today);
        const [versionRow] = await tx
          .select({ latest: max(quotes.version) })
          .from(quotes)
          .where(eq(quotes.inquiryId, inquiryId));
        const [quote] = await tx
          .insert(quotes)
          .values({
            ...row,
            inquiryId,
            version: (versionRow?.latest ?? 0) + 1,
            createdById: actor.id,
            createdByName: actor.name,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!quote) throw new Error('drafting a quote returned no row');
        await tx.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId: quote.id, position })));
        await syncInquiryQuote(tx, inquiryId, now);
        return quote;
      },
      details: (_inquiry, quote) => ({
        quoteId: quote.id,
        version: quote.version,
        totalPaise: quote.totalPaise,
        ...(quote.exemptionReason && { exemptionReason: quote.exemptionReason }),
      }),
      before: () => null,
      after: (_inquiry, quote) => ({
        quoteId: quote.id,
        version: quote.version,
        totalPaise: quote.totalPaise,
        exemptionReason: quote.exemptionReason,
      }),
      answer: async (tx, _inquiry, quote) => (quote ? readQuote(tx, quote.id) : null),
    },
    actor,
  );
}

/**
 * A change to one quote, made as a change to its inquiry (locked, audited, on the timeline), given
 * the business details and India's day it is made on. Null for an unknown quote.
 */
async function changeQuote<Done>(
  db: Db,
  quoteId: string,
  actor: Actor,
  change: (business: BusinessDetails, today: string) => InquiryChange<Done, Quote | null>,
): Promise<Quote | null> {
  const inquiryId = await inquiryOfQuote(db, quoteId);
  if (!inquiryId) return null;
  return changeInquiry(db, inquiryId, change(await getBusinessDetails(db), indianDay()), actor);
}

/** Whether an inquiry has a booking that is not cancelled. */
async function hasLiveBooking(tx: Db, inquiryId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.inquiryId, inquiryId), ne(bookings.state, 'cancelled')))
    .limit(1);
  return live !== undefined;
}

/**
 * Sends a draft: it takes the next number of the financial year and the business details as
 * they are now, and never changes again. Refused (409) when it is not a draft or a detail the
 * quote prints is missing. Null for an unknown quote.
 */
export function sendQuote(db: Db, settings: DeskSettings, quoteId: string, actor: Actor): Promise<Quote | null> {
  return changeQuote(db, quoteId, actor, (business, today) => ({
    kind: 'quote_sent',
    check: async () => {
      const missing = missingBusinessDetails(business);
      if (missing.length > 0) throw new DomainRefusal('conflict', QUOTE_MESSAGES.detailsMissing(missing));
    },
    write: async (tx, inquiry, now) => {
      const draft = await lockedQuote(tx, quoteId);
      if (draft.state !== 'draft') throw new DomainRefusal('conflict', QUOTE_MESSAGES.notADraft);
      // A draft left over a few days: sent as it is, it could never be accepted.
      if (draft.validUntil < today) throw fieldRefusal('validUntil', QUOTE_MESSAGES.validUntilPast);
      // A booking's quote holds the celebrity's day, with the travel days around it; a day that
      // is confirmed or blacked out already cannot be quoted (409, naming the clash). Once the
      // inquiry has its booking, that booking holds its days: a quote for it holds none more and
      // never clashes with them.
      if (inquiry.kind === 'booking' && inquiry.celebrityId && !(await hasLiveBooking(tx, inquiry.id))) {
        await placeHold(tx, {
          celebrityId: inquiry.celebrityId,
          quoteId,
          start: inquiry.eventDate,
          end: inquiry.eventDate,
          bufferBefore: business.travelBufferDays,
          bufferAfter: business.travelBufferDays,
          actor,
        });
      }
      const number = await nextDocumentNumber(tx, 'Q', business.numberPrefix, today);
      const [sent] = await tx
        .update(quotes)
        .set({ state: 'sent', number, seller: business, sentAt: now, updatedAt: now })
        .where(eq(quotes.id, quoteId))
        .returning();
      if (!sent) throw new Error('sending a quote returned no row');
      await syncInquiryQuote(tx, sent.inquiryId, now);
      // A quote sent is the answer the desk promised: a waiting inquiry is now contacted.
      if (inquiry.status === 'pending') await moveInquiryStatus(tx, inquiry, 'contacted', actor, now);
      return sent;
    },
    details: (_inquiry, sent) => ({ quoteId: sent.id, number: sent.number, totalPaise: sent.totalPaise }),
    before: () => ({ state: 'draft' }),
    after: (_inquiry, sent) => ({ state: sent.state, number: sent.number, totalPaise: sent.totalPaise }),
    // The customer's e-mail, with the PDF attached when it is sent (quotes-domain.ts).
    mail: async (tx, inquiry, sent, now) => {
      const email = await quoteSentEmail(inquiry, await quoteDtoOf(tx, sent, today), settings, await emailAgencyOf(tx));
      await queueEmail(tx, email, now);
    },
    answer: async (tx, _inquiry, sent) => (sent ? readQuote(tx, sent.id) : null),
  }));
}

/** The draft quote row locked for a change, refused (409) when it has been sent. */
async function lockedQuote(tx: Db, quoteId: string): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  if (!row) throw new DomainRefusal('not-found', QUOTE_MESSAGES.notFound);
  return row;
}

async function replaceLines(tx: Db, quoteId: string, lines: Awaited<ReturnType<typeof draftColumns>>['lines']) {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await tx.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId, position })));
}

async function inquiryOfQuote(db: Db, quoteId: string): Promise<string | undefined> {
  const [found] = await db.select({ inquiryId: quotes.inquiryId }).from(quotes).where(eq(quotes.id, quoteId));
  return found?.inquiryId;
}

/**
 * Changes a draft as a whole (what staff entered, worked out again at today's rate); refused
 * once it has been sent. On the timeline and in the audit log. Null for an unknown quote.
 */
export function updateQuote(db: Db, quoteId: string, values: QuoteValues, actor: Actor): Promise<Quote | null> {
  return changeQuote(db, quoteId, actor, (business, today) => ({
    kind: 'quote_changed',
    write: async (tx, _inquiry, now) => {
      const draft = await lockedQuote(tx, quoteId);
      if (draft.state !== 'draft') throw new DomainRefusal('conflict', QUOTE_MESSAGES.notADraft);
      const { row, lines } = await draftColumns(tx, values, business, today);
      const [changed] = await tx
        .update(quotes)
        .set({ ...row, updatedAt: now })
        .where(eq(quotes.id, quoteId))
        .returning();
      if (!changed) throw new Error('changing a quote returned no row');
      await replaceLines(tx, quoteId, lines);
      await syncInquiryQuote(tx, changed.inquiryId, now);
      return { before: draft, after: changed };
    },
    details: (_inquiry, { after }) => ({ quoteId, version: after.version, totalPaise: after.totalPaise }),
    before: (_inquiry, { before }) => ({ totalPaise: before.totalPaise, exemptionReason: before.exemptionReason }),
    after: (_inquiry, { after }) => ({ totalPaise: after.totalPaise, exemptionReason: after.exemptionReason }),
    answer: async (tx, _inquiry, done) => (done ? readQuote(tx, quoteId) : null),
  }));
}

/**
 * Revises the latest sent version: the next version, a draft made from its lines and terms
 * (worked out again at today's rate, valid for the business details' days from today), and the
 * sent one superseded: it stays readable and can no longer be accepted. Null for an unknown quote.
 */
export function reviseQuote(db: Db, quoteId: string, actor: Actor): Promise<Quote | null> {
  return changeQuote(db, quoteId, actor, (business, today) => ({
    kind: 'quote_revised',
    write: async (tx, _inquiry, now) => {
      const sent = await lockedQuote(tx, quoteId);
      if (sent.state === 'draft') throw new DomainRefusal('conflict', QUOTE_MESSAGES.reviseDraft);
      if (sent.state !== 'sent') {
        throw new DomainRefusal(
          'conflict',
          sent.state === 'superseded' ? QUOTE_MESSAGES.reviseNotLatest : QUOTE_MESSAGES.reviseClosed,
        );
      }
      const lines = await tx
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quoteId))
        .orderBy(asc(quoteLines.position));
      const values: QuoteValues = {
        customer: sent.customer as QuoteValues['customer'],
        venueState: sent.venueState,
        lines: lines.map(({ kind, description, quantity, ratePaise, sac, reimbursement }) => ({
          kind,
          description,
          quantity,
          ratePaise,
          sac,
          reimbursement,
        })),
        rider: sent.rider as QuoteValues['rider'],
        advancePercent: sent.advancePercent,
        balanceDueDays: sent.balanceDueDays,
        exemptionReason: sent.exemptionReason,
      };
      const { row, lines: worked } = await draftColumns(tx, values, business, today);
      await tx.update(quotes).set({ state: 'superseded', updatedAt: now }).where(eq(quotes.id, quoteId));
      await releaseHold(tx, quoteId);
      const [revision] = await tx
        .insert(quotes)
        .values({
          ...row,
          // The revision keeps what this quote promised, not the business details' defaults.
          cancellationSlabs: sent.cancellationSlabs,
          termsMarkdown: sent.termsMarkdown,
          inquiryId: sent.inquiryId,
          version: sent.version + 1,
          createdById: actor.id,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!revision) throw new Error('revising a quote returned no row');
      await tx.insert(quoteLines).values(worked.map((line, position) => ({ ...line, quoteId: revision.id, position })));
      await syncInquiryQuote(tx, sent.inquiryId, now);
      return { sent, revision };
    },
    details: (_inquiry, { sent, revision }) => ({
      quoteId: revision.id,
      from: sent.number,
      version: revision.version,
    }),
    before: (_inquiry, { sent }) => ({ quoteId: sent.id, state: 'sent', number: sent.number }),
    after: (_inquiry, { revision }) => ({ quoteId: revision.id, state: 'draft', version: revision.version }),
    answer: async (tx, _inquiry, done) => (done ? readQuote(tx, done.revision.id) : null),
  }));
}
