import type { InquiryEventKind } from '#shared/constants/inquiries';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { inquiryEvents } from './inquiries-tables.js';

/**
 * Puts a staff member's change on the inquiry's timeline, with who made it (by name as they
 * were named then, so the entry outlives the account). Call it in the change's transaction.
 */
export async function recordTimelineEvent(
  db: Db,
  inquiryId: string,
  actor: Actor,
  kind: InquiryEventKind,
  details: Record<string, unknown>,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(inquiryEvents)
    .values({ inquiryId, kind, actorId: actor.id, actorName: actor.name, details, createdAt: at });
}
