import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { QUOTE_ACCEPTED_ALREADY, QUOTE_DATES_TAKEN, QUOTE_STILL_OPEN } from '#shared/status-page-answers';
import type { InquiryEventKind } from '#shared/constants/inquiries';
import { formatDate, indianDay } from '#shared/format';
import { paymentSchedule } from '#shared/gst/quote-tax';
import { type BusinessDetails, businessDetailsSchema } from '#shared/schemas/business-details';
import type { CustomerQuote, Quote } from '#shared/schemas/quote-responses';
import type { Db } from '#server/db/client';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { quoteAcceptances, quotes } from './quotes-tables.js';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { type DeskSettings, teamRecipients } from '#server/inquiries/inquiry-emails';
import { lockInquiry, moveInquiryStatus, recordTimelineEvent } from '#server/inquiry-life/inquiry-life';
import { runInquiryStep } from '#server/inquiry-life/inquiry-step';
import { queueEmail } from '#server/mail/outbox';
import { emailAgencyOf } from '#server/site/email-agency';
import { getBusinessDetails } from '#server/site/business-details';
import { bookAcceptedQuote, DatesTakenError } from '#server/bookings/bookings';
import { statusOfStandingBookings } from '#server/bookings/inquiry-of-cancelled-booking';
import { releaseHold } from '#server/calendar/calendar';
import { quoteAcceptedEmail, teamQuoteEmail } from './quote-emails.js';
import { quoteDtoOf, type QuoteRow, syncInquiryQuote } from './quotes.js';

type InquiryRow = typeof inquiries.$inferSelect;

/** What the customer is told when a quote cannot be answered, word for word as the status page shows it. */
export const QUOTE_ANSWER_MESSAGES = {
  noQuote: 'There is no quote to answer on this inquiry yet',
  superseded: 'This quote has been replaced by a newer version, so it can no longer be accepted. Ask for a new quote.',
  declined: 'This quote was declined, so it can no longer be accepted. Ask for a new quote.',
  expired: (validUntil: string) =>
    `This quote expired on ${formatDate(validUntil)}, so it can no longer be accepted. Ask for a new quote.`,
  acceptedAlready: QUOTE_ACCEPTED_ALREADY,
  nothingToAskFor: QUOTE_STILL_OPEN,
  datesTaken: QUOTE_DATES_TAKEN,
} as const;

/**
 * A customer's action that e-mails the team (asking for a new quote, an acceptance that found
 * its days taken) does so at most once in this many minutes per quote, however often it is
 * repeated: each is still kept on the timeline.
 */
const TEAM_ALERT_MINUTES = 60;

/** The latest version sent to the customer (drafts are the agency's own), or undefined. */
async function latestSentVersion(db: Db, inquiryId: string, lock = false): Promise<QuoteRow | undefined> {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), ne(quotes.state, 'draft')))
    .orderBy(desc(quotes.version))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** When the customer last did `kind` on this quote after `since` (its timeline says), or null. */
async function lastCustomerAction(
  db: Db,
  quote: { id: string; inquiryId: string },
  kind: 'quote_requested' | 'quote_dates_taken',
  since: Date,
): Promise<Date | null> {
  const [done] = await db
    .select({ at: inquiryEvents.createdAt })
    .from(inquiryEvents)
    .where(
      and(
        eq(inquiryEvents.inquiryId, quote.inquiryId),
        eq(inquiryEvents.kind, kind),
        sql`${inquiryEvents.details}->>'quoteId' = ${quote.id}`,
        gt(inquiryEvents.createdAt, since),
      ),
    )
    .orderBy(desc(inquiryEvents.createdAt))
    .limit(1);
  return done?.at ?? null;
}

/**
 * Whether the team was alerted of `kind` on this quote within TEAM_ALERT_MINUTES before `now`:
 * asked before recording this time's action, so only the first in the hour e-mails them.
 */
async function teamAlertedRecently(
  db: Db,
  quote: { id: string; inquiryId: string },
  kind: 'quote_requested' | 'quote_dates_taken',
  now: Date,
): Promise<boolean> {
  return (await lastCustomerAction(db, quote, kind, new Date(now.getTime() - TEAM_ALERT_MINUTES * 60_000))) !== null;
}

