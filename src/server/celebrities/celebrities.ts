import { DomainRefusal } from '#server/lib/domain-refusal';
import { MESSAGES } from '#shared/messages';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Celebrity, CelebrityInput } from '#shared/schemas/celebrity';
import type { Db } from '#server/db/client';
import { celebrities, celebrityFormerSlugs, celebrityImages } from './celebrities-tables.js';
import { looksLikeId } from '#shared/slug';
import type { CelebrityStatusFilter } from '#shared/schemas/celebrity';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import type { CatalogueCalendar } from './catalogue-calendar.js';
import { toCelebrityDto } from './celebrity-dto.js';
import { lockSlugs, recordSlugChange, slugToStore } from './celebrity-slugs.js';
import { publishedOnly, statusCondition } from './celebrity-visibility.js';
import type { ImageStore, ProcessedImage } from '#server/images/images';
import { publicUploadUrl } from '#server/storage/public-asset-url';
import { type ImageDeps, settleImages } from '#server/images/image-references';
import { imageRowOf } from '#server/images/image-rows';
import { searchTextOf } from '#server/lib/search-text';

/** The database, the uploads folder, and where a failed takedown is reported. */
export type CatalogueDeps = ImageDeps;

export class GalleryLimitError extends Error {}
/** The celebrity was saved by someone else since the editor read it (its version moved on). */
export class EditConflictError extends Error {}

/** The image rows of these celebrities, in gallery order (the list reads them too). */
export async function imagesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      celebrityId: celebrityImages.celebrityId,
      kind: celebrityImages.kind,
      position: celebrityImages.position,
      width: celebrityImages.width,
      height: celebrityImages.height,
      variants: celebrityImages.variants,
    })
    .from(celebrityImages)
    .where(inArray(celebrityImages.celebrityId, ids))
    .orderBy(asc(celebrityImages.position));
}

/**
 * One celebrity by id, draft or published: for staff (behind a staff session) and for the
 * answers of the writes. Public paths use `findCelebrity`, which keeps drafts out.
 */
export async function getAnyCelebrity(db: Db, id: string): Promise<Celebrity | null> {
  const [row] = await db.select().from(celebrities).where(eq(celebrities.id, id)).limit(1);
  if (!row) return null;
  return toCelebrityDto(row, await imagesOf(db, [id]));
}

/**
 * The content hashes of every celebrity's images: the catalogue's part of the files that must
 * stay served (src/server/images-in-use.ts).
 */
export async function celebrityImageHashes(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ hash: celebrityImages.hash }).from(celebrityImages);
  return new Set(rows.map((row) => row.hash));
}

/** How an address named the celebrity found: its id, its current slug, or one of its former slugs. */
export type FoundBy = 'id' | 'slug' | 'former-slug';

/**
 * The celebrity an address names (`/celebrity/<idOrSlug>`, `GET /api/celebrities/:idOrSlug`):
 * by id, by its current slug or by a former one; only a published one unless `status` says
 * otherwise (staff only).
 */
export async function findCelebrity(
  db: Db,
  idOrSlug: string,
  status: CelebrityStatusFilter = 'published',
): Promise<{ celebrity: Celebrity; foundBy: FoundBy } | null> {
  const key = idOrSlug.toLowerCase();
  const byAddress = looksLikeId(key)
    ? eq(celebrities.id, key)
    : or(
        eq(celebrities.slug, key),
        inArray(
          celebrities.id,
          db
            .select({ id: celebrityFormerSlugs.celebrityId })
            .from(celebrityFormerSlugs)
            .where(eq(celebrityFormerSlugs.slug, key)),
        ),
      );
  const [row] = await db
    .select()
    .from(celebrities)
    .where(and(byAddress, statusCondition(status)))
    .limit(1);
  if (!row) return null;
  const foundBy: FoundBy = row.id === key ? 'id' : row.slug === key ? 'slug' : 'former-slug';
  return { celebrity: toCelebrityDto(row, await imagesOf(db, [row.id])), foundBy };
}

