import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_VARIANT_WIDTH,
  ImageRejectedError,
  ImageStore,
  VARIANT_WIDTHS,
  defaultVariant,
  isSafeFileName,
  maxWidthForHeight,
  processImage,
  sniffImageFormat,
  variantWidthsFor,
} from './images.js';

function solid(width: number, height: number, background = '#3366aa') {
  return sharp({ create: { width, height, channels: 3, background } });
}

async function rejection(input: Buffer, options?: { maxPixels?: number }): Promise<string | undefined> {
  try {
    await processImage(input, options);
    return undefined;
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.reason;
    throw error;
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([length, typeBytes, data, crc]);
}

/** A well-formed PNG header claiming a huge size, with one row of pixel data: a cheap "bomb". */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const oneRow = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', oneRow),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pure helpers', () => {
  it('chooses variant widths without upscaling', () => {
    expect(VARIANT_WIDTHS).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(2000)).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(1024)).toEqual([320, 640, 1024]);
    expect(variantWidthsFor(640)).toEqual([320, 640]);
    expect(variantWidthsFor(500)).toEqual([320, 500]);
    expect(variantWidthsFor(320)).toEqual([320]);
    expect(variantWidthsFor(100)).toEqual([100]);
  });

  it('keeps very tall images inside WebP limits', () => {
    expect(maxWidthForHeight(1000, 800)).toBe(1000);
    expect(maxWidthForHeight(1000, 32_766)).toBe(500);
    expect(maxWidthForHeight(1, 40_000)).toBe(0);
  });

  it('picks the default variant', () => {
    expect(DEFAULT_VARIANT_WIDTH).toBe(640);
    const w = (...widths: number[]) => widths.map((width) => ({ width }));
    expect(defaultVariant(w(320, 640, 1024)).width).toBe(640);
    expect(defaultVariant(w(1024, 640, 320)).width).toBe(640);
    expect(defaultVariant(w(320, 500)).width).toBe(500);
    expect(defaultVariant(w(1024, 800)).width).toBe(800);
    expect(() => defaultVariant([])).toThrow();
  });

  it('accepts only bare file names', () => {
    expect(isSafeFileName('0123456789abcdef0123-640.webp')).toBe(true);
    for (const bad of ['', '../x.webp', 'a/b.webp', 'a\\b.webp', '..', '.hidden', 'a..b', 'x\0.webp']) {
      expect(isSafeFileName(bad), bad).toBe(false);
    }
  });

  it('sniffs formats by their bytes', () => {
    expect(sniffImageFormat(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it.each([
    ['png', () => solid(300, 200).png().toBuffer()],
    ['jpeg', () => solid(300, 200).jpeg().toBuffer()],
    ['gif', () => solid(300, 200).gif().toBuffer()],
    ['webp', () => solid(300, 200).webp().toBuffer()],
    ['avif', () => solid(300, 200).avif().toBuffer()],
  ])('accepts %s and writes WebP', async (_format, make) => {
    const image = await processImage(await make());
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
    expect(image.width).toBe(300);
    expect(image.height).toBe(200);
    const variant = image.variants[0]!;
    expect(variant.file).toBe(`${image.hash}-300.webp`);
    expect((await sharp(variant.data).metadata()).format).toBe('webp');
  });

  it('refuses anything that is not an accepted image, with reason "type"', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="red"/></svg>',
    );
    const inputs: Record<string, Buffer> = {
      text: Buffer.from('This is a text file saved as photo.png\n'),
      random: randomBytes(4096),
      svg,
      truncatedPng: png.subarray(0, Math.floor(png.length / 2)),
      truncatedJpeg: (await solid(300, 200).jpeg().toBuffer()).subarray(0, 200),
      pngMagicThenGarbage: Buffer.concat([png.subarray(0, 8), randomBytes(200)]),
      tiff: await solid(30, 20).tiff().toBuffer(),
      empty: Buffer.alloc(0),
    };
    for (const [name, input] of Object.entries(inputs)) {
      expect(await rejection(input), name).toBe('type');
    }
  });

  it('refuses images over the pixel limit, with reason "pixels"', async () => {
    // The default limit (40 MP) against a header claiming 10000 x 5000: refused before decoding.
    expect(await rejection(pngClaiming(10_000, 5_000))).toBe('pixels');
    const image = await solid(200, 100).png().toBuffer();
    expect(await rejection(image, { maxPixels: 19_999 })).toBe('pixels');
    await expect(processImage(image, { maxPixels: 20_000 })).resolves.toBeTruthy();
  });

  it('applies the EXIF orientation and strips all metadata', async () => {
    // 200 x 100 stored, orientation 6 (rotate 90° clockwise to display): shown 100 x 200.
    const jpeg = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Secret Copyright Owner', Make: 'SecretCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 2/1 3/1', GPSMapDatum: 'SECRET-DATUM' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('SecretCam')).toBe(true);
    expect(before.exif?.includes('SECRET-DATUM')).toBe(true); // the GPS block is there
    expect(before.icc).toBeDefined();

    const image = await processImage(jpeg);
    expect([image.width, image.height]).toEqual([100, 200]);
    for (const variant of image.variants) {
      const after = await sharp(variant.data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.data.includes('SecretCam')).toBe(false);
      expect(variant.data.includes('Secret Copyright Owner')).toBe(false);
      expect(variant.data.includes('SECRET-DATUM')).toBe(false);
      expect(variant.data.includes('Exif')).toBe(false);
    }
  });

  it('narrows a very tall image so every variant fits WebP', async () => {
    const image = await processImage(await solid(100, 20_000).png().toBuffer());
    expect(image.variants).toHaveLength(1);
    expect(image.width).toBe(81); // 100 * 16383 / 20000, rounded down
    expect(image.height).toBeLessThanOrEqual(16_383);
  });

  it('keeps only the first frame of an animation', async () => {
    const frame = (colour: string) => solid(60, 40, colour).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const image = await processImage(gif);
    const variant = image.variants[0]!;
    const meta = await sharp(variant.data).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([variant.width, variant.height]).toEqual([60, 40]);
    const { data } = await sharp(variant.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red
    expect(data[1]).toBeLessThan(50);
  });

  it('makes variants at 320, 640 and 1024 for a wide image', async () => {
    const image = await processImage(await solid(2000, 1000).jpeg().toBuffer());
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
      [1024, 512],
    ]);
    expect([image.width, image.height]).toEqual([1024, 512]);
    expect(image.variants.map((v) => v.file)).toEqual([320, 640, 1024].map((w) => `${image.hash}-${w}.webp`));
  });

  it('never upscales a narrow image', async () => {
    const image = await processImage(await solid(500, 250).png().toBuffer());
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [500, 250],
    ]);
    expect(defaultVariant(image.variants).width).toBe(500);
  });

  it('hashes the input bytes: stable for the same bytes, different for others', async () => {
    const a = await solid(50, 50, '#112233').png().toBuffer();
    const b = await solid(50, 50, '#112234').png().toBuffer();
    const first = await processImage(a);
    const again = await processImage(Buffer.from(a));
    const other = await processImage(b);
    expect(first.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(again.hash).toBe(first.hash);
    expect(other.hash).not.toBe(first.hash);
  });
});

