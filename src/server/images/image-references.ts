import type { Db } from '#server/db/client';
import { hashOfVariantFile, type ImageStore } from './images.js';

/**
 * Which upload files the rows refer to, and what a write does with the files it lets go of once
 * it has committed. The rows are other domains' (a celebrity's image rows, the site content's
 * photos), earlier in the domain order: each hands its reader (ImageReferences), and the app
 * gathers them (src/server/images-in-use.ts).
 */

/** What a takedown that failed is reported to (pino's logger fits). */
export interface ImageLog {
  error(details: object, message: string): void;
}

/** The content hashes one domain's rows refer to. */
export type ImageReferences = (db: Db) => Promise<Set<string>>;

export interface ImageDeps {
  db: Db;
  store: ImageStore;
  log: ImageLog;
  /** The content hashes some row refers to: the files that must stay served. */
  references: ImageReferences;
}

const UPLOAD_FILE = /\/uploads\/([0-9a-f]{20}-\d{1,5}\.webp)/g;

/** The upload files (`<hash>-<width>.webp`) named anywhere in a stored value, each once. */
export function uploadFilesIn(value: unknown): string[] {
  const files = new Set<string>();
  for (const match of (JSON.stringify(value) ?? '').matchAll(UPLOAD_FILE)) if (match[1]) files.add(match[1]);
  return [...files];
}

/** The content hashes of the upload files named anywhere in a stored value. */
export function uploadHashesIn(value: unknown): Set<string> {
  return new Set(uploadFilesIn(value).flatMap((file) => hashOfVariantFile(file) ?? []));
}

/** The content hashes any of the domains' rows refer to, read side by side. */
export function allImageReferences(references: readonly ImageReferences[]): ImageReferences {
  return async (db) => {
    const found = await Promise.all(references.map((read) => read(db)));
    return new Set(found.flatMap((hashes) => [...hashes]));
  };
}

/**
 * After a commit: puts back the files the saved rows name should a takedown have withdrawn them
 * meanwhile (`named`, for a save that holds no bytes to write them again), then takes down the
 * files of the hashes the write let go of that no row refers to any more (`released`). The
 * write has committed whatever happens here, so a failure is logged, not thrown: the uploads
 * sweep removes what was left within its grace period.
 */
export async function settleImages(
  deps: ImageDeps,
  { named = [], released = [] }: { named?: Iterable<string>; released?: Iterable<string> },
): Promise<void> {
  try {
    await deps.store.restore(named);
    await deps.store.takeDown(released, () => deps.references(deps.db));
  } catch (error) {
    deps.log.error({ err: error }, 'taking down released images failed; the uploads sweep removes them later');
  }
}