function columnsOf(input: CelebrityInput) {
  return {
    name: input.name,
    category: input.category,
    location: input.location,
    followers: input.followers,
    rating: input.rating,
    description: input.description,
    socialProfile: input.socialProfile,
    price: input.priceOnDemand ? null : input.price,
    priceOnDemand: input.priceOnDemand,
    specialties: input.specialties,
    achievements: input.achievements,
    searchText: searchTextOf([input.name, ...input.specialties]),
    // Left out of the form, a figure stays as it is (the column's default for a new celebrity).
    ...(input.eventsCompleted === undefined ? {} : { eventsCompleted: input.eventsCompleted }),
    ...(input.brandPartnerships === undefined ? {} : { brandPartnerships: input.brandPartnerships }),
    ...(input.yearsExperience === undefined ? {} : { yearsExperience: input.yearsExperience }),
  };
}

/**
 * Writes the files first, then the rows, then makes sure the files are still there: a reused
 * file may have been taken down by another record's delete between this save's writing and its
 * commit (or removed by the uploads sweep in the instant before this save renewed it), and is
 * then written again. When the rows fail, the new files stay until the sweep finds nobody
 * refers to them.
 */
async function withSavedFiles<T>(store: ImageStore, images: ProcessedImage[], write: () => Promise<T>): Promise<T> {
  for (const image of images) await store.save(image);
  const result = await write();
  for (const image of images) await store.save(image);
  return result;
}

export interface NewCelebrity {
  input: CelebrityInput;
  profile: ProcessedImage;
  gallery: ProcessedImage[];
  maxGallery: number;
}

/** A celebrity as the API shows it, read inside the write's transaction (for its answer and the audit log). */
async function celebrityIn(tx: Db, id: string): Promise<Celebrity> {
  const celebrity = await getAnyCelebrity(tx, id);
  if (!celebrity) throw new Error(`celebrity ${id} vanished inside its own transaction`);
  return celebrity;
}

/**
 * Adds a celebrity as a draft (staff publish it when it is ready), with the URL name asked for
 * or one made from the name; the audit log records it in the same transaction.
 */
export async function createCelebrity(
  deps: CatalogueDeps,
  { input, profile, gallery, maxGallery }: NewCelebrity,
  actor: Actor,
): Promise<Celebrity> {
  if (gallery.length > maxGallery) throw new GalleryLimitError();
  return withSavedFiles(deps.store, [profile, ...gallery], () =>
    deps.db.transaction(async (tx) => {
      await lockSlugs(tx);
      const slug = await slugToStore(tx, { requested: input.slug, name: input.name });
      const [row] = await tx
        .insert(celebrities)
        .values({ ...columnsOf(input), slug, status: 'draft' })
        .returning({ id: celebrities.id });
      if (!row) throw new Error('insert returned no row');
      await tx
        .insert(celebrityImages)
        .values([
          imageRowOf(row.id, 'profile', 0, profile),
          ...gallery.map((image, i) => imageRowOf(row.id, 'gallery', i, image)),
        ]);
      const created = await celebrityIn(tx, row.id);
      await recordAudit(tx, actor, {
        kind: 'celebrity',
        action: 'created',
        subjectId: created._id,
        subjectLabel: created.name,
        before: null,
        after: created,
      });
      return created;
    }),
  );
}

export interface CelebrityEdit {
  id: string;
  /** The version the edit started from; another is an EditConflictError. */
  expectedVersion: number;
  input: CelebrityInput;
  /** A new profile image replaces the old one. */
  profile: ProcessedImage | undefined;
  /** Appended after the kept gallery images. */
  gallery: ProcessedImage[];
  /** Gallery images to drop, by URL. */
  removeGalleryUrls: string[];
  maxGallery: number;
}

/**
 * Saves an edit (see CelebrityEdit). Returns null when the celebrity does not exist. A replaced
 * profile image and removed gallery images are taken down once the edit has committed, unless
 * another row refers to the same picture.
 */
export async function updateCelebrity(
  deps: CatalogueDeps,
  edit: CelebrityEdit,
  actor: Actor,
): Promise<Celebrity | null> {
  const { celebrity, released } = await saveEdit(deps, edit, actor);
  await settleImages(deps, { released });
  return celebrity;
}

