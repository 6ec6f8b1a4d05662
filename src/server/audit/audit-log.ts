import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AuditKind } from '#shared/constants/audit';
import type { AuditEntry, AuditListQuery } from '#shared/schemas/audit';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from '#server/db/client';
import { keysetList, tableRows } from '#server/db/list-query';
import { newestFirstKeyset } from '#server/db/keyset';
import { listTotal } from '#server/db/list-total';
import { auditEntries } from './audit-tables.js';
import type { Actor } from '#server/lib/actor';
import { containsPattern } from '#server/lib/search-text';

/** A visitor of the public site, for the changes they make without an account (an inquiry sent). */
export const WEBSITE_VISITOR = { id: null, name: 'Website visitor' } as const;

/** Who the audit log names for a change: a signed-in actor, or a visitor (no id). */
export type AuditActor = Actor | typeof WEBSITE_VISITOR;

/** One change, as the audit log keeps it. */
export interface AuditChange {
  kind: AuditKind;
  /** What happened: `created`, `updated`, `deleted`, `published`, `unpublished`, `disabled`, … */
  action: string;
  /** The changed record's id (a settings section's name) and what people call it. */
  subjectId: string;
  subjectLabel: string;
  /** The values before and after: null where there is no such side (a creation, a deletion). */
  before: unknown;
  after: unknown;
}

/**
 * Records a change in the audit log. Call it with the transaction that makes the change, so the
 * entry exists exactly when the change does. Secrets (password hashes, tokens) must never be in
 * `before` or `after`: pass the record as the API shows it, not the row.
 */
export async function recordAudit(db: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await db.insert(auditEntries).values({
    actorId: actor.id,
    actorName: actor.name,
    kind: change.kind,
    action: change.action,
    subjectId: change.subjectId,
    subjectLabel: change.subjectLabel,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

type AuditRow = typeof auditEntries.$inferSelect;

/** An entry as the API answers it. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    kind: row.kind,
    action: row.action,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Empties entries that held a person's details (a privacy request): they stay, saying what was
 * done, by whom and when, without the person's details. Answers how many were emptied.
 */
export async function emptyAuditEntries(db: Db, entryIds: string[]): Promise<number> {
  if (entryIds.length === 0) return 0;
  const emptied = await db
    .update(auditEntries)
    .set({ subjectLabel: 'Erased on request', before: null, after: null })
    .where(inArray(auditEntries.id, entryIds))
    .returning({ id: auditEntries.id });
  return emptied.length;
}

/** The first instant of a calendar day in India (UTC+5:30, no daylight saving). */
function indianDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Newest first, as audit_entries_created_at_idx reads (and the actor and kind indexes, after their column). */
const AUDIT_ORDER = newestFirstKeyset(auditEntries.createdAt, auditEntries.id);

/** The audit log, newest first, filtered and paged by cursor (`GET /api/audit`). */
export async function listAuditEntries(
  db: Db,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; meta: ListMeta }> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditEntries.actorId, query.actor));
  if (query.kind) conditions.push(eq(auditEntries.kind, query.kind));
  if (query.from) conditions.push(gte(auditEntries.createdAt, indianDayStart(query.from)));
  if (query.to) {
    const next = indianDayStart(query.to);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push(lt(auditEntries.createdAt, next));
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const text = or(ilike(auditEntries.subjectLabel, pattern), ilike(auditEntries.actorName, pattern));
    if (text) conditions.push(text);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, meta } = await keysetList(AUDIT_ORDER, query, where, tableRows(db, auditEntries, AUDIT_ORDER), () =>
    listTotal(db, auditEntries, where),
  );
  return { items: rows.map(toAuditEntry), meta };
}
