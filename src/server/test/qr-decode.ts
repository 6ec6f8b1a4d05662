import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const execFileAsync = promisify(execFile);

/*
 * Reading a QR back as a phone would (issue 38): the image turned into raw RGBA pixels by sharp,
 * then decoded by jsqr. Null when no QR is found. A PDF's pages are first rendered by poppler's
 * pdftoppm (installed by .ci/run).
 */

/** The text of the QR in an image (PNG, SVG, …), or null when it has none. */
export async function decodeQr(image: Buffer | string, density?: number): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, density ? { density } : {})
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return found?.data ?? null;
}

/**
 * The QR codes printed on a PDF's pages, page by page (null for a page without one): each page
 * rendered at 150 dpi by poppler's pdftoppm, then read as decodeQr reads an image.
 */
export async function decodePdfQrs(pdf: Buffer): Promise<(string | null)[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'qr-pdf-'));
  try {
    await writeFile(path.join(folder, 'document.pdf'), pdf);
    await execFileAsync('pdftoppm', ['-r', '150', '-png', 'document.pdf', 'page'], { cwd: folder, timeout: 60_000 });
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    return Promise.all(pages.map(async (page) => decodeQr(await readFile(path.join(folder, page)))));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