function customerQuoteOf(quote: Quote, newQuoteAskedAt: Date | null): CustomerQuote {
  // The agency's own: which record it is, who drafted it and when, and the acceptance's origin.
  const {
    _id: _record,
    inquiryId: _inquiry,
    createdByName: _author,
    createdAt: _created,
    updatedAt: _updated,
    acceptance,
    number,
    ...shown
  } = quote;
  const { advancePaise, balancePaise } = paymentSchedule(quote.totalPaise, quote.advancePercent);
  return {
    ...shown,
    number: number ?? '',
    advancePaise,
    balancePaise,
    acceptance: acceptance && { name: acceptance.name, acceptedAt: acceptance.acceptedAt },
    answerable: quote.state === 'sent' || quote.state === 'viewed',
    newQuoteAskedAt: newQuoteAskedAt?.toISOString() ?? null,
  };
}

/** Puts something the customer did on the inquiry's timeline: no staff actor, by the customer's name. */
async function recordCustomerEvent(
  tx: Db,
  inquiry: InquiryRow,
  kind: InquiryEventKind,
  details: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordTimelineEvent(tx, inquiry.id, { customer: inquiry.name }, kind, details, at);
}

/**
 * The quote the customer's status link shows, or null before one is sent. Its first view of a
 * sent version is recorded (once, however many tabs open it) on the quote and the timeline.
 */
export async function customerQuote(db: Db, inquiryId: string): Promise<CustomerQuote | null> {
  let row = await latestSentVersion(db, inquiryId);
  if (!row) return null;
  if (row.state === 'sent' && row.viewedAt === null) row = (await recordFirstView(db, row)) ?? row;
  const quote = await quoteDtoOf(db, row);
  return customerQuoteOf(quote, await lastCustomerAction(db, row, 'quote_requested', row.sentAt ?? row.createdAt));
}

async function recordFirstView(db: Db, row: QuoteRow): Promise<QuoteRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [viewed] = await tx
      .update(quotes)
      .set({ viewedAt: now })
      .where(and(eq(quotes.id, row.id), eq(quotes.state, 'sent'), isNull(quotes.viewedAt)))
      .returning();
    // Another request recorded it a moment ago: show the version as it now is.
    if (!viewed) return (await tx.select().from(quotes).where(eq(quotes.id, row.id)))[0];
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, row.inquiryId));
    if (inquiry) {
      await recordCustomerEvent(tx, inquiry, 'quote_viewed', { quoteId: row.id, number: row.number }, now);
      await syncInquiryQuote(tx, row.inquiryId, now);
    }
    return viewed;
  });
}

/** Why a version cannot be answered any more, as the customer is told; null when it can. */
function refusalOf(row: QuoteRow, today: string): string | null {
  if (row.state === 'superseded') return QUOTE_ANSWER_MESSAGES.superseded;
  if (row.state === 'declined') return QUOTE_ANSWER_MESSAGES.declined;
  if (row.state === 'sent' && row.validUntil < today) return QUOTE_ANSWER_MESSAGES.expired(row.validUntil);
  return null;
}

/**
 * One answer by the customer, in one transaction with their inquiry locked (so it is ordered
 * with every staff change to it) and the version they answer locked too.
 */
async function answerQuote<Done>(
  db: Db,
  inquiryId: string,
  version: number | undefined,
  answer: (tx: Db, inquiry: InquiryRow, row: QuoteRow, today: string, now: Date) => Promise<Done>,
): Promise<Done> {
  const answered = await runInquiryStep(db, 'system', {
    lock: async (tx) => {
      const inquiry = await lockInquiry(tx, inquiryId);
      if (!inquiry) throw new DomainRefusal('not-found', QUOTE_ANSWER_MESSAGES.noQuote);
      const latest = await latestSentVersion(tx, inquiryId, true);
      const [row] =
        version === undefined || version === latest?.version
          ? [latest]
          : await tx
              .select()
              .from(quotes)
              .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.version, version), ne(quotes.state, 'draft')))
              .for('update');
      if (!row) throw new DomainRefusal('not-found', QUOTE_ANSWER_MESSAGES.noQuote);
      return { inquiry, row };
    },
    // The answer records its own timeline entries, by the customer's name (recordCustomerEvent).
    write: (tx, { inquiry, row }, now) => answer(tx, inquiry, row, indianDay(now), now),
    answer: (_tx, _locked, done) => done,
  });
  return answered as Done;
}

/** Where the acceptance came from: the client's address and browser, as the request gave them. */
export interface AcceptanceOrigin {
  ipAddress: string;
  userAgent: string;
}

