import type { Db } from '#server/db/client';
import { type DeskSettings, teamInquiryEmail, teamRecipients } from './inquiry-emails.js';
import { claimDueSoonAlerts } from '#server/inquiry-life/inquiry-life';
import { emailAgencyOf } from '#server/site/email-agency';
import { queueEmail } from '#server/mail/outbox';

/**
 * Queues the team's one alert for each pending inquiry that has come within DUE_SOON_HOURS of
 * its promised reply time. The mark (claimDueSoonAlerts) and the e-mails share a transaction: a
 * second instance scanning at the same moment waits, sees the mark, and skips it. Inquiries
 * already past their time are not alerted (the list and the bell show them overdue).
 */
export async function queueDueSoonAlerts(db: Db, settings: DeskSettings, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueSoonAlerts(tx, now);
    if (due.length === 0) return 0;
    const team = await teamRecipients(tx, settings);
    if (team.length === 0) return 0;
    const agency = await emailAgencyOf(tx);
    for (const row of due) await queueEmail(tx, await teamInquiryEmail(row, 'due-soon', team, settings, agency));
    return due.length;
  });
}
