import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';
import { ResponsiveImage } from '#web/components/responsive-image';
import { DetailSection } from './detail-section';

/** Two columns, then three, inside max-w-7xl. */
const GALLERY_SIZES =
  '(min-width: 1280px) 389px, (min-width: 640px) calc((100vw - 6rem) / 3), calc((100vw - 3rem) / 2)';

interface CelebrityGalleryProps {
  name: string;
  images: ResponsiveImageData[];
}

/** The gallery grid; below the fold, so every image loads lazily. */
export function CelebrityGallery({ name, images }: CelebrityGalleryProps) {
  return (
    <DetailSection id="gallery-heading" title="Gallery">
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.url} className="overflow-hidden rounded-xl bg-brand-100 shadow-sm">
            <ResponsiveImage
              image={image}
              alt={`${name}, gallery photo ${index + 1} of ${images.length}`}
              sizes={GALLERY_SIZES}
              className="aspect-[3/2] size-full object-cover transition-transform duration-500 hover:scale-105"
            />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
