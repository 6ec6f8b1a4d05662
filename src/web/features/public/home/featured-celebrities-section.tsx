import { Link } from 'react-router';
import { FEATURED_COUNT } from '#shared/constants/celebrities';
import { formatCelebrityPrice } from '#shared/format';
import { PAGES } from '#shared/pages';
import { ArrowRightIcon, StarIcon } from '#web/components/layout/icons';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { ResponsiveImage } from '#web/components/responsive-image';
import { useFeaturedCelebrities } from './use-featured-celebrities';

const cardClass = 'overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100';

/** SPEC §2: the first three featured celebrities (staff choose them and their order), each linking to its profile. */
export function FeaturedCelebritiesSection() {
  const featured = useFeaturedCelebrities();
  const list = featured.status === 'success' ? featured.celebrities : null;

  return (
    <PageSection band id="featured" eyebrow="Featured Talent" title="Stars our clients love">
      {featured.status === 'error' || list?.length === 0 ? (
        <p className="mt-14 text-center text-slate-600">Our featured stars will be back shortly.</p>
      ) : (
        <ul className="mt-14 grid gap-8 md:grid-cols-3" aria-busy={!list}>
          {list
            ? list.map((celebrity, i) => (
                <CardEnterItem key={celebrity._id} index={i}>
                  <Link
                    to={PAGES.celebrity.getHref(celebrity.slug)}
                    className={`group block h-full transition duration-300 hover:-translate-y-1 hover:shadow-xl ${cardClass}`}
                  >
                    <div className="aspect-[4/5] overflow-hidden bg-brand-100">
                      {celebrity.profileImage && (
                        <ResponsiveImage
                          image={celebrity.profileImage}
                          alt=""
                          sizes="(min-width: 1280px) 384px, (min-width: 768px) 31vw, calc(100vw - 2rem)"
                          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                        />
                      )}
                    </div>
                    <div className="p-6">
                      <p className="flex items-center justify-between gap-4 text-sm">
                        <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800">
                          {celebrity.category}
                        </span>
                        <span className="flex items-center gap-1 font-semibold text-slate-700">
                          <StarIcon className="size-4 text-gold-500" fill="currentColor" />
                          <span className="sr-only">Rated</span> {celebrity.rating.toFixed(1)}
                          <span className="sr-only">out of 5</span>
                        </span>
                      </p>
                      <h3 className="mt-4 text-xl font-semibold text-brand-950 group-hover:text-brand-700">
                        {celebrity.name}
                      </h3>
                      <p className="mt-4 flex items-center justify-between border-t border-brand-100 pt-4 font-bold text-brand-700">
                        {formatCelebrityPrice(celebrity)}
                        <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
                      </p>
                    </div>
                  </Link>
                </CardEnterItem>
              ))
            : Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i} className={`${cardClass} animate-pulse`}>
                  <div className="aspect-[4/5] bg-brand-100" />
                  <div className="h-40 p-6" />
                </li>
              ))}
        </ul>
      )}
      <p className="mt-12 text-center">
        <Link
          to={PAGES.celebrities.getHref()}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-7 py-3.5 font-semibold text-white shadow-md shadow-brand-700/25 transition-colors hover:bg-brand-800"
        >
          View All Celebrities
          <ArrowRightIcon className="size-5" />
        </Link>
      </p>
    </PageSection>
  );
}
