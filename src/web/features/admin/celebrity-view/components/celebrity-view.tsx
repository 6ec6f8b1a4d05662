import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { CelebrityPortrait } from '#web/components/celebrity-portrait';
import { buttonClasses } from '#web/components/ui/button';
import { CelebrityStatusBadge } from '#web/components/celebrity-status-badge';
import { PublishButton } from '#web/components/publish-button';
import { CelebrityAbout } from './celebrity-about';
import { CelebrityFacts } from './celebrity-facts';
import { CelebrityFigures } from './celebrity-figures';
import { CelebrityManagerCard } from './celebrity-manager-card';
import { CelebrityPriceCard } from './celebrity-price-card';
import { CelebrityViewGallery } from './celebrity-view-gallery';

/** How wide the profile image is drawn: full width, then two fifths of the content. */
const PROFILE_SIZES = '(min-width: 1280px) 480px, (min-width: 1024px) 38vw, (min-width: 640px) 60vw, 100vw';

/**
 * The admin view of one celebrity (SPEC §2), which is also the staff's preview of a draft: its
 * status, its public address (a link once published), and Publish or Unpublish. `payee` is the
 * payee's section the page puts under the profile (another feature's).
 */
export function CelebrityView({ celebrity, payee }: { celebrity: Celebrity; payee?: ReactNode }) {
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
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                {celebrity.category}
              </span>
              <CelebrityStatusBadge status={celebrity.status} className="px-3 py-1 text-sm" />
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <PublishButton celebrity={celebrity} size="md" />
            <Link to={PAGES.adminCelebrityEdit.getHref(celebrity._id)} className={buttonClasses()}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Profile
            </Link>
          </div>
        </div>
        <PublicAddress celebrity={celebrity} />
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
          <CelebrityManagerCard celebrityId={celebrity._id} celebrityName={celebrity.name} />
        </div>
      </div>

      {payee}

      <CelebrityViewGallery name={celebrity.name} images={celebrity.gallery} />
    </div>
  );
}

/** Where the public finds the profile: a link once published; for a draft, where it will be. */
function PublicAddress({ celebrity }: { celebrity: Celebrity }) {
  const href = PAGES.celebrity.getHref(celebrity.slug);
  if (celebrity.status === 'draft') {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
        <strong className="font-semibold">Draft preview.</strong> Only staff can see this profile. Once published it
        will be at <span className="font-mono break-all">{href}</span>.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      On the site at{' '}
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-mono font-semibold break-all text-brand-700 underline hover:text-brand-900"
      >
        {href}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
