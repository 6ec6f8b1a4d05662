import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { numberedSlug, slugify } from '#shared/slug';
import type { Db } from '#server/db/client';
import { celebrities, celebrityFormerSlugs } from './celebrities-tables.js';

/**
 * Slugs: each celebrity's current one is unique, and a former one keeps answering (with a
 * permanent redirect) for as long as the celebrity exists, so no other celebrity may take it.
 */

/** The URL name asked for is another celebrity's current or former one. */
export class SlugTakenError extends Error {}

/**
 * Every transaction that gives out slugs holds this lock first, so two saves choosing slugs
 * side by side cannot both think one is free (PostgreSQL advisory lock, released at commit).
 */
const SLUG_LOCK = 7_301_812;

export async function lockSlugs(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
}

/** The slugs `base`, `base-…` that celebrities other than `selfId` hold, currently or formerly. */
async function slugsTakenLike(tx: Db, base: string, selfId: string | undefined): Promise<Set<string>> {
  const pattern = `${base}-%`;
  const [current, former] = await Promise.all([
    tx
      .select({ slug: celebrities.slug })
      .from(celebrities)
      .where(
        and(
          or(eq(celebrities.slug, base), like(celebrities.slug, pattern)),
          selfId ? ne(celebrities.id, selfId) : undefined,
        ),
      ),
    tx
      .select({ slug: celebrityFormerSlugs.slug })
      .from(celebrityFormerSlugs)
      .where(
        and(
          or(eq(celebrityFormerSlugs.slug, base), like(celebrityFormerSlugs.slug, pattern)),
          selfId ? ne(celebrityFormerSlugs.celebrityId, selfId) : undefined,
        ),
      ),
  ]);
  return new Set([...current, ...former].map((row) => row.slug));
}

/** The first of `base`, `base-2`, `base-3`, … that no other celebrity holds. */
export async function freeSlugFrom(tx: Db, base: string, selfId?: string): Promise<string> {
  const taken = await slugsTakenLike(tx, base, selfId);
  for (let n = 1; ; n += 1) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The slug a save stores (call with the slug lock held): `requested` when given (refused with
 * SlugTakenError when it is another celebrity's current or former slug); made from the name
 * when empty; the current one when left out of an edit.
 */
export async function slugToStore(
  tx: Db,
  { requested, name, self }: { requested: string | undefined; name: string; self?: { id: string; slug: string } },
): Promise<string> {
  if (requested === undefined && self) return self.slug;
  if (requested === undefined || requested === '') return freeSlugFrom(tx, slugify(name), self?.id);
  if (requested === self?.slug) return requested;
  const taken = await slugsTakenLike(tx, requested, self?.id);
  if (taken.has(requested)) throw new SlugTakenError();
  return requested;
}

/**
 * After a celebrity's slug changed from `from` to `to`: the old one becomes a former slug
 * (redirecting to the new one), and the new one stops being a former one if it was.
 */
export async function recordSlugChange(tx: Db, celebrityId: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx
    .delete(celebrityFormerSlugs)
    .where(and(eq(celebrityFormerSlugs.slug, to), eq(celebrityFormerSlugs.celebrityId, celebrityId)));
  await tx.insert(celebrityFormerSlugs).values({ slug: from, celebrityId }).onConflictDoNothing();
}
