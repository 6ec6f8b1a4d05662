import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { MAX_IMAGE_PIXELS } from '#shared/constants/images';
import { LocalStorage } from '#server/storage/local-storage';
import { isSafeObjectName, type ObjectStorage } from '#server/storage/object-storage';

/**
 * The upload image pipeline: accept only real raster images (judged by their bytes), drop every
 * piece of metadata, and re-encode to WebP at a few widths under content-hashed names.
 */

// Every upload is a new image, so libvips' cache of recent operations (up to 50 MB by default)
// never serves a second request: it only holds memory.
sharp.cache(false);

/** Bump when the output of the pipeline changes, so new output never reuses old file names. */
export const PIPELINE_VERSION = 'starline-images-v1';
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
export const DEFAULT_VARIANT_WIDTH = 640;
/** WebP cannot hold a side longer than this. */
export const WEBP_MAX_DIMENSION = 16_383;
const WEBP_QUALITY = 80;

export type AcceptedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export class ImageRejectedError extends Error {
  constructor(public readonly reason: 'type' | 'pixels') {
    super(reason === 'type' ? 'Not an accepted image' : 'The image has too many pixels');
    this.name = 'ImageRejectedError';
  }
}

export interface ImageVariantFile {
  width: number;
  height: number;
  file: string;
  data: Buffer;
}

export interface ProcessedImage {
  hash: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  variants: ImageVariantFile[];
}

// ---------------------------------------------------------------------------------------------
// Pure helpers

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names an AVIF brand (major or compatible). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The format the leading bytes announce, or null. Checked before any decoder sees the input, so
 * SVG/XML, PDF, TIFF and friends never reach their (larger, riskier) parsers.
 */
export function sniffImageFormat(bytes: Buffer): AcceptedFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** What sharp's metadata must say for each sniffed format; a mismatch means a disguised file. */
function metadataMatches(format: AcceptedFormat, metadata: Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

/**
 * Widths to encode for an image `sourceWidth` wide: the standard widths below it, plus one at
 * its own width when it is narrower than the largest (never upscale).
 */
export function variantWidthsFor(sourceWidth: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? DEFAULT_VARIANT_WIDTH;
  if (sourceWidth >= largest) return [...VARIANT_WIDTHS];
  return [...VARIANT_WIDTHS.filter((width) => width < sourceWidth), Math.max(1, Math.floor(sourceWidth))];
}

/**
 * The widest a variant may be so that its height still fits WebP; 0 when even one pixel wide
 * would be too tall.
 */
export function maxWidthForHeight(width: number, height: number): number {
  return height <= WEBP_MAX_DIMENSION ? width : Math.floor((width * WEBP_MAX_DIMENSION) / height);
}

/**
 * The variant a page shows by default: the 640 one, else the largest below it, else the
 * smallest. Every stored image has at least one variant, so an empty list is a bug and throws.
 */
export function defaultVariant<T extends { width: number }>(variants: readonly T[]): T {
  let best: T | undefined;
  for (const variant of variants) {
    if (variant.width <= DEFAULT_VARIANT_WIDTH && (!best || variant.width > best.width)) best = variant;
  }
  if (!best) for (const variant of variants) if (!best || variant.width < best.width) best = variant;
  if (!best) throw new Error('An image has no variants');
  return best;
}

export function contentHash(input: Buffer): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(input).digest('hex').slice(0, 20);
}

export function variantFileName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

/** A bare file name inside the uploads folder (isSafeObjectName), and not a hidden one. */
export function isSafeFileName(name: string): boolean {
  return isSafeObjectName(name) && !name.startsWith('.');
}

// ---------------------------------------------------------------------------------------------
// The pipeline

export interface ProcessImageOptions {
  /** Decoded pixels allowed (first frame); defaults to MAX_IMAGE_PIXELS. */
  maxPixels?: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejectedError('type');

  // `failOn: 'error'` refuses truncated or corrupt data but tolerates the harmless warnings many
  // camera JPEGs carry. `pages: 1` decodes only the first frame of an animation, and the pixel
  // limit is a second guard behind the metadata check (a header may lie about the size).
  const inputOptions: SharpOptions = { failOn: 'error', limitInputPixels: maxPixels, pages: 1, page: 0 };

