import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CelebrityStatus } from '#shared/constants/celebrities';
import type { Celebrity, CelebrityStatusFilter } from '#shared/schemas/celebrity';
import type { Db } from '#server/db/client';
import { celebrities } from './celebrities-tables.js';
import { recordAudit } from '#server/audit/audit-log';
import { applyAuditedChange } from '#server/audit/audited-change';
import type { Actor } from '#server/lib/actor';
import { getAnyCelebrity, imagesOf } from './celebrities.js';
import { toCelebrityDto } from './celebrity-dto.js';
import { statusCondition } from './celebrity-visibility.js';

/** Some of the ids to feature name no celebrity (their places in the list). */
export class UnknownFeaturedError extends Error {
  constructor(public readonly indexes: number[]) {
    super('unknown celebrities to feature');
  }
}

/**
 * Publishes (the public sees it from the next request on) or unpublishes (back to a draft,
 * missing on every public path) a celebrity. Setting the status it already has changes nothing.
 * Null when there is no such celebrity. The edit version does not move: an editor open
 * elsewhere can still save.
 */
export async function setCelebrityStatus(
  db: Db,
  id: string,
  status: CelebrityStatus,
  actor: Actor,
): Promise<Celebrity | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      const [row] = await tx
        .select({ status: celebrities.status })
        .from(celebrities)
        .where(eq(celebrities.id, id))
        .for('update');
      return row;
    },
    unchanged: (row) => row.status === status,
    write: async (tx, _row, now) => {
      const before = await getAnyCelebrity(tx, id);
      await tx
        .update(celebrities)
        .set({ status, publishedAt: status === 'published' ? now : null, updatedAt: now })
        .where(eq(celebrities.id, id));
      const after = await getAnyCelebrity(tx, id);
      if (!before || !after) throw new Error(`celebrity ${id} vanished inside its own transaction`);
      return { before, after };
    },
    audit: (_tx, _row, { before, after }) => ({
      kind: 'celebrity',
      action: status === 'published' ? 'published' : 'unpublished',
      subjectId: id,
      subjectLabel: after.name,
      before,
      after,
    }),
    answer: async (tx, _row, done) => {
      const celebrity = done?.after ?? (await getAnyCelebrity(tx, id));
      if (!celebrity) throw new Error(`celebrity ${id} vanished inside its own transaction`);
      return celebrity;
    },
  });
}

/**
 * The featured celebrities in their order (first first): the published ones for the public,
 * drafts too for staff (`status: 'all'`); at most `limit`.
 */
export async function listFeatured(
  db: Db,
  { status = 'published', limit }: { status?: CelebrityStatusFilter; limit: number },
): Promise<Celebrity[]> {
  const rows = await db
    .select()
    .from(celebrities)
    .where(and(isNotNull(celebrities.featuredPosition), statusCondition(status)))
    .orderBy(asc(celebrities.featuredPosition))
    .limit(limit);
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCelebrityDto(
      row,
      images.filter((image) => image.celebrityId === row.id),
    ),
  );
}

/** Saves of the featured list wait for each other (a PostgreSQL advisory lock held to commit). */
const FEATURED_LOCK = 7_301_813;

/** How the audit log shows the featured list: names in order. */
function featuredForAudit(list: readonly { _id: string; name: string }[]) {
  return list.map(({ _id, name }) => ({ _id, name }));
}

/**
 * Makes `ids` the featured celebrities, in that order (positions 1…n), and no others, in one
 * transaction. Drafts may be featured: they show on Home once published. Every id must name a
 * celebrity (UnknownFeaturedError otherwise, and nothing changes). Answers the new list as
 * staff see it.
 */
export async function setFeatured(db: Db, ids: readonly string[], actor: Actor): Promise<Celebrity[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEATURED_LOCK})`);
    const found =
      ids.length === 0
        ? []
        : await tx
            .select({ id: celebrities.id })
            .from(celebrities)
            .where(inArray(celebrities.id, [...ids]))
            .for('update');
    const existing = new Set(found.map((row) => row.id));
    const missing = ids.flatMap((id, index) => (existing.has(id) ? [] : [index]));
    if (missing.length > 0) throw new UnknownFeaturedError(missing);

    const before = await listFeatured(tx, { status: 'all', limit: Number.MAX_SAFE_INTEGER });
    // Cleared first: positions are unique, and the new order may swap two of them.
    await tx.update(celebrities).set({ featuredPosition: null }).where(isNotNull(celebrities.featuredPosition));
    for (const [index, id] of ids.entries()) {
      await tx
        .update(celebrities)
        .set({ featuredPosition: index + 1 })
        .where(eq(celebrities.id, id));
    }
    const after = await listFeatured(tx, { status: 'all', limit: Number.MAX_SAFE_INTEGER });
    const changed =
      before.length !== after.length || before.some((celebrity, index) => celebrity._id !== after[index]?._id);
    if (changed) {
      await recordAudit(tx, actor, {
        kind: 'celebrity',
        action: 'featured',
        subjectId: 'featured',
        subjectLabel: 'Featured on Home',
        before: featuredForAudit(before),
        after: featuredForAudit(after),
      });
    }
    return after;
  });
}
