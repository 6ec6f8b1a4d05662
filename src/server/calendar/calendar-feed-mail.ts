import { createElement } from 'react';
import { eq } from 'drizzle-orm';
import { applyAuditedChange } from '#server/audit/audited-change';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { hashToken } from '#server/lib/tokens';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { calendarFeedUrlOf, HIDDEN_TOKEN } from '#server/mail/secret-links';
import { CalendarFeedEmail } from '#server/mail/templates/index';
import { emailAgencyOf } from '#server/site/email-agency';
import { feedRemakable, newFeedSecret } from './calendar-feed.js';

export const CALENDAR_FEED_MAIL_MESSAGES = {
  noManagerEmail: (name: string) =>
    `${name} has no manager’s e-mail address: add it under Manager on this page, then send the calendar again.`,
  notRemakable:
    'The calendar address in use was made before it could be e-mailed, or under another link key: an admin renews it on the Calendar page first (the old one stops working), then it can be sent.',
} as const;

/**
 * Staff e-mail a celebrity's calendar feed address to their manager (issue 39). The address is the
 * one in use, made again by the sender when the e-mail leaves (mail/secret-links.ts): the outbox
 * and the audit log never hold it. A celebrity without a feed gets its first address now. An
 * address that cannot be remade is refused rather than replaced, since replacing one stops the
 * old address, which is an admin's step (decision 0038). Audited with the recipient. Null for no
 * such celebrity.
 */
export async function sendCalendarFeed(
  db: Db,
  celebrityId: string,
  actor: Actor,
  options: { key: string; siteUrl: string },
): Promise<{ emailId: string; recipients: string[]; issued: boolean } | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      const [row] = await tx.select().from(celebrities).where(eq(celebrities.id, celebrityId)).for('update');
      return row;
    },
    check: (_tx, row) => {
      if (row.managerEmail === '') {
        return Promise.reject(new DomainRefusal('conflict', CALENDAR_FEED_MAIL_MESSAGES.noManagerEmail(row.name)));
      }
      if (row.calendarFeedTokenHash !== null && !feedRemakable(row, options.key)) {
        return Promise.reject(new DomainRefusal('conflict', CALENDAR_FEED_MAIL_MESSAGES.notRemakable));
      }
      return Promise.resolve();
    },
    write: async (tx, row, now) => {
      const issued = row.calendarFeedTokenHash === null;
      if (issued) {
        const { seed, token } = newFeedSecret(options.key);
        await tx
          .update(celebrities)
          .set({ calendarFeedTokenHash: hashToken(token), calendarFeedSeed: seed, calendarFeedIssuedAt: now })
          .where(eq(celebrities.id, row.id));
      }
      const { html, text } = await renderEmail(
        createElement(CalendarFeedEmail, {
          agency: await emailAgencyOf(tx),
          managerName: row.managerName,
          celebrityName: row.name,
          feedUrl: calendarFeedUrlOf(options.siteUrl, HIDDEN_TOKEN),
        }),
      );
      const email = await queueEmail(
        tx,
        {
          kind: 'calendar_feed_link',
          celebrityId: row.id,
          recipients: [row.managerEmail],
          subject: `${row.name}’s calendar: the address for your phone`,
          html,
          text,
        },
        now,
      );
      return { emailId: email.id, recipients: email.recipients, issued };
    },
    // Who it went to, never the address: the secret stays out of the log.
    audit: (_tx, row, done) => ({
      kind: 'celebrity',
      action: 'calendar_feed_sent',
      subjectId: row.id,
      subjectLabel: row.name,
      before: null,
      after: { recipients: done.recipients, addressMadeNow: done.issued },
    }),
    answer: (_tx, _row, done) => {
      if (!done) throw new Error('a calendar e-mail is always queued');
      return done;
    },
  });
}
