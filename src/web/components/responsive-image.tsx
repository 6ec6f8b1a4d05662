import { srcSetOf } from '#shared/image-sizes';
import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';

interface ResponsiveImageProps {
  image: ResponsiveImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The first visible image: loaded eagerly with high priority (LCP); all others lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the server's WebP variants: `srcset` by width, and its intrinsic width and
 * height so the browser reserves the space before it loads (no layout shift).
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
