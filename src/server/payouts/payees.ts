import { eq, inArray } from 'drizzle-orm';
import { basisPointsOfPercent, percentOfBasisPoints, type PayeeValues } from '#shared/schemas/payouts';
import type { Payee } from '#shared/schemas/payouts-responses';
import { applyAuditedChange } from '#server/audit/audited-change';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { celebrityPayees, payouts } from './payouts-tables.js';

/*
 * A celebrity's payee details (issue 39): who the agency pays for them and how. Admins write
 * them; other staff read the PAN and the account number masked. Audited with the account
 * number masked, whoever reads the log.
 */

export type PayeeRow = typeof celebrityPayees.$inferSelect;

/** `XXXXXX7890`: all but the last four characters hidden; '' stays ''. */
export function masked(value: string): string {
  if (value === '') return '';
  const shown = value.slice(-4);
  return `${'X'.repeat(Math.max(value.length - 4, 2))}${shown}`;
}

/** Whether payouts were made to this celebrity's payee: erasure then keeps the details (tax records). */
export async function celebrityHasPayouts(db: Db, celebrityId: string): Promise<boolean> {
  const [row] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.celebrityId, celebrityId)).limit(1);
  return row !== undefined;
}

/** A payee row as the API answers it: whole for an admin, masked for other staff. */
export function toPayeeDto(row: PayeeRow, options: { masked: boolean; hasPayouts: boolean }): Payee {
  return {
    celebrityId: row.celebrityId,
    legalName: row.legalName,
    pan: options.masked ? masked(row.pan) : row.pan,
    gstin: row.gstin,
    payeeKind: row.payeeKind,
    commissionPercent: percentOfBasisPoints(row.commissionBasisPoints),
    commissionBasisPoints: row.commissionBasisPoints,
    tdsSection: row.tdsSection,
    noTdsReason: row.noTdsReason,
    bankAccountNumber: options.masked ? masked(row.bankAccountNumber) : row.bankAccountNumber,
    ifsc: row.ifsc,
    bankName: row.bankName,
    upiId: row.upiId,
    contactEmail: row.contactEmail,
    masked: options.masked,
    hasPayouts: options.hasPayouts,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A celebrity's payee row; undefined while none is set. */
export async function payeeRowOf(db: Db, celebrityId: string): Promise<PayeeRow | undefined> {
  const [row] = await db.select().from(celebrityPayees).where(eq(celebrityPayees.celebrityId, celebrityId));
  return row;
}

/** The payee rows of `celebrityIds` in one query, by celebrity; a celebrity without one is left out. */
export async function payeeRowsOf(db: Db, celebrityIds: string[]): Promise<Map<string, PayeeRow>> {
  if (celebrityIds.length === 0) return new Map();
  const rows = await db.select().from(celebrityPayees).where(inArray(celebrityPayees.celebrityId, celebrityIds));
  return new Map(rows.map((row) => [row.celebrityId, row]));
}

async function celebrityExists(db: Db, celebrityId: string, lock = false): Promise<boolean> {
  const query = db.select({ id: celebrities.id }).from(celebrities).where(eq(celebrities.id, celebrityId));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

/**
 * A celebrity's payee details: `{payee}` (null while none are set), or null for no such
 * celebrity. Masked unless `admin`.
 */
export async function getPayee(db: Db, celebrityId: string, admin: boolean): Promise<{ payee: Payee | null } | null> {
  if (!(await celebrityExists(db, celebrityId))) return null;
  const row = await payeeRowOf(db, celebrityId);
  if (!row) return { payee: null };
  return { payee: toPayeeDto(row, { masked: !admin, hasPayouts: await celebrityHasPayouts(db, celebrityId) }) };
}

/** What the audit log keeps of payee details: everything but the account number, masked. */
function auditedPayee(row: PayeeRow | undefined) {
  if (!row) return null;
  const { legalName, pan, gstin, payeeKind, commissionBasisPoints, tdsSection, noTdsReason, ifsc, upiId } = row;
  return {
    legalName,
    pan,
    gstin,
    payeeKind,
    commissionBasisPoints,
    tdsSection,
    noTdsReason,
    bankAccountNumber: masked(row.bankAccountNumber),
    ifsc,
    upiId,
    contactEmail: row.contactEmail,
  };
}

/** The columns of payee details as entered. */
function columnsOf(values: PayeeValues) {
  return {
    legalName: values.legalName,
    pan: values.pan,
    gstin: values.gstin,
    payeeKind: values.payeeKind,
    commissionBasisPoints: basisPointsOfPercent(values.commissionPercent),
    tdsSection: values.tdsSection,
    noTdsReason: values.tdsSection === 'none' ? values.noTdsReason : '',
    bankAccountNumber: values.bankAccountNumber,
    ifsc: values.ifsc,
    bankName: values.bankName,
    upiId: values.upiId,
    contactEmail: values.contactEmail,
  };
}

/**
 * Sets a celebrity's payee details (admins): created or replaced whole, audited (the account
 * number masked). Payouts already made keep what they printed. Null for no such celebrity.
 */
export async function savePayee(db: Db, celebrityId: string, values: PayeeValues, actor: Actor): Promise<Payee | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      if (!(await celebrityExists(tx, celebrityId, true))) return undefined;
      return { before: await payeeRowOf(tx, celebrityId) };
    },
    write: async (tx, _locked, now) => {
      const columns = { ...columnsOf(values), updatedByName: actor.name, updatedAt: now };
      const [row] = await tx
        .insert(celebrityPayees)
        .values({ celebrityId, ...columns })
        .onConflictDoUpdate({ target: celebrityPayees.celebrityId, set: columns })
        .returning();
      if (!row) throw new Error('saving payee details returned no row');
      return row;
    },
    audit: (_tx, { before }, row) => ({
      kind: 'celebrity',
      action: before ? 'payee_updated' : 'payee_created',
      subjectId: celebrityId,
      subjectLabel: row.legalName,
      before: auditedPayee(before),
      after: auditedPayee(row),
    }),
    answer: async (tx, _locked, row) =>
      toPayeeDto(row!, { masked: false, hasPayouts: await celebrityHasPayouts(tx, celebrityId) }),
  });
}
