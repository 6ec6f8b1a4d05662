import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { CelebrityPortrait } from '#web/components/celebrity-portrait';
import { buttonClasses } from '#web/components/ui/button';
import { CelebrityAbout } from './celebrity-about';
import { CelebrityFacts } from './celebrity-facts';
import { CelebrityFigures } from './celebrity-figures';
import { CelebrityPriceCard } from './celebrity-price-card';
import { CelebrityViewGallery } from './celebrity-view-gallery';

/** How wide the profile image is drawn: full width, then two fifths of the content. */
const PROFILE_SIZES = '(min-width: 1280px) 480px, (min-width: 1024px) 38vw, (min-width: 640px) 60vw, 100vw';

/** The admin view of one celebrity (SPEC §2). */
export function CelebrityView({ celebrity }: { celebrity: Celebrity }) {
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <Link
          to={PAGES.adminCelebrities.getHref()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All celebrities
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">Celebrity Details</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-brand-950 sm:text-3xl">
              {celebrity.name}
            </h1>
            <p className="mt-2">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                {celebrity.category}
              </span>
            </p>
          </div>
          <Link to={PAGES.adminCelebrityEdit.getHref(celebrity._id)} className={buttonClasses()}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </Link>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
        <div className="space-y-6">
          <div className="overflow-hidden rounded-2xl bg-brand-100 shadow-md ring-1 ring-slate-200">
            <CelebrityPortrait
              celebrity={celebrity}
              alt={celebrity.name}
              sizes={PROFILE_SIZES}
              priority
              className="aspect-[4/5] w-full object-cover object-top"
              initialClassName="text-7xl"
            />
          </div>
          <CelebrityPriceCard celebrity={celebrity} />
        </div>
        <div className="space-y-6">
          <CelebrityFacts celebrity={celebrity} />
          <CelebrityFigures stats={celebrity.stats} />
          <CelebrityAbout celebrity={celebrity} />
        </div>
      </div>

      <CelebrityViewGallery name={celebrity.name} images={celebrity.gallery} />
    </div>
  );
}
