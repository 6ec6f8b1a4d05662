import { RotateCcw, SearchX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { CELEBRITIES_PAGE_SIZE, useCelebritiesInfinite, type CelebrityFilters } from '../api/get-celebrities';
import { CelebrityCardSkeleton } from './celebrity-card-skeleton';
import { CelebrityCard } from './celebrity-card';

interface CelebritiesResultsProps {
  filters: CelebrityFilters;
  onClearFilters: () => void;
}

/**
 * The listing's results: loading, the cards with "Load more", the empty state, or a failed
 * first load. One polite live region announces each change ("Showing 12 of 24").
 */
export function CelebritiesResults({ filters, onClearFilters }: CelebritiesResultsProps) {
  const { data, isPending, isError, isPlaceholderData, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCelebritiesInfinite(filters);

  const pages = data?.pages ?? [];
  const shown = pages.reduce((count, page) => count + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const filtered = filters.q !== '' || filters.category !== undefined;
  // Loading a filter's first page; the previous results stay dimmed meanwhile.
  const loading = isPending || isPlaceholderData;

  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
        <p className="text-base font-medium text-slate-800">Failed to fetch celebrities</p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div>
      <div role="status" aria-live="polite" className="min-h-6">
        {loading ? (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Spinner className="size-5 text-brand-600" />
            Loading celebrities
          </p>
        ) : shown === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
            <SearchX className="size-10 text-brand-400" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-bold text-brand-950">No results found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
          </div>
        ) : (
          <p id="celebrities-count" className="text-sm text-slate-600">
            Showing {shown} of {total}
          </p>
        )}
      </div>

      {/* The first page's place is held by card-sized stand-ins, so nothing below jumps. */}
      {isPending && pages.length === 0 && (
        <ul aria-hidden="true" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: CELEBRITIES_PAGE_SIZE }, (_, index) => (
            <li key={index} className="flex">
              <CelebrityCardSkeleton />
            </li>
          ))}
        </ul>
      )}

      {!loading && shown === 0 && filtered && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        </div>
      )}

      {shown > 0 && (
        <ul
          aria-busy={loading}
          className={`mt-4 grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isPlaceholderData ? 'opacity-50' : ''}`}
        >
          {pages.map((page, pageIndex) =>
            page.items.map((celebrity, index) => (
              <li key={celebrity._id} className="flex">
                <CelebrityCard celebrity={celebrity} index={index} priority={pageIndex === 0 && index === 0} />
              </li>
            )),
          )}
        </ul>
      )}

      {hasNextPage && !isPlaceholderData && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="primary"
            size="lg"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={isFetchingNextPage}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
            aria-describedby="celebrities-count"
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {isFetchingNextPage && <Spinner className="size-5" />}
            {isFetchingNextPage ? 'Loading more' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