async function saveEdit(
  deps: CatalogueDeps,
  { id, expectedVersion, input, profile, gallery, removeGalleryUrls, maxGallery }: CelebrityEdit,
  actor: Actor,
): Promise<{ celebrity: Celebrity | null; released: string[] }> {
  const newImages = profile ? [profile, ...gallery] : gallery;
  return withSavedFiles(deps.store, newImages, () =>
    deps.db.transaction(async (tx) => {
      await lockSlugs(tx);
      const [existing] = await tx
        .select({ id: celebrities.id, version: celebrities.version, slug: celebrities.slug })
        .from(celebrities)
        .where(eq(celebrities.id, id))
        .for('update');
      if (!existing) return { celebrity: null, released: [] };
      if (existing.version !== expectedVersion) throw new EditConflictError();
      const before = await celebrityIn(tx, id);
      const slug = await slugToStore(tx, { requested: input.slug, name: input.name, self: existing });
      const current = await tx
        .select()
        .from(celebrityImages)
        .where(eq(celebrityImages.celebrityId, id))
        .orderBy(asc(celebrityImages.position));
      const removeSet = new Set(removeGalleryUrls);
      const dropped = current.filter(
        (image) =>
          (image.kind === 'profile' && profile !== undefined) ||
          (image.kind === 'gallery' && image.variants.some((v) => removeSet.has(publicUploadUrl(v.file)))),
      );
      const kept = current.filter((image) => image.kind === 'gallery' && !dropped.includes(image));
      if (kept.length + gallery.length > maxGallery) throw new GalleryLimitError();

      await tx
        .update(celebrities)
        .set({ ...columnsOf(input), slug, version: sql`${celebrities.version} + 1`, updatedAt: new Date() })
        .where(eq(celebrities.id, id));
      await recordSlugChange(tx, id, existing.slug, slug);
      if (dropped.length > 0) {
        await tx.delete(celebrityImages).where(
          inArray(
            celebrityImages.id,
            dropped.map((image) => image.id),
          ),
        );
      }
      // Renumber so the gallery order stays dense: kept ones first, then the new ones.
      for (const [position, image] of kept.entries()) {
        if (image.position !== position) {
          await tx.update(celebrityImages).set({ position }).where(eq(celebrityImages.id, image.id));
        }
      }
      const rows = [
        ...(profile ? [imageRowOf(id, 'profile', 0, profile)] : []),
        ...gallery.map((image, i) => imageRowOf(id, 'gallery', kept.length + i, image)),
      ];
      if (rows.length > 0) await tx.insert(celebrityImages).values(rows);
      const after = await celebrityIn(tx, id);
      await recordAudit(tx, actor, {
        kind: 'celebrity',
        action: 'updated',
        subjectId: id,
        subjectLabel: after.name,
        before,
        after,
      });
      return { celebrity: after, released: dropped.map((image) => image.hash) };
    }),
  );
}

/**
 * Deletes the celebrity, its image rows and its former slugs; once that has committed, its
 * files are taken down unless another record shares them. Inquiries keep their celebrityName.
 * The audit log keeps the record as it was. Refused while the celebrity has a booking
 * (`hasBookings`, the bookings domain's).
 */
export async function deleteCelebrity(
  deps: CatalogueDeps,
  id: string,
  actor: Actor,
  hasBookings: CatalogueCalendar['hasBookings'],
): Promise<boolean> {
  const released = await deps.db.transaction(async (tx) => {
    const before = await getAnyCelebrity(tx, id);
    if (!before) return null;
    if (await hasBookings(tx, id)) throw new DomainRefusal('conflict', MESSAGES.celebrityHasBookings);
    const images = await tx
      .select({ hash: celebrityImages.hash })
      .from(celebrityImages)
      .where(eq(celebrityImages.celebrityId, id));
    // Its image rows go with it (on delete cascade).
    const deleted = await tx.delete(celebrities).where(eq(celebrities.id, id)).returning({ id: celebrities.id });
    if (deleted.length === 0) return null;
    await recordAudit(tx, actor, {
      kind: 'celebrity',
      action: 'deleted',
      subjectId: id,
      subjectLabel: before.name,
      before,
      after: null,
    });
    return images.map((image) => image.hash);
  });
  if (released === null) return false;
  await settleImages(deps, { released });
  return true;
}

/** The name of a published celebrity (what the public inquiry form may book), or null: a draft is missing to the public. */
export async function celebrityName(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: celebrities.name })
    .from(celebrities)
    .where(and(eq(celebrities.id, id), publishedOnly()))
    .limit(1);
  return row?.name ?? null;
}
