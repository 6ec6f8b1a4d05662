import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import sharp from 'sharp';
import { PIPELINE_VERSION, type ProcessedImage } from '#server/images/images';

/** Where a machine keeps the demo's drawn images between runs. */
export const DEFAULT_DRAWN_IMAGE_CACHE = path.join(os.tmpdir(), 'starline-demo-images');

function isProcessedImage(value: unknown): value is ProcessedImage {
  const image = value as ProcessedImage | null;
  return (
    typeof image?.hash === 'string' &&
    Array.isArray(image.variants) &&
    image.variants.length > 0 &&
    image.variants.every((variant) => typeof variant.file === 'string' && Buffer.isBuffer(variant.data))
  );
}

/**
 * The demo's pictures are drawn from SVG and put through the upload pipeline: about six CPU
 * seconds on two cores, on every new demo database (each test server, each `npm run demo` on a
 * fresh folder). Once drawn, an image is kept in `dir` under a name made from everything that
 * made it (the drawing, the pipeline's version, libvips' version), and read back instead of drawn
 * again. A copy that cannot be read is drawn again; each is written whole and then renamed, so
 * two servers starting at once never read half of one.
 */
export async function drawnImage(
  dir: string,
  drawing: string,
  draw: () => Promise<ProcessedImage>,
): Promise<ProcessedImage> {
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${sharp.versions.vips}\0${drawing}`)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(dir, `${key}.bin`);
  try {
    const kept: unknown = deserialize(await readFile(file));
    // Buffers come back as Buffers.
    if (isProcessedImage(kept)) return kept;
  } catch {
    // Not drawn yet on this machine, or unreadable: draw it.
  }
  const image = await draw();
  try {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, serialize(image));
    await rename(partial, file);
  } catch {
    // A read-only or full temp folder costs the next start its time, nothing else.
  }
  return image;
}
