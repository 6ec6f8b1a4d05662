import jsQR from 'jsqr';
import sharp from 'sharp';

/*
 * Reading a QR back as a phone would (issue 38): the image turned into raw RGBA pixels by sharp,
 * then decoded by jsqr. Null when no QR is found.
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
