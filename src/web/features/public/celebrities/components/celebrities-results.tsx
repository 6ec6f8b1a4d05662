import { SearchX } from 'lucide-react';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { LinkButton } from '#web/components/ui/link-button';
import { ListEmpty, ListLoadFailed, ListLoading, LoadMoreButton } from '#web/components/ui/list-states';
import { loadedBatches } from '#web/lib/loaded-batches';
import { LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import type { CelebrityFilters } from '#web/lib/queries/celebrities';
import { CelebrityCardSkeleton } from './celebrity-card-skeleton';
import { CelebrityCard } from './celebrity-card';
import { useListingPages } from '../hooks/use-listing-pages';
import { hasListingFilters } from '../utils/listing-params';

const COUNT_ID = 'celebrities-count';

interface CelebritiesResultsProps {
  filters: CelebrityFilters;
  onClearFilters: () => void;
}

/**
 * The listing's results: loading, the cards with "Load more", the empty state, or a failed
 * first load. One polite live region announces each change ("Showing 12 of 24").
 */
export function CelebritiesResults({ filters, onClearFilters }: CelebritiesResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch, hasNextPage, isFetchingNextPage, loadMore, nextHref } =
    useListingPages(filters);

  const { batches, shown, total } = loadedBatches(data);
  // Anything chosen, the order included: what "Clear filters" undoes.
  const filtered = hasListingFilters(filters);
  // Loading a filter's first batch; the previous results stay dimmed meanwhile.
  const loading = isPending || isPlaceholderData;
  const empty = !loading && shown === 0;

  if (isError && !data) {
    return <ListLoadFailed message="Failed to fetch celebrities" onRetry={() => void refetch()} />;
  }

  return (
    <div>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div role="status" aria-live="polite" className="min-h-6 grow">
          {loading ? (
            <ListLoading label="Loading celebrities" />
          ) : shown === 0 ? (
            <ListEmpty icon={SearchX}>
              <h2 className="mt-4 text-xl font-bold text-brand-950">No results found</h2>
              <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
            </ListEmpty>
          ) : (
            <p id={COUNT_ID} className="text-sm text-slate-600">
              Showing {shown} of {total}
            </p>
          )}
        </div>
        {/* One "Clear filters" at a time: here beside the count, or under the empty state. A link to
            the plain listing, so a tap before the app has started is not lost. */}
        {filtered && !empty && (
          <LinkButton
            href={PAGES.celebrities.getHref()}
            onActivate={onClearFilters}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            Clear filters
          </LinkButton>
        )}
      </div>

      {/* The first batch's place is held by card-sized stand-ins, so nothing below jumps. */}
      {isPending && batches.length === 0 && (
        <ul aria-hidden="true" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: LISTING_BATCH_SIZE }, (_, index) => (
            <li key={index} className="flex">
              <CelebrityCardSkeleton />
            </li>
          ))}
        </ul>
      )}

      {empty && filtered && (
        <div className="mt-4 flex justify-center">
          <LinkButton
            href={PAGES.celebrities.getHref()}
            onActivate={onClearFilters}
            className={buttonClasses({ variant: 'outline' })}
          >
            Clear filters
          </LinkButton>
        </div>
      )}

      {shown > 0 && (
        <ul
          aria-busy={loading}
          className={`mt-4 grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isPlaceholderData ? 'opacity-50' : ''}`}
        >
          {batches.map((batch, batchIndex) =>
            batch.items.map((celebrity, index) => (
              <li key={celebrity._id} className="flex">
                <CelebrityCard celebrity={celebrity} index={index} priority={batchIndex === 0 && index === 0} />
              </li>
            )),
          )}
        </ul>
      )}

      {hasNextPage && !isPlaceholderData && (
        <div className="mt-10 flex justify-center">
          <LoadMoreButton
            variant="primary"
            size="lg"
            loading={isFetchingNextPage}
            loadingLabel="Loading more"
            onLoadMore={loadMore}
            countId={COUNT_ID}
            href={nextHref}
          />
        </div>
      )}
    </div>
  );
}
