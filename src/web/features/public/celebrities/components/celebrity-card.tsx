import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatCelebrityPrice } from '#shared/format';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { CelebrityLocationFollowers } from '#web/components/celebrity-location-followers';
import { cardEnterStyle } from '#web/components/layout/card-enter';
import { CelebrityPortrait } from '#web/components/celebrity-portrait';
import { CARD_BODY, CARD_GAP, CARD_IMAGE_BOX, CARD_PLACE_LINE } from './card-box';

/** How wide a card's image is drawn: one column, then two, three and four (max-w-7xl). */
const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 287px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)';

/** SPEC §2 / §9: two specialties, then "+N more" for the rest. */
const SHOWN_SPECIALTIES = 2;

interface CelebrityCardProps {
  celebrity: Celebrity;
  /** Position within its loaded page: drives the 0.1 s entrance step. */
  index: number;
  /** The first card of the page: its image is the likely LCP and loads eagerly. */
  priority?: boolean;
}

/**
 * One listing card, a single link to the profile. Its accessible name is the celebrity's name;
 * the rest of the card (category, rating, place, followers, specialties, price) describes it.
 */
export function CelebrityCard({ celebrity, index, priority = false }: CelebrityCardProps) {
  const shown = celebrity.specialties.slice(0, SHOWN_SPECIALTIES);
  const more = celebrity.specialties.length - shown.length;
  const nameId = useId();
  const detailsId = useId();
  return (
    <Link
      to={PAGES.celebrity.getHref(celebrity.slug)}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      className="card-enter group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 shadow-brand-900/5 ring-brand-100 transition-shadow hover:shadow-xl hover:shadow-brand-900/10"
      style={cardEnterStyle(index)}
    >
      <div className={`relative overflow-hidden bg-brand-100 ${CARD_IMAGE_BOX}`}>
        <CelebrityPortrait
          celebrity={celebrity}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="size-full object-cover object-[50%_20%] transition-transform duration-500 group-hover:scale-105 sm:object-center"
        />
      </div>
      <div className={`flex flex-1 flex-col ${CARD_BODY}`}>
        <h2 id={nameId} className="text-lg leading-snug font-bold text-brand-950 group-hover:text-brand-700">
          {celebrity.name}
        </h2>
        <div id={detailsId} className={`flex flex-1 flex-col ${CARD_GAP}`}>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
              {celebrity.category}
            </span>
            <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
              <Star className="size-4 fill-gold-400 text-gold-500" aria-hidden="true" />
              <span className="sr-only">, rated</span>
              {celebrity.rating.toFixed(1)}
            </span>
          </p>
          <div className={CARD_PLACE_LINE}>
            <CelebrityLocationFollowers celebrity={celebrity} />
          </div>
          {celebrity.specialties.length > 0 && (
            <p className="flex flex-wrap gap-1.5 text-xs font-medium">
              {shown.map((specialty) => (
                <span key={specialty} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
                  {specialty}
                  <span className="sr-only">,</span>
                </span>
              ))}
              {more > 0 && <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">+{more} more</span>}
            </p>
          )}
          <p className="mt-auto border-t border-slate-100 pt-2 text-base font-bold text-brand-700 sm:pt-3">
            {formatCelebrityPrice(celebrity)}
          </p>
        </div>
      </div>
    </Link>
  );
}
