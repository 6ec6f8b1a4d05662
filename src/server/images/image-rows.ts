import type { ProcessedImage } from './images.js';

/**
 * The `celebrity_images` row for a processed image. The bytes live in files; the row keeps
 * only what a page needs to point at them.
 */
export function imageRowOf(celebrityId: string, kind: 'profile' | 'gallery', position: number, image: ProcessedImage) {
  return {
    celebrityId,
    kind,
    position,
    hash: image.hash,
    width: image.width,
    height: image.height,
    variants: image.variants.map(({ width, height, file }) => ({ width, height, file })),
  };
}
