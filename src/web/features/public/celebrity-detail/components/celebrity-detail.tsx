import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { looksLikeId, SLUG_PATTERN } from '#shared/slug';
import { notify } from '#web/lib/notify';
import { CELEBRITY_NOT_FOUND_META, celebrityHeadMeta } from '#shared/page-meta';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { isCelebrityMissing, useCelebrity } from '#web/lib/queries/celebrities';
import { CelebrityDetailSkeleton } from './celebrity-detail-skeleton';
import { CelebrityLoadError } from './celebrity-load-error';
import { CelebrityNotFound } from './celebrity-not-found';
import { CelebrityProfile } from './celebrity-profile';

/** Anything that can be neither a slug nor an id is not a celebrity: no need to ask the server. */
function canName(idOrSlug: string): boolean {
  return SLUG_PATTERN.test(idOrSlug) || looksLikeId(idOrSlug);
}

/** A profile by the address's slug (or an old id or former slug, replaced by the slug once loaded). */
export function CelebrityDetail({ idOrSlug }: { idOrSlug: string }) {
  return canName(idOrSlug) ? <KnownAddressDetail idOrSlug={idOrSlug} /> : <MissingCelebrity />;
}

function MissingCelebrity() {
  useHeadMeta(CELEBRITY_NOT_FOUND_META);
  return <CelebrityNotFound />;
}

function KnownAddressDetail({ idOrSlug }: { idOrSlug: string }) {
  const { data: celebrity, error, isError, refetch } = useCelebrity(idOrSlug);
  const missing = isError && isCelebrityMissing(error);
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  // Reached by an old address (its id or a former slug) inside the app: show the current one.
  const currentSlug = celebrity?.slug;
  useEffect(() => {
    if (currentSlug && currentSlug !== idOrSlug) {
      void navigate(`${PAGES.celebrity.getHref(currentSlug)}${search}${hash}`, { replace: true });
    }
  }, [currentSlug, idOrSlug, navigate, search, hash]);

  useHeadMeta(celebrity ? celebrityHeadMeta(celebrity) : missing ? CELEBRITY_NOT_FOUND_META : undefined);

  useEffect(() => {
    // SPEC §8; a missing celebrity has its own screen instead. The id keeps it to one toast.
    if (isError && !missing) notify.error('Failed to fetch celebrity details', { id: 'celebrity-details-error' });
  }, [isError, missing]);

  if (celebrity) return <CelebrityProfile celebrity={celebrity} />;
  if (missing) return <CelebrityNotFound />;
  if (isError) return <CelebrityLoadError onRetry={() => void refetch()} />;
  return <CelebrityDetailSkeleton />;
}