describe('ImageStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'images-test-')), 'uploads');
  });
  afterAll(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('gives public URLs under /uploads', () => {
    expect(ImageStore.publicUrl('abc-640.webp')).toBe('/uploads/abc-640.webp');
  });

  it('saves new files, skips existing ones, and writes back a missing one', async () => {
    const store = new ImageStore(dir); // creates the folder
    expect(await readdir(dir)).toEqual([]);
    const image = await processImage(await solid(700, 350).png().toBuffer());
    const files = image.variants.map((v) => v.file);

    expect(await store.save(image)).toEqual(files);
    expect((await readdir(dir)).sort()).toEqual([...files].sort()); // no temp files left behind
    for (const variant of image.variants) {
      expect((await readFile(path.join(dir, variant.file))).equals(variant.data)).toBe(true);
    }

    // Saved again (another record with the same picture): nothing new is written...
    expect(await store.save(image)).toEqual([]);
    // ...but a file removed meanwhile (by a sweep) is written back.
    await unlink(path.join(dir, files[0]!));
    expect(await store.save(image)).toEqual([files[0]]);
    await rm(dir, { recursive: true, force: true });
  });

  it('lets only one of two concurrent saves claim a file', async () => {
    const store = new ImageStore(dir);
    const image = await processImage(await solid(330, 100, '#445566').png().toBuffer());
    const [a, b] = await Promise.all([store.save(image), store.save(image)]);
    expect([...a, ...b].sort()).toEqual(image.variants.map((v) => v.file).sort());
    await rm(dir, { recursive: true, force: true });
  });

  it('renews the modification time of a file it reuses, so the sweep keeps it', async () => {
    const store = new ImageStore(dir);
    const image = await processImage(await solid(120, 100, '#123456').png().toBuffer());
    await store.save(image);
    const file = path.join(dir, image.variants[0]!.file);
    const longAgo = new Date(Date.now() - 3 * 3_600_000);
    await utimes(file, longAgo, longAgo);
    await store.save(image);
    expect(Date.now() - (await stat(file)).mtimeMs).toBeLessThan(60_000);
    await rm(dir, { recursive: true, force: true });
  });

  describe('sweep', () => {
    const HOUR = 3_600_000;

    async function age(name: string, ms: number): Promise<void> {
      const when = new Date(Date.now() - ms);
      await utimes(path.join(dir, name), when, when);
    }

    it('removes unreferenced files and temp files past the grace period, keeps the rest', async () => {
      const store = new ImageStore(dir);
      const kept = await processImage(await solid(100, 100, '#010101').png().toBuffer());
      const orphan = await processImage(await solid(100, 100, '#020202').png().toBuffer());
      const young = await processImage(await solid(100, 100, '#030303').png().toBuffer());
      for (const image of [kept, orphan, young]) await store.save(image);
      for (const image of [kept, orphan]) for (const v of image.variants) await age(v.file, 2 * HOUR);
      await writeFile(path.join(dir, '.abc-640.webp.1234.tmp'), 'half');
      await age('.abc-640.webp.1234.tmp', 2 * HOUR);
      await writeFile(path.join(dir, 'README.txt'), 'not ours');
      await age('README.txt', 2 * HOUR);

      const result = await store.sweep(async () => new Set([kept.hash]), HOUR);

      expect(result.removed.sort()).toEqual([...orphan.variants.map((v) => v.file), '.abc-640.webp.1234.tmp'].sort());
      const left = await readdir(dir);
      for (const v of [...kept.variants, ...young.variants]) expect(left).toContain(v.file);
      expect(left).toContain('README.txt');
      await rm(dir, { recursive: true, force: true });
    });

    it('asks for the referenced hashes only after listing, so a file committed meanwhile stays', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#040404').png().toBuffer());
      await store.save(image);
      for (const v of image.variants) await age(v.file, 2 * HOUR);
      const result = await store.sweep(async () => new Set([image.hash]), HOUR);
      expect(result.removed).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    });

    it('keeps a withdrawn file for the grace period, then removes it', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#050505').png().toBuffer());
      await store.save(image);
      await store.takeDown([image.hash], async () => new Set());
      expect((await store.sweep(async () => new Set(), HOUR)).removed).toEqual([]);
      const result = await store.sweep(async () => new Set(), HOUR, Date.now() + 2 * HOUR);
      expect(result.removed.sort()).toEqual(image.variants.map((v) => `.${v.file}.withdrawn`).sort());
      expect(await readdir(dir)).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    });

    it('puts back a withdrawn file a row refers to again (a takedown cut short before its second look)', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#060606').png().toBuffer());
      await store.save(image);
      await store.takeDown([image.hash], async () => new Set());
      const result = await store.sweep(async () => new Set([image.hash]), HOUR, Date.now() + 2 * HOUR);
      expect(result.restored.sort()).toEqual(image.variants.map((v) => v.file).sort());
      expect(result.removed).toEqual([]);
      expect((await readdir(dir)).sort()).toEqual(image.variants.map((v) => v.file).sort());
      await rm(dir, { recursive: true, force: true });
    });
  });

  describe('takeDown', () => {
    const hidden = (file: string) => `.${file}.withdrawn`;

    it('withdraws at once every file of the released hashes that no row refers to, and nothing else', async () => {
      const store = new ImageStore(dir);
      const released = await processImage(await solid(700, 300, '#070707').png().toBuffer());
      const shared = await processImage(await solid(90, 90, '#080808').png().toBuffer());
      const pending = await processImage(await solid(90, 90, '#090909').png().toBuffer());
      for (const image of [released, shared, pending]) await store.save(image);

      const gone = await store.takeDown([released.hash, shared.hash], async () => new Set([shared.hash]));

      const files = released.variants.map((v) => v.file);
      expect(gone.sort()).toEqual([...files].sort());
      const left = await readdir(dir);
      for (const file of files) {
        expect(left).not.toContain(file);
        expect(left).toContain(hidden(file));
        // Renewed, so the sweep keeps the copy for its grace period.
        expect(Date.now() - (await stat(path.join(dir, hidden(file)))).mtimeMs).toBeLessThan(60_000);
      }
      // A file another row refers to stays; so does an upload not released by this write.
      for (const v of [...shared.variants, ...pending.variants]) expect(left).toContain(v.file);
      await rm(dir, { recursive: true, force: true });
    });

    it('puts a file back when a save commits a row for it while it is being taken down', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#0a0a0a').png().toBuffer());
      await store.save(image);
      let reads = 0;
      // First look: nobody refers to it; the second, after the move: a save has committed.
      const referenced = async () => new Set((reads += 1) === 1 ? [] : [image.hash]);
      expect(await store.takeDown([image.hash], referenced)).toEqual([]);
      expect(reads).toBe(2);
      expect((await readdir(dir)).sort()).toEqual(image.variants.map((v) => v.file).sort());
      await rm(dir, { recursive: true, force: true });
    });

    it('leaves a save that commits after it to bring the files back: by writing them, or by restore', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#0b0b0b').png().toBuffer());
      const files = image.variants.map((v) => v.file).sort();
      await store.save(image);

      // A save holding the bytes (a celebrity's) writes them again after its commit…
      await store.takeDown([image.hash], async () => new Set());
      expect((await store.save(image)).sort()).toEqual(files);
      for (const variant of image.variants) {
        expect((await readFile(path.join(dir, variant.file))).equals(variant.data)).toBe(true);
      }

      // …one that only names them (a team photo) puts the withdrawn copies back.
      await rm(dir, { recursive: true, force: true });
      await store.save(image);
      await store.takeDown([image.hash], async () => new Set());
      expect((await store.restore(files)).sort()).toEqual(files);
      expect((await readdir(dir)).sort()).toEqual(files);
      // Nothing to put back: the files are there, or were never withdrawn.
      expect(await store.restore(files)).toEqual([]);
      expect(await store.restore(['0123456789abcdef0123-640.webp'])).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    });

    it('does nothing when every released hash is still referenced or nothing was released', async () => {
      const store = new ImageStore(dir);
      const image = await processImage(await solid(90, 90, '#0c0c0c').png().toBuffer());
      await store.save(image);
      let reads = 0;
      const referenced = async () => {
        reads += 1;
        return new Set([image.hash]);
      };
      expect(await store.takeDown([image.hash], referenced)).toEqual([]);
      expect(await store.takeDown([], referenced)).toEqual([]);
      expect(reads).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(image.variants.map((v) => v.file).sort());
      await rm(dir, { recursive: true, force: true });
    });
  });
});
