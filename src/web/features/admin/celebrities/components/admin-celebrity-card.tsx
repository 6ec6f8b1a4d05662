import { Star } from 'lucide-react';
import { useId } from 'react';
import { formatCelebrityPrice } from '#shared/format';
import type { Celebrity } from '#shared/schemas/celebrity';
import { CelebrityLocationFollowers } from '#web/components/celebrity-location-followers';
import { cardEnterStyle } from '#web/components/layout/card-enter';
import { CelebrityPortrait } from '#web/components/celebrity-portrait';
import { CelebrityStatusBadge } from '#web/components/celebrity-status-badge';
import { CelebrityCardActions } from './celebrity-card-actions';

/** How wide a card's image is drawn: one column, then two, three and four. */
const CARD_IMAGE_SIZES = '(min-width: 1536px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 100vw';

interface AdminCelebrityCardProps {
  celebrity: Celebrity;
  /** Position within its page: drives the 0.1 s entrance step (SPEC §9). */
  index: number;
  priority?: boolean;
  onDeleted: () => void;
}

/**
 * One card of the admin list (SPEC §2): the profile at a glance with its status (Draft or
 * Published) and place among the featured, then Edit and the card's other actions behind
 * "More actions" (View, Publish or Unpublish, Add to or Remove from featured, Delete).
 */
export function AdminCelebrityCard({ celebrity, index, priority = false, onDeleted }: AdminCelebrityCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="card-enter flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
      style={cardEnterStyle(index % 12)}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-100">
        <CelebrityPortrait
          celebrity={celebrity}
          alt={celebrity.name}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="size-full object-cover object-top"
        />
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-sm font-semibold text-slate-900 shadow-sm">
          <Star className="size-4 fill-gold-400 text-gold-500" aria-hidden="true" />
          <span className="sr-only">Rating </span>
          {celebrity.rating.toFixed(1)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {celebrity.category}
          </span>
          <CelebrityStatusBadge status={celebrity.status} />
          {celebrity.featuredPosition !== null && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-50 px-2.5 py-0.5 text-xs font-semibold text-brand-950 ring-1 ring-gold-300">
              <Star className="size-3 fill-gold-400 text-gold-500" aria-hidden="true" />
              Featured #{celebrity.featuredPosition}
            </span>
          )}
        </p>
        <h2 id={nameId} className="text-lg leading-snug font-bold break-words text-brand-950">
          {celebrity.name}
        </h2>
        <CelebrityLocationFollowers celebrity={celebrity} />
        <p className="mt-auto pt-1 text-base font-bold text-brand-700">{formatCelebrityPrice(celebrity)}</p>
      </div>
      <CelebrityCardActions celebrity={celebrity} onDeleted={onDeleted} />
    </article>
  );
}
