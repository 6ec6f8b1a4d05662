import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventType, InquiryStatus } from '#shared/constants';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { inquiryTopic } from '#shared/inquiry-topic';
import type { Db } from '#server/db/client';
import { inquiries, inquiryEvents, inquiryStatusTokens } from '#server/db/schema';
import { hashToken } from '#server/lib/tokens';

/**
 * The inquiry behind a status link, as its customer may see it; null for a token that matches
 * none. Looked up by the token's hash, the only form stored.
 */
export async function statusLinkView(db: Db, token: string): Promise<InquiryStatusView | null> {
  const [found] = await db
    .select({ row: inquiries })
    .from(inquiryStatusTokens)
    .innerJoin(inquiries, eq(inquiries.id, inquiryStatusTokens.inquiryId))
    .where(eq(inquiryStatusTokens.tokenHash, hashToken(token)));
  if (!found) return null;
  const { row } = found;
  const events = await db
    .select({ kind: inquiryEvents.kind, details: inquiryEvents.details, at: inquiryEvents.createdAt })
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.inquiryId, row.id), inArray(inquiryEvents.kind, ['received', 'status_changed'])))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
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
  };
}
