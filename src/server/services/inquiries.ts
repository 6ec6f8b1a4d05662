import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { EventType, InquiryStatus } from '#shared/constants';
import type { ListMeta } from '#shared/schemas/common';
import type { Inquiry, InquiryInput, InquiryListQuery } from '#shared/schemas/inquiry';
import type { Db } from '../db/client.js';
import { listWithTotal, newestFirst } from '../db/list-query.js';
import { inquiries, inquiryEvents } from '../db/schema.js';
import { isForeignKeyViolation } from '../lib/pg-errors.js';
import {
  customerStatusEmail,
  type DeskSettings,
  inquiryReceivedEmail,
  teamInquiryEmail,
  teamRecipients,
} from './inquiry-emails.js';
import { nextReference } from './inquiry-references.js';
import { queueEmail } from './outbox.js';
import { containsPattern, searchTextOf } from './search-text.js';
import { newStatusToken } from './status-tokens.js';

type InquiryRow = typeof inquiries.$inferSelect;

/** The API shape of an inquiry (SPEC §3 plus updatedAt). */
export function toInquiryDto(row: InquiryRow): Inquiry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    celebrity: row.celebrityId,
    celebrityName: row.celebrityName,
    eventType: row.eventType as EventType,
    eventDate: row.eventDate,
    eventLocation: row.eventLocation,
    additionalDetails: row.additionalDetails,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores a visitor's inquiry as pending, with the celebrity's name as the catalogue has it, and
 * in the same transaction its reference, its promised reply time, the first entry of its
 * timeline and the two e-mails it causes (the customer's acknowledgement with the private
 * status link, and the team's alert). Null when the celebrity is gone (deleted between the name
 * lookup and this insert).
 */
export async function createInquiry(
  db: Db,
  settings: DeskSettings,
  input: InquiryInput,
  celebrityName: string,
): Promise<Inquiry | null> {
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const { token, hash } = newStatusToken();
      const [row] = await tx
        .insert(inquiries)
        .values({
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber,
          celebrityId: input.celebrity,
          celebrityName,
          eventType: input.eventType,
          eventDate: input.eventDate,
          eventLocation: input.eventLocation,
          additionalDetails: input.additionalDetails,
          status: 'pending',
          searchText: searchTextOf([input.name, celebrityName, input.eventType]),
          reference: await nextReference(tx, now),
          statusTokenHash: hash,
          replyBy: new Date(now.getTime() + settings.responseHours * 3600_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(inquiryEvents).values({ inquiryId: row.id, kind: 'received', createdAt: now });
      await queueEmail(tx, await inquiryReceivedEmail(row, token, settings));
      const team = await teamRecipients(tx, settings);
      if (team.length > 0) await queueEmail(tx, await teamInquiryEmail(row, 'new', team, settings));
      return toInquiryDto(row);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/** The order of every inquiry list (see newestFirst). */
export const inquiriesNewestFirst = newestFirst(inquiries.createdAt, inquiries.id);

export function inquiryFilter(query: Pick<InquiryListQuery, 'q' | 'status'>): SQL | undefined {
  return and(
    query.status ? eq(inquiries.status, query.status) : undefined,
    query.q ? sql`${inquiries.searchText} like ${containsPattern(query.q)}` : undefined,
  );
}

/** Newest first; `q` matches the name, the celebrity's name or the event type. */
export async function listInquiries(db: Db, query: InquiryListQuery): Promise<{ items: Inquiry[]; meta: ListMeta }> {
  const { rows, meta } = await listWithTotal(db, inquiries, {
    where: inquiryFilter(query),
    orderBy: inquiriesNewestFirst,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: rows.map(toInquiryDto), meta };
}

/** Every inquiry matching the filter, newest first, in keyset batches (for the CSV export). */
export async function* allInquiries(db: Db, query: Pick<InquiryListQuery, 'q' | 'status'>, batchSize = 1000) {
  const where = inquiryFilter(query);
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would lose the microseconds.
  let cursor: { createdAt: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ ...getTableColumns(inquiries), cursorAt: sql<string>`${inquiries.createdAt}::text` })
      .from(inquiries)
      .where(and(where, after))
      .orderBy(...inquiriesNewestFirst)
      .limit(batchSize);
    for (const row of rows) yield toInquiryDto(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}

/**
 * Sets an inquiry's status and, in the same transaction, puts the change on its timeline with
 * who made it. The first move away from `pending` is when the inquiry counts as answered.
 * Setting the status it already has changes nothing.
 */
export async function updateInquiryStatus(
  db: Db,
  id: string,
  change: { status: InquiryStatus; notifyCustomer?: boolean | undefined },
  actor: { id: string; name: string },
): Promise<Inquiry | null> {
  const { status } = change;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!current) return null;
    if (current.status === status) return toInquiryDto(current);
    const now = new Date();
    const [row] = await tx
      .update(inquiries)
      .set({
        status,
        updatedAt: now,
        ...(current.firstResponseAt === null && status !== 'pending' ? { firstResponseAt: now } : {}),
      })
      .where(eq(inquiries.id, id))
      .returning();
    if (!row) return null;
    await tx.insert(inquiryEvents).values({
      inquiryId: id,
      kind: 'status_changed',
      actorId: actor.id,
      actorName: actor.name,
      details: { from: current.status, to: status },
      createdAt: now,
    });
    // "E-mail the customer" on a decision: queued with the change, so it goes exactly when the
    // change is saved.
    if (change.notifyCustomer && (status === 'confirmed' || status === 'rejected')) {
      await queueEmail(tx, await customerStatusEmail(row, status));
    }
    return toInquiryDto(row);
  });
}

export async function deleteInquiry(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return deleted.length > 0;
}
