import type { InquiryEventKind } from '#shared/constants';
import type { Db } from '#server/db/client';
import { inquiryEvents } from '#server/db/schema';

/** Who does something on the desk: the signed-in user. */
export interface DeskActor {
  id: string;
  name: string;
}

/**
 * Puts a staff member's change on the inquiry's timeline, with who made it (by name as they
 * were named then, so the entry outlives the account). Call it in the change's transaction.
 */
export async function recordDeskEvent(
  db: Db,
  inquiryId: string,
  actor: DeskActor,
  kind: InquiryEventKind,
  details: Record<string, unknown>,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(inquiryEvents)
    .values({ inquiryId, kind, actorId: actor.id, actorName: actor.name, details, createdAt: at });
}
