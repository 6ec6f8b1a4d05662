import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORIES } from '#shared/constants';
import type { Celebrity, CelebrityInput, CelebrityListQuery } from '#shared/schemas/celebrity';
import type { ListMeta } from '#shared/schemas/common';
import type { Db } from '../db/client.js';
import { listWithTotal, newestFirst } from '../db/list-query.js';
import { celebrities, celebrityImages } from '../db/schema.js';
import { toCelebrityDto } from './celebrity-dto.js';
import { ImageStore, type ProcessedImage } from './images.js';
import { siteImageHashes } from './site-content.js';
import { imageRowOf } from './image-rows.js';
import { containsPattern, searchTextOf } from './search-text.js';

export interface CatalogueDeps {
  db: Db;
  store: ImageStore;
}

export class GalleryLimitError extends Error {}
/** The celebrity was saved by someone else since the editor read it (its version moved on). */
export class EditConflictError extends Error {}

/**
 * The admin search (name or category): the name by a contains match, the category by the
 * categories whose label contains the text, so "bolly" lists every Bollywood celebrity.
 */
function nameOrCategoryFilter(q: string): SQL | undefined {
  const term = q.toLowerCase();
  const categories = CATEGORIES.filter((category) => category.toLowerCase().includes(term));
  return or(
    sql`lower(${celebrities.name}) like ${containsPattern(q)}`,
    categories.length > 0 ? inArray(celebrities.category, categories) : undefined,
  );
}

function listFilter(query: Pick<CelebrityListQuery, 'q' | 'category' | 'match'>): SQL | undefined {
  let search: SQL | undefined;
  if (query.q) {
    search =
      query.match === 'name-category'
        ? nameOrCategoryFilter(query.q)
        : sql`${celebrities.searchText} like ${containsPattern(query.q)}`;
  }
  return and(query.category ? eq(celebrities.category, query.category) : undefined, search);
}

async function imagesOf(db: Db, ids: string[]) {
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
 * Newest first; `q` matches the name or any specialty, case-insensitively (or the name or the
 * category with `match: 'name-category'`).
 */
export async function listCelebrities(
  db: Db,
  query: CelebrityListQuery,
): Promise<{ items: Celebrity[]; meta: ListMeta }> {
  const { rows, meta } = await listWithTotal(db, celebrities, {
    where: listFilter(query),
    orderBy: newestFirst(celebrities.createdAt, celebrities.id),
    limit: query.limit,
    offset: query.offset,
  });
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    toCelebrityDto(
      row,
      images.filter((image) => image.celebrityId === row.id),
    ),
  );
  return { items, meta };
}

export async function getCelebrity(db: Db, id: string): Promise<Celebrity | null> {
  const [row] = await db.select().from(celebrities).where(eq(celebrities.id, id)).limit(1);
  if (!row) return null;
  return toCelebrityDto(row, await imagesOf(db, [id]));
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
 * Writes the files first, then the rows, then makes sure the files are still there (the
 * uploads sweep may have removed a reused file in the instant before this save renewed it).
 * When the rows fail, the new files stay until the sweep finds nobody refers to them.
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

export async function createCelebrity(
  deps: CatalogueDeps,
  { input, profile, gallery, maxGallery }: NewCelebrity,
): Promise<Celebrity> {
  if (gallery.length > maxGallery) throw new GalleryLimitError();
  const id = await withSavedFiles(deps.store, [profile, ...gallery], () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(celebrities).values(columnsOf(input)).returning({ id: celebrities.id });
      if (!row) throw new Error('insert returned no row');
      await tx
        .insert(celebrityImages)
        .values([
          imageRowOf(row.id, 'profile', 0, profile),
          ...gallery.map((image, i) => imageRowOf(row.id, 'gallery', i, image)),
        ]);
      return row.id;
    }),
  );
  const created = await getCelebrity(deps.db, id);
  if (!created) throw new Error('created celebrity vanished');
  return created;
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

/** Saves an edit (see CelebrityEdit). Returns null when the celebrity does not exist. */
export async function updateCelebrity(
  deps: CatalogueDeps,
  { id, expectedVersion, input, profile, gallery, removeGalleryUrls, maxGallery }: CelebrityEdit,
): Promise<Celebrity | null> {
  const newImages = profile ? [profile, ...gallery] : gallery;
  const updated = await withSavedFiles(deps.store, newImages, () =>
    deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: celebrities.id, version: celebrities.version })
        .from(celebrities)
        .where(eq(celebrities.id, id))
        .for('update');
      if (!existing) return null;
      if (existing.version !== expectedVersion) throw new EditConflictError();
      const current = await tx
        .select()
        .from(celebrityImages)
        .where(eq(celebrityImages.celebrityId, id))
        .orderBy(asc(celebrityImages.position));
      const removeSet = new Set(removeGalleryUrls);
      const dropped = current.filter(
        (image) =>
          (image.kind === 'profile' && profile !== undefined) ||
          (image.kind === 'gallery' && image.variants.some((v) => removeSet.has(ImageStore.publicUrl(v.file)))),
      );
      const kept = current.filter((image) => image.kind === 'gallery' && !dropped.includes(image));
      if (kept.length + gallery.length > maxGallery) throw new GalleryLimitError();

      await tx
        .update(celebrities)
        .set({ ...columnsOf(input), version: sql`${celebrities.version} + 1`, updatedAt: new Date() })
        .where(eq(celebrities.id, id));
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
      return true;
    }),
  );
  return updated ? getCelebrity(deps.db, id) : null;
}

/**
 * Deletes the celebrity and its image rows; its files go with the next uploads sweep once no
 * other record shares them. Inquiries keep their celebrityName.
 */
export async function deleteCelebrity(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(celebrities).where(eq(celebrities.id, id)).returning({ id: celebrities.id });
  return deleted.length > 0;
}

/**
 * The content hashes that some record refers to (a celebrity's image row, a team member's
 * photo): the files the uploads sweep keeps.
 */
export async function referencedImageHashes(db: Db): Promise<Set<string>> {
  const [rows, siteHashes] = await Promise.all([
    db.selectDistinct({ hash: celebrityImages.hash }).from(celebrityImages),
    siteImageHashes(db),
  ]);
  return new Set([...rows.map((row) => row.hash), ...siteHashes]);
}

export async function celebrityName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: celebrities.name }).from(celebrities).where(eq(celebrities.id, id)).limit(1);
  return row?.name ?? null;
}
