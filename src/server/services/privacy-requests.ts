import { createHash } from 'node:crypto';
import { arrayContains, desc, eq, inArray, or } from 'drizzle-orm';
import type { PrivacyErasure, PrivacyExport } from '#shared/schemas/privacy';
import type { Db } from '../db/client.js';
import { emails, inquiries, privacyErasures } from '../db/schema.js';
import { selectInquiries, toInquiryDto } from './inquiries.js';
import { inquiryActivity } from './inquiry-desk.js';
import { recordAudit, scrubInquiryAudit } from './audit-log.js';
import type { DeskActor } from './inquiry-events.js';

/** An erasure record names nobody: the e-mail is kept only as its SHA-256, to match a later request. */
export function emailHashOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Everything stored about the person who wrote from `email`: each inquiry with its notes, e-mails and timeline. */
export async function exportPersonData(db: Db, email: string, now = new Date()): Promise<PrivacyExport> {
  const rows = await selectInquiries(db).where(eq(inquiries.email, email)).orderBy(inquiries.createdAt);
  const items = [];
  for (const row of rows) {
    const activity = await inquiryActivity(db, row.id);
    if (activity) items.push({ ...toInquiryDto(row), activity });
  }
  return { email, exportedAt: now.toISOString(), inquiries: items };
}

/**
 * Erases the person who wrote from `email`: every inquiry with that address (their notes and
 * timelines go with them) and every outbox e-mail about those inquiries or addressed to them,
 * in one transaction, recorded with who did it (the address itself only as a hash).
 */
export async function erasePersonData(db: Db, email: string, actor: DeskActor): Promise<PrivacyErasure> {
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, email))).map(
      (row) => row.id,
    );
    // The e-mails first: deleting an inquiry only unlinks its e-mails (inquiry_id set null), and
    // the team's alerts about it carry the person's details too.
    const addressedToThem = arrayContains(emails.recipients, [email]);
    await tx
      .delete(emails)
      .where(ids.length > 0 ? or(inArray(emails.inquiryId, ids), addressedToThem) : addressedToThem);
    await tx.delete(inquiries).where(eq(inquiries.email, email));
    await scrubInquiryAudit(tx, ids);
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'erased',
      subjectId: emailHashOf(email),
      subjectLabel: `One person's data (${ids.length} ${ids.length === 1 ? 'inquiry' : 'inquiries'})`,
      before: { inquiries: ids.length },
      after: null,
    });
    const [record] = await tx
      .insert(privacyErasures)
      .values({ emailHash: emailHashOf(email), inquiriesErased: ids.length, actorId: actor.id, actorName: actor.name })
      .returning();
    if (!record) throw new Error('erasure insert returned no row');
    return toErasureDto(record);
  });
}

function toErasureDto(row: typeof privacyErasures.$inferSelect): PrivacyErasure {
  return {
    _id: row.id,
    inquiriesErased: row.inquiriesErased,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The erasures made, newest first (for the admin screen's record). */
export async function listErasures(db: Db, limit = 50): Promise<PrivacyErasure[]> {
  const rows = await db.select().from(privacyErasures).orderBy(desc(privacyErasures.createdAt)).limit(limit);
  return rows.map(toErasureDto);
}
