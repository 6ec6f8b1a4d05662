import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';
import { ResponsiveImage } from './responsive-image';

interface CelebrityPortraitProps {
  celebrity: { name: string; profileImage: ResponsiveImageData | null };
  alt: string;
  /** The `sizes` attribute for this place (see ResponsiveImage). */
  sizes: string;
  priority?: boolean;
  /** Box classes, given to the image or to the stand-in alike. */
  className: string;
  /** The stand-in letter's size. */
  initialClassName?: string;
}

/** A celebrity's profile image, or their initial on the brand tint when they have none. */
export function CelebrityPortrait({
  celebrity,
  alt,
  sizes,
  priority = false,
  className,
  initialClassName = 'text-5xl',
}: CelebrityPortraitProps) {
  if (celebrity.profileImage) {
    return (
      <ResponsiveImage
        image={celebrity.profileImage}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center font-bold text-brand-300 ${initialClassName} ${className}`}
    >
      {celebrity.name.charAt(0)}
    </span>
  );
}
