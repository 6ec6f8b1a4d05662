import { createElement } from 'react';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { formatIndianTime } from '#shared/format';
import { PAGES } from '#shared/pages';
import { ADMINS_NOTICE_MINUTES } from '#shared/constants/site';
import type { Db } from '#server/db/client';
import { users } from './accounts-tables.js';
import { emails } from '#server/mail/mail-tables';
import { recordAudit } from '#server/audit/audit-log';
import { DomainRefusal } from '#server/lib/domain-refusal';
import type { Actor } from '#server/lib/actor';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { BusinessDetailsRequestEmail } from '#server/mail/templates/index';
import { getBusinessDetailsState } from '#server/site/business-details';
import { emailAgencyOf } from '#server/site/email-agency';

/** Held while one request is checked and queued, so two clicks at once send one e-mail (released at commit). */
const ADMINS_REQUEST_LOCK = 736_011;

export const ADMINS_REQUEST_MESSAGES = {
  complete: 'The business details are complete: a quote can be made now.',
  noAdmin: 'There is no active admin to notify. Ask whoever manages the staff accounts.',
  askedAlready: (at: Date, again: Date) =>
    `The admins were notified at ${formatIndianTime(at)}. You can notify them again from ${formatIndianTime(again)}.`,
};

/**
 * A member of staff asks the active admins to fill in the business details a quote needs: one
 * e-mail to them all through the outbox, naming what is missing, and an entry in the audit log.
 * Refused as a conflict when nothing is missing or no admin is active, and as too soon (with the
 * seconds to wait) within ADMINS_NOTICE_MINUTES of the last request, by anyone.
 */
export async function askAdminsForBusinessDetails(
  db: Db,
  actor: Actor,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_REQUEST_LOCK})`);
    const { missing } = await getBusinessDetailsState(tx);
    if (missing.length === 0) throw new DomainRefusal('conflict', ADMINS_REQUEST_MESSAGES.complete);
    const since = new Date(now.getTime() - ADMINS_NOTICE_MINUTES * 60_000);
    const [recent] = await tx
      .select({ createdAt: emails.createdAt })
      .from(emails)
      .where(and(eq(emails.kind, 'team_business_details'), gt(emails.createdAt, since)))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    if (recent) {
      const again = new Date(recent.createdAt.getTime() + ADMINS_NOTICE_MINUTES * 60_000);
      const seconds = Math.max(1, Math.ceil((again.getTime() - now.getTime()) / 1000));
      throw new DomainRefusal('too-soon', ADMINS_REQUEST_MESSAGES.askedAlready(recent.createdAt, again), {
        retryAfterSeconds: seconds,
      });
    }
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    if (admins.length === 0) throw new DomainRefusal('conflict', ADMINS_REQUEST_MESSAGES.noAdmin);
    const content = await renderEmail(
      createElement(BusinessDetailsRequestEmail, {
        agency: await emailAgencyOf(tx),
        askedBy: actor.name,
        missing,
        settingsUrl: `${siteUrl}${PAGES.adminSettings.getHref()}?tab=business`,
      }),
    );
    await queueEmail(
      tx,
      {
        kind: 'team_business_details',
        recipients: admins.map((admin) => admin.email),
        subject: 'Business details needed for quotes',
        ...content,
      },
      now,
    );
    await recordAudit(tx, actor, {
      kind: 'settings',
      action: 'admins_asked',
      subjectId: 'business',
      subjectLabel: 'Business details',
      before: null,
      after: { missing, adminsAsked: admins.length },
    });
  });
}