/**
 * The customer accepts a version with their typed name: the record kept (number, version, total,
 * name, time, address, browser), the quote locked, the booking made awaiting its advance (the
 * inquiry in contact until the booking is confirmed), the customer and the
 * team told. Accepting an accepted version again changes nothing (a double click, two tabs);
 * a superseded, declined or expired one is refused (409) with what to do instead.
 */
export async function acceptQuote(
  db: Db,
  settings: DeskSettings,
  inquiryId: string,
  input: { name: string; version: number },
  origin: AcceptanceOrigin,
): Promise<void> {
  const seller = await getBusinessDetails(db);
  try {
    await acceptInTransaction(db, settings, inquiryId, input, origin, seller);
  } catch (error) {
    if (!(error instanceof DatesTakenError)) throw error;
    await alertDatesTaken(db, settings, inquiryId, input.version, error.clash);
    throw new DomainRefusal('conflict', QUOTE_ANSWER_MESSAGES.datesTaken);
  }
}

/**
 * An acceptance that found its dates taken goes on the timeline, and the team learns of it at
 * most once an hour per quote, as for "Ask for a new quote" (its own transaction: nothing else
 * of the acceptance was kept). The clash itself is told in the e-mail only: it may name a
 * blackout's reason, which is not the customer's to keep on their inquiry.
 */
async function alertDatesTaken(db: Db, settings: DeskSettings, inquiryId: string, version: number, clash: string) {
  await runInquiryStep(db, 'system', {
    lock: async (tx) => {
      // Locked, as an answer locks it, so two failed acceptances at once alert the team once.
      const inquiry = await lockInquiry(tx, inquiryId);
      const [row] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.version, version)));
      return inquiry && row ? { inquiry, row } : undefined;
    },
    write: (tx, locked, now) => datesTakenInTransaction(tx, settings, locked, clash, now),
    answer: () => undefined,
  });
}

async function datesTakenInTransaction(
  tx: Db,
  settings: DeskSettings,
  { inquiry, row }: { inquiry: InquiryRow; row: QuoteRow },
  clash: string,
  now: Date,
): Promise<void> {
  const recently = await teamAlertedRecently(tx, row, 'quote_dates_taken', now);
  await recordCustomerEvent(
    tx,
    inquiry,
    'quote_dates_taken',
    { quoteId: row.id, number: row.number, version: row.version },
    now,
  );
  if (recently) return;
  const team = await teamRecipients(tx, settings);
  if (team.length === 0) return;
  const quote = await quoteDtoOf(tx, row);
  await queueEmail(
    tx,
    await teamQuoteEmail(inquiry, quote, 'dates_taken', clash, team, settings, await emailAgencyOf(tx)),
    now,
  );
}

async function acceptInTransaction(
  db: Db,
  settings: DeskSettings,
  inquiryId: string,
  input: { name: string; version: number },
  origin: AcceptanceOrigin,
  seller: BusinessDetails,
): Promise<void> {
  await answerQuote(db, inquiryId, input.version, async (tx, inquiry, row, today, now) => {
    if (row.state === 'accepted') return;
    const refusal = refusalOf(row, today);
    if (refusal) throw new DomainRefusal('conflict', refusal);
    // The booking first: when its days were taken meanwhile, nothing of the acceptance is kept.
    const booking = await bookAcceptedQuote(tx, inquiry, row, seller, today, now);
    await tx.insert(quoteAcceptances).values({
      quoteId: row.id,
      number: row.number ?? '',
      version: row.version,
      totalPaise: row.totalPaise,
      name: input.name,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
      acceptedAt: now,
    });
    const [accepted] = await tx
      .update(quotes)
      .set({ state: 'accepted', closedAt: now, updatedAt: now })
      .where(eq(quotes.id, row.id))
      .returning();
    if (!accepted) throw new Error('accepting a quote returned no row');
    await recordCustomerEvent(
      tx,
      inquiry,
      'quote_accepted',
      { quoteId: row.id, number: row.number, version: row.version, totalPaise: row.totalPaise, name: input.name },
      now,
    );
    // A booking awaits its advance: the inquiry is in contact, and confirmed with the booking
    // (when the advance arrives or staff confirm it), never before (issue 36, finding 10). A
    // quote that holds no days makes no booking: on an inquiry already booked (by phone) the
    // status follows that booking; otherwise (a general inquiry) the acceptance confirms it.
    const status = booking ? 'contacted' : ((await statusOfStandingBookings(tx, inquiry.id)) ?? 'confirmed');
    await moveInquiryStatus(tx, inquiry, status, { customer: inquiry.name }, now);
    await syncInquiryQuote(tx, inquiry.id, now);
    const quote = await quoteDtoOf(tx, accepted, today);
    // The seller the customer accepted from: the business details kept when it was sent.
    const kept = businessDetailsSchema.safeParse(row.seller);
    const agency = await emailAgencyOf(tx);
    await queueEmail(
      tx,
      await quoteAcceptedEmail(
        inquiry,
        quote,
        { name: input.name, at: now, day: today },
        kept.success ? kept.data : seller,
        settings,
        agency,
      ),
      now,
    );
    const team = await teamRecipients(tx, settings);
    if (team.length > 0) {
      await queueEmail(tx, await teamQuoteEmail(inquiry, quote, 'accepted', input.name, team, settings, agency), now);
    }
  });
}

