import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventType, InquiryStatus } from '#shared/constants/inquiries';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import type { CustomerBooking } from '#shared/schemas/booking-responses';
import type { CustomerPayment } from '#shared/schemas/payment-claim-responses';
import type { CustomerQuote } from '#shared/schemas/quote-responses';
import { customerStage } from '#shared/customer-stage';
import { inquiryTopic } from '#shared/inquiry-topic';
import type { Db } from '#server/db/client';
import { MESSAGES } from '#shared/messages';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { type InquiryClosedAt, lookUpStatusToken } from '#server/mail/status-link-tokens';

/**
 * What later domains add to the status link's view: the quotes domain, its customer's quote;
 * the billing domain, the booking with its schedule and payments. Set once at start
 * (`app.statusLinkSections`); before that, a page without a quote or a booking.
 */
export interface StatusLinkSections {
  quote: (db: Db, inquiryId: string) => Promise<CustomerQuote | null>;
  booking: (db: Db, inquiryId: string) => Promise<CustomerBooking | null>;
  /** How to pay what the booking owes (issue 38), while it owes something. */
  payment: (db: Db, inquiryId: string, booking: CustomerBooking) => Promise<CustomerPayment | null>;
}

export function noStatusLinkSections(): StatusLinkSections {
  return {
    quote: () => Promise.resolve(null),
    booking: () => Promise.resolve(null),
    payment: () => Promise.resolve(null),
  };
}

/**
 * The inquiry a status link opens, for every route of the link: 404 for a token that matches
 * none, 410 for a link revoked or run out (mail/status-link-tokens.ts) some months after its
 * inquiry closed (`closedAt`, bookings/inquiry-closed-at.ts: the callers hand it in).
 */
export async function inquiryOfStatusLink(
  db: Db,
  token: string,
  closedAt: InquiryClosedAt,
  now = new Date(),
): Promise<string> {
  const found = await lookUpStatusToken(db, token, closedAt, now);
  if (found === 'unknown') throw new DomainRefusal('not-found', MESSAGES.statusLinkNotFound);
  if (found === 'gone') throw new DomainRefusal('gone', MESSAGES.statusLinkGone);
  return found.inquiryId;
}

/**
 * The inquiry behind a status link, as its customer may see it; 404 or 410 as
 * `inquiryOfStatusLink` says. Looked up by the token's hash, the only form stored.
 */
export async function statusLinkView(
  db: Db,
  token: string,
  closedAt: InquiryClosedAt,
  sections: StatusLinkSections = noStatusLinkSections(),
): Promise<InquiryStatusView> {
  const inquiryId = await inquiryOfStatusLink(db, token, closedAt);
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!row) throw new DomainRefusal('not-found', MESSAGES.statusLinkNotFound);
  const events = await db
    .select({ kind: inquiryEvents.kind, details: inquiryEvents.details, at: inquiryEvents.createdAt })
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.inquiryId, row.id), inArray(inquiryEvents.kind, ['received', 'status_changed'])))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
  const booking = await sections.booking(db, row.id);
  return {
    reference: row.reference,
    // A general inquiry has no celebrity: the page says what it is about instead.
    celebrityName: inquiryTopic(row),
    eventType: row.eventType as EventType,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    replyBy: row.replyBy.toISOString(),
    answeredAt: row.firstResponseAt?.toISOString() ?? null,
    history: events.map((event) => ({
      status: event.kind === 'received' ? 'received' : ((event.details as { to: InquiryStatus }).to ?? row.status),
      at: event.at.toISOString(),
    })),
    quote: await sections.quote(db, row.id),
    booking,
    payment: booking ? await sections.payment(db, row.id, booking) : null,
    // What the page's headline says: the booking's own state, never the inquiry's alone.
    stage: customerStage(row.status, booking),
  };
}
