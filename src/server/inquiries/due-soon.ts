import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { DUE_SOON_HOURS } from '#shared/constants/inquiries';
import type { Db } from '#server/db/client';
import { inquiries } from './inquiries-tables.js';
import { type DeskSettings, teamInquiryEmail, teamRecipients } from './inquiry-emails.js';
import { emailAgencyOf } from '#server/site/email-agency';
import { queueEmail } from '#server/mail/outbox';

/**
 * Queues the team's one alert for each pending inquiry that has come within DUE_SOON_HOURS of
 * its promised reply time. The mark and the e-mails share a transaction, and the update locks
 * each row: a second instance scanning at the same moment waits, sees the mark, and skips it.
 * Inquiries already past their time are not alerted (the list and the bell show them overdue).
 */
export async function queueDueSoonAlerts(db: Db, settings: DeskSettings, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(inquiries)
      .set({ dueSoonAlertedAt: now })
      .where(
        and(
          eq(inquiries.status, 'pending'),
          isNull(inquiries.firstResponseAt),
          isNull(inquiries.dueSoonAlertedAt),
          gt(inquiries.replyBy, now),
          lte(inquiries.replyBy, new Date(now.getTime() + DUE_SOON_HOURS * 3600_000)),
        ),
      )
      .returning();
    if (due.length === 0) return 0;
    const team = await teamRecipients(tx, settings);
    if (team.length === 0) return 0;
    const agency = await emailAgencyOf(tx);
    for (const row of due) await queueEmail(tx, await teamInquiryEmail(row, 'due-soon', team, settings, agency));
    return due.length;
  });
}
