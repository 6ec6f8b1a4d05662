import { and, desc, eq, gt } from 'drizzle-orm';
import { ADMINS_NOTICE_MINUTES } from '#shared/constants/site';
import {
  type BusinessDetails,
  businessDetailsSchema,
  EMPTY_BUSINESS_DETAILS,
  missingBusinessDetails,
} from '#shared/schemas/business-details';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { panOfGstin } from '#shared/gst/gstin';
import type { Db } from '#server/db/client';
import { emails } from '#server/mail/mail-tables';
import { businessDetails } from './site-tables.js';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';

type BusinessDetailsRow = typeof businessDetails.$inferSelect;

/** The stored value read back through the schema; the empty details when none (or one no longer valid). */
function valueOf(row: BusinessDetailsRow | undefined): BusinessDetails {
  const parsed = row ? businessDetailsSchema.safeParse(row.value) : undefined;
  return parsed?.success ? parsed.data : EMPTY_BUSINESS_DETAILS;
}

/**
 * When staff last asked the admins to fill the details in (the newest such e-mail,
 * accounts/admins-request.ts), while they may not ask again (ADMINS_NOTICE_MINUTES); else null.
 */
export async function lastAdminsRequestAt(db: Db, now = new Date()): Promise<Date | null> {
  const since = new Date(now.getTime() - ADMINS_NOTICE_MINUTES * 60_000);
  const [row] = await db
    .select({ createdAt: emails.createdAt })
    .from(emails)
    .where(and(eq(emails.kind, 'team_business_details'), gt(emails.createdAt, since)))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

async function stateOf(db: Db, row: BusinessDetailsRow | undefined): Promise<BusinessDetailsState> {
  const value = valueOf(row);
  const missing = missingBusinessDetails(value);
  const askedAt = missing.length > 0 ? await lastAdminsRequestAt(db) : null;
  return {
    value,
    pan: value.gstin ? panOfGstin(value.gstin) : '',
    missing,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row ? row.updatedByName : null,
    adminsAskedAt: askedAt ? askedAt.toISOString() : null,
  };
}

/** The audit log keeps the account number's last four digits only: it is read by every admin. */
function forAudit(value: BusinessDetails): BusinessDetails {
  const number = value.bank.accountNumber;
  const masked = number.length > 4 ? `${'•'.repeat(number.length - 4)}${number.slice(-4)}` : number;
  return { ...value, bank: { ...value.bank, accountNumber: masked } };
}

export async function getBusinessDetailsState(db: Db): Promise<BusinessDetailsState> {
  const [row] = await db.select().from(businessDetails).where(eq(businessDetails.id, true));
  return stateOf(db, row);
}

/** The details as quotes use them. */
export async function getBusinessDetails(db: Db): Promise<BusinessDetails> {
  return (await getBusinessDetailsState(db)).value;
}

/** Saves the details whole, with who saved them, and records the change in the audit log. */
export async function saveBusinessDetails(
  db: Db,
  value: BusinessDetails,
  editor: Actor,
): Promise<BusinessDetailsState> {
  const values = { value, updatedById: editor.id, updatedByName: editor.name, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    // Locked: a save under way is waited for, so the audit log's "before" is what this replaced.
    const [stored] = await tx.select().from(businessDetails).where(eq(businessDetails.id, true)).for('update');
    const [row] = await tx
      .insert(businessDetails)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: businessDetails.id, set: values })
      .returning();
    if (!row) throw new Error('saving the business details returned no row');
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: 'business',
      subjectLabel: 'Business details',
      before: stored ? forAudit(valueOf(stored)) : null,
      after: forAudit(value),
    });
    return stateOf(tx, row);
  });
}