  let metadata: Metadata;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'pixels' : 'type');
  }
  if (!metadataMatches(format, metadata) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('type');
  }
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > maxPixels) throw new ImageRejectedError('pixels');

  const orientedWidth = metadata.autoOrient.width;
  const orientedHeight = metadata.autoOrient.height;
  const usableWidth = maxWidthForHeight(orientedWidth, orientedHeight);
  // A sliver so tall that no width keeps it inside WebP's limits.
  if (usableWidth < 1) throw new ImageRejectedError('pixels');
  const widths = variantWidthsFor(usableWidth);
  const largestWidth = widths[widths.length - 1] ?? usableWidth;

  // Decode once: orient, shrink to the largest variant and keep raw pixels (small at 1024 wide);
  // the smaller variants are made from those pixels rather than decoding the source again.
  // Raw output is 8-bit sRGB, so CMYK and 16-bit inputs are normalised here too.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, inputOptions)
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRejectedError(isPixelLimitError(error) ? 'pixels' : 'type');
  }
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  };

  const hash = contentHash(input);
  const variants = await Promise.all(
    widths.map(async (width) => {
      let pipeline = sharp(base.data, { raw });
      if (width !== raw.width) pipeline = pipeline.resize({ width });
      // No keepMetadata/withMetadata: sharp writes no EXIF, XMP or ICC data.
      const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, file: variantFileName(hash, info.width), data };
    }),
  );
  const largest = variants[variants.length - 1];
  if (!largest) throw new ImageRejectedError('type');
  return { hash, width: largest.width, height: largest.height, variants };
}

// ---------------------------------------------------------------------------------------------
// Storage

/** `<hash>-<width>.webp`: the hash part, or null for a name the pipeline did not make. */
export function hashOfVariantFile(name: string): string | null {
  return /^([0-9a-f]{20})-\d{1,5}\.webp$/.exec(name)?.[1] ?? null;
}

/** Temporary files of an interrupted write on a local disk: `.<name>.<uuid>.tmp`. */
const TEMP_FILE = /^\..+\.tmp$/;

/** A file taken down (see ImageStore.takeDown), kept for a while under a hidden name. */
const WITHDRAWN_FILE = /^\.(.+)\.withdrawn$/;

function withdrawnName(file: string): string {
  return `.${file}.withdrawn`;
}

export interface SweepResult {
  removed: string[];
  /** Withdrawn files put back because a row refers to them again. */
  restored: string[];
  kept: number;
}

/**
 * The upload files, in a folder or a bucket (storage/). Files are named by content, so the same
 * image is stored once and may be shared by several records. A record that lets go of images
 * takes down, after its commit, the files no row refers to any more (`takeDown`): they stop
 * being served at once, but their bytes stay under a hidden name for the grace period, because
 * a save that is about to refer to the same picture may be under way (its files written, its
 * rows not yet committed). A save puts them back after its commit: by writing any missing file
 * again when it holds the image, by `restore` when it only names the files (a team photo).
 * `sweep` removes, now and then, the files no row refers to that nobody has written, reused or
 * withdrawn for the grace period: what a crash or a failed save left behind. Hidden names are
 * never served.
 */
export class ImageStore {
  readonly storage: ObjectStorage;

  /** A storage, or the path of a local uploads folder. */
  constructor(storage: ObjectStorage | string) {
    this.storage = typeof storage === 'string' ? new LocalStorage(storage) : storage;
  }

  /**
   * The site's own address of a file: what stored values hold (a team photo in the site
   * content). Pages link the catalogue's pictures through `publicUploadUrl`, which may name a CDN.
   */
  static publicUrl(file: string): string {
    return `/uploads/${file}`;
  }

  /**
   * Writes every variant not stored yet and returns the names it wrote. A variant that exists
   * already has its modification time renewed, which keeps the sweep off it while the request
   * that reuses it commits. Call it again after the commit: a file the sweep removed in the
   * instant before it was renewed is then written back. A storage that fails part-way leaves
   * whole files only (never a short one), which the sweep removes if no row comes to name them.
   */
  async save(image: ProcessedImage): Promise<string[]> {
    const written: string[] = [];
    for (const variant of image.variants) {
      if (!isSafeFileName(variant.file)) throw new Error(`Unsafe upload file name: ${JSON.stringify(variant.file)}`);
      if (await this.storage.create(variant.file, variant.data)) written.push(variant.file);
    }
    return written;
  }

