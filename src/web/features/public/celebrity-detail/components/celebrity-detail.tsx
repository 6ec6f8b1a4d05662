import { useEffect } from 'react';
import { notify } from '#web/lib/notify';
import { CELEBRITY_NOT_FOUND_META, celebrityHeadMeta } from '#shared/page-meta';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { isCelebrityMissing, useCelebrity } from '#web/lib/queries/celebrities';
import { CelebrityDetailSkeleton } from './celebrity-detail-skeleton';
import { CelebrityLoadError } from './celebrity-load-error';
import { CelebrityNotFound } from './celebrity-not-found';
import { CelebrityProfile } from './celebrity-profile';

/** Anything that cannot be a UUID is not a celebrity: no need to ask the server. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CelebrityDetail({ id }: { id: string }) {
  return UUID.test(id) ? <KnownIdDetail id={id} /> : <MissingCelebrity />;
}

function MissingCelebrity() {
  useHeadMeta(CELEBRITY_NOT_FOUND_META);
  return <CelebrityNotFound />;
}

function KnownIdDetail({ id }: { id: string }) {
  const { data: celebrity, error, isError, refetch } = useCelebrity(id);
  const missing = isError && isCelebrityMissing(error);

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
