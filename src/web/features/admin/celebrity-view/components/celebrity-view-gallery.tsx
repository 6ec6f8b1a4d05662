import { Images } from 'lucide-react';
import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';
import { ResponsiveImage } from '#web/components/responsive-image';

const GALLERY_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 31vw, 46vw';

/** The gallery grid (SPEC §2); below the fold, so its images load lazily. */
export function CelebrityViewGallery({ name, images }: { name: string; images: ResponsiveImageData[] }) {
  return (
    <section aria-labelledby="celebrity-gallery-heading">
      <h2 id="celebrity-gallery-heading" className="text-xl font-bold tracking-tight text-brand-950">
        Gallery
      </h2>
      {images.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-600">
          <Images className="size-5 text-brand-400" aria-hidden="true" />
          No gallery images yet.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.url} className="overflow-hidden rounded-xl bg-brand-100 ring-1 ring-slate-200">
              <ResponsiveImage
                image={image}
                alt={`${name}, gallery photo ${index + 1} of ${images.length}`}
                sizes={GALLERY_SIZES}
                className="aspect-square size-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