  private async list(): Promise<string[]> {
    const names: string[] = [];
    for await (const object of this.storage.list()) names.push(object.name);
    return names;
  }

  /**
   * Takes down the files of `hashes` (images a commit has just let go of) that no row refers to
   * any more: each moves to a hidden name, which is never served, with its modification time
   * renewed so that the sweep keeps it for the grace period. Call it after the commit. The
   * references are read again after the move, and a file some row has come to refer to
   * meanwhile goes back (a save that commits later puts its files back itself: see `save` and
   * `restore`). Answers the names taken down.
   */
  async takeDown(hashes: Iterable<string>, referenced: () => Promise<Set<string>>): Promise<string[]> {
    const candidates = new Set(hashes);
    if (candidates.size === 0) return [];
    const before = await referenced();
    for (const hash of before) candidates.delete(hash);
    if (candidates.size === 0) return [];
    const names = (await this.list()).filter((name) => candidates.has(hashOfVariantFile(name) ?? ''));
    const withdrawn: string[] = [];
    for (const name of names) if (await this.storage.move(name, withdrawnName(name))) withdrawn.push(name);
    if (withdrawn.length === 0) return [];
    const after = await referenced();
    const wanted = withdrawn.filter((name) => after.has(hashOfVariantFile(name) ?? ''));
    await this.restore(wanted);
    return withdrawn.filter((name) => !wanted.includes(name));
  }

  /**
   * Puts back each of `files` that is missing but withdrawn (see `takeDown`). A save that only
   * names files, without their bytes, calls it after its commit. Answers the names put back; a
   * file neither there nor withdrawn is left missing (the sweep removed it after its grace).
   */
  async restore(files: Iterable<string>): Promise<string[]> {
    const restored: string[] = [];
    for (const file of files) {
      if (!isSafeFileName(file)) throw new Error(`Unsafe upload file name: ${JSON.stringify(file)}`);
      if (await this.storage.touch(file)) continue;
      // Replaces nothing but the same picture, should a save have written it back meanwhile;
      // false when not withdrawn (or put back by another instance meanwhile).
      if (await this.storage.move(withdrawnName(file), file)) restored.push(file);
    }
    return restored;
  }

  /**
   * Removes the variant files whose hash is not in `referenced`, the temp files of interrupted
   * writes and withdrawn files, when not modified for `graceMs`; puts back a withdrawn file a
   * row refers to again (a takedown interrupted between its move and its second look).
   * `referenced` must be read after this call began listing: a file renewed by a save after
   * that is young, and so kept.
   */
  async sweep(referenced: () => Promise<Set<string>>, graceMs: number, now = Date.now()): Promise<SweepResult> {
    const names = await this.list();
    const candidates = names.filter(
      (name) => TEMP_FILE.test(name) || hashOfVariantFile(WITHDRAWN_FILE.exec(name)?.[1] ?? name) !== null,
    );
    const hashes = await referenced();
    const removed: string[] = [];
    const restored: string[] = [];
    let kept = 0;
    for (const name of candidates) {
      const withdrawnFrom = WITHDRAWN_FILE.exec(name)?.[1];
      const hash = hashOfVariantFile(withdrawnFrom ?? name);
      if (hash !== null && hashes.has(hash)) {
        if (withdrawnFrom === undefined) {
          kept += 1;
          continue;
        }
        if ((await this.restore([withdrawnFrom])).length > 0) {
          restored.push(withdrawnFrom);
          continue;
        }
        // The file itself is there: this copy is left over, and goes when old.
      }
      // Judged by its own time, read now (a listing may be older, and in a bucket it may not
      // show a touch); gone meanwhile (another instance's sweep) is fine.
      const info = await this.storage.stat(name);
      if (!info) continue;
      if (now - info.modifiedMs < graceMs) {
        kept += 1;
        continue;
      }
      await this.storage.delete(name);
      removed.push(name);
    }
    return { removed, restored, kept };
  }
}
