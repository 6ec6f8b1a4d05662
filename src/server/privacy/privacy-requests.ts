import { DomainRefusal } from '#server/lib/domain-refusal';
import { MESSAGES } from '#shared/messages';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PrivacyErasure, PrivacyErasureResult } from '#shared/schemas/privacy';
import type { Db } from '#server/db/client';
import { bookings } from '#server/bookings/bookings-tables';
import { inquiries, inquiryEvents, inquiryNotes } from '#server/inquiry-life/inquiry-life-tables';
import { emails } from '#server/mail/mail-tables';
import { users } from '#server/accounts/accounts-tables';
import { blackoutRequests } from '#server/talent/talent-tables';
import { privacyErasures } from './privacy-tables.js';
import { emptyAuditEntries, recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import type { Person } from './person-match.js';
import { redactMentions } from './person-mentions.js';
import { findPersonRecords } from './person-records.js';
import { erasePayees } from '#server/payouts/payee-privacy';
import { eraseManagers } from '#server/celebrities/manager-privacy';

/** An erasure record names nobody: the e-mail is kept only as its SHA-256, to match a later request. */
export function emailHashOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

async function countWhere(db: Db, table: typeof inquiryNotes | typeof inquiryEvents, inquiryIds: string[]) {
  const [row] = await db.select({ n: count() }).from(table).where(inArray(table.inquiryId, inquiryIds));
  return row?.n ?? 0;
}

/**
 * Erases the person everywhere person-records.ts finds them, in one transaction: their
 * inquiries (their notes and timelines go with them), the outbox e-mails about them, the details
 * of the audit entries about them (the entries stay, saying what was done), and their address
 * and number wherever others' records name them. Recorded with who did it, the address only as
 * a hash, and answered with what went, counted.
 */
export async function erasePersonData(db: Db, person: Person, actor: Actor): Promise<PrivacyErasureResult> {
  return db.transaction(async (tx) => {
    const found = await findPersonRecords(tx, person, true);
    const [booked] = found.inquiryIds.length
      ? await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.inquiryId, found.inquiryIds))
          .limit(1)
      : [];
    if (booked) throw new DomainRefusal('conflict', MESSAGES.personHasBookings);
    const notes = await countWhere(tx, inquiryNotes, found.inquiryIds);
    const timeline = await countWhere(tx, inquiryEvents, found.inquiryIds);
    // The e-mails first: deleting an inquiry only unlinks its e-mails (inquiry_id set null).
    const deletedEmails = await tx
      .delete(emails)
      .where(inArray(emails.id, found.emailIds))
      .returning({ id: emails.id });
    await tx.delete(inquiries).where(inArray(inquiries.id, found.inquiryIds));
    // A talent account (issue 39): the blackout requests they made, then the account, whose
    // terms, celebrities, sessions and links go with it (cascade). The blackouts staff approved
    // stay on the calendar: they are the agency's diary.
    const deletedRequests = await tx
      .delete(blackoutRequests)
      .where(inArray(blackoutRequests.id, found.blackoutRequestIds))
      .returning({ id: blackoutRequests.id });
    const deletedTalent = await tx
      .delete(users)
      .where(and(inArray(users.id, found.talentUserIds), eq(users.role, 'talent')))
      .returning({ id: users.id });
    const emptiedEntries = await emptyAuditEntries(tx, found.auditEntryIds);
    const { changed: mentions, retained } = await redactMentions(tx, person, found.mentions);
    const payees = await erasePayees(tx, found.payeeCelebrityIds);
    // A celebrity's manager (issue 39): their details are cleared, the celebrity stays.
    const managers = await eraseManagers(tx, found.managerCelebrityIds);
    const erased = {
      inquiries: found.inquiryIds.length,
      notes,
      timeline,
      emails: deletedEmails.length,
      auditEntries: emptiedEntries,
      mentions,
      payees: payees.erased,
      managers: managers.erased,
      talentAccounts: deletedTalent.length,
      blackoutRequests: deletedRequests.length,
    };
    const inquiriesErased = found.inquiryIds.length;
    await recordAudit(tx, actor, {
      kind: 'inquiry',
      action: 'erased',
      subjectId: emailHashOf(person.email),
      subjectLabel: `One person's data (${inquiriesErased} ${inquiriesErased === 1 ? 'inquiry' : 'inquiries'})`,
      before: { ...erased, retained, payeesKept: payees.kept },
      after: null,
    });
    const [record] = await tx
      .insert(privacyErasures)
      .values({ emailHash: emailHashOf(person.email), inquiriesErased, actorId: actor.id, actorName: actor.name })
      .returning();
    if (!record) throw new Error('erasure insert returned no row');
    return { ...toErasureDto(record), erased, retained, payeesKept: payees.kept };
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