/**
 * The customer declines the version they see, with a reason if they give one; the team is told.
 * Declining again changes nothing; an accepted version cannot be declined.
 */
export async function declineQuote(
  db: Db,
  settings: DeskSettings,
  inquiryId: string,
  input: { reason: string; version?: number | undefined },
): Promise<void> {
  await answerQuote(db, inquiryId, input.version, async (tx, inquiry, row, today, now) => {
    if (row.state === 'declined') return;
    if (row.state === 'accepted') throw new DomainRefusal('conflict', QUOTE_ANSWER_MESSAGES.acceptedAlready);
    const refusal = refusalOf(row, today);
    if (refusal) throw new DomainRefusal('conflict', refusal);
    await releaseHold(tx, row.id);
    const [declined] = await tx
      .update(quotes)
      .set({ state: 'declined', declineReason: input.reason, closedAt: now, updatedAt: now })
      .where(eq(quotes.id, row.id))
      .returning();
    if (!declined) throw new Error('declining a quote returned no row');
    await recordCustomerEvent(
      tx,
      inquiry,
      'quote_declined',
      { quoteId: row.id, number: row.number, ...(input.reason && { reason: input.reason }) },
      now,
    );
    await syncInquiryQuote(tx, inquiry.id, now);
    const team = await teamRecipients(tx, settings);
    if (team.length > 0) {
      const quote = await quoteDtoOf(tx, declined, today);
      const email = await teamQuoteEmail(
        inquiry,
        quote,
        'declined',
        input.reason,
        team,
        settings,
        await emailAgencyOf(tx),
      );
      await queueEmail(tx, email, now);
    }
  });
}

/**
 * The customer asks for a new quote, when theirs can no longer be accepted (expired, superseded
 * or declined): on the timeline, and the team alerted at most once an hour.
 */
export async function askForNewQuote(
  db: Db,
  settings: DeskSettings,
  inquiryId: string,
  input: { message: string },
): Promise<void> {
  await answerQuote(db, inquiryId, undefined, async (tx, inquiry, row, today, now) => {
    if (row.state === 'accepted') throw new DomainRefusal('conflict', QUOTE_ANSWER_MESSAGES.acceptedAlready);
    if (refusalOf(row, today) === null && row.state !== 'declined') {
      throw new DomainRefusal('conflict', QUOTE_ANSWER_MESSAGES.nothingToAskFor);
    }
    const recently = await teamAlertedRecently(tx, row, 'quote_requested', now);
    await recordCustomerEvent(
      tx,
      inquiry,
      'quote_requested',
      { quoteId: row.id, number: row.number, ...(input.message && { message: input.message }) },
      now,
    );
    if (recently) return;
    const team = await teamRecipients(tx, settings);
    if (team.length === 0) return;
    const quote = await quoteDtoOf(tx, row, today);
    const why =
      input.message ||
      (row.state === 'superseded'
        ? 'their quote was replaced'
        : row.state === 'declined'
          ? 'they declined the last one'
          : 'their quote expired');
    await queueEmail(
      tx,
      await teamQuoteEmail(inquiry, quote, 'requested', why, team, settings, await emailAgencyOf(tx)),
      now,
    );
  });
}

/** The sent version the customer's PDF link gives: the latest one sent to them, or null. */
export async function customerQuoteForPdf(db: Db, inquiryId: string): Promise<{ quoteId: string } | null> {
  const row = await latestSentVersion(db, inquiryId);
  return row ? { quoteId: row.id } : null;
}
