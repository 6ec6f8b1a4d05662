import type { ResponsiveImage } from './schemas/celebrity.js';

/**
 * How wide a celebrity's portrait is drawn on their page: at most 28rem in one column, 5/12 of
 * max-w-7xl beside the text. The page's `<img sizes>` and the server's preload of that image use
 * this one string, so the browser picks the same file for both and downloads it once.
 */
export const CELEBRITY_PORTRAIT_SIZES =
  '(min-width: 1280px) 487px, (min-width: 1024px) calc((100vw - 7rem) * 5 / 12), (min-width: 480px) 448px, calc(100vw - 2rem)';

/** The `srcset` of an image from its WebP variants. */
export function srcSetOf(image: ResponsiveImage): string {
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
