import type { CelebrityStatusFilter } from '#shared/schemas/celebrity';
import { ListLoadFailed, ListLoading, LoadMoreButton } from '#web/components/ui/list-states';
import { loadedBatches } from '#web/lib/loaded-batches';
import { useAdminCelebrities } from '#web/lib/queries/celebrities';
import { AdminCelebrityCard } from './admin-celebrity-card';
import { CelebritiesEmptyState } from './celebrities-empty-state';

const COUNT_ID = 'admin-celebrities-count';

interface AdminCelebrityListProps {
  /** The applied search ('' for none). */
  q: string;
  /** Drafts, published ones, or all. */
  status: CelebrityStatusFilter;
  onDeleted: () => void;
}

/**
 * The list's states (SPEC §2): loading, the cards with "Load more", no celebrities at all, or
 * none matching. A polite live region announces each change. A failed load shows no toast
 * (SPEC §8) but offers to try again rather than pretending the catalogue is empty.
 */
export function AdminCelebrityList({ q, status, onDeleted }: AdminCelebrityListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useAdminCelebrities(q, status);
  const { batches, shown, total } = loadedBatches(data);
  const loading = isPending || isPlaceholderData;

  if (isError && !data) {
    return (
      <ListLoadFailed
        message="The celebrities could not be loaded."
        onRetry={() => void refetch()}
        className="bg-white"
      />
    );
  }

  return (
    <div>
      <div role="status" aria-live="polite" className="min-h-6">
        {loading ? (
          <ListLoading label="Loading celebrities..." centered={batches.length === 0} />
        ) : shown === 0 ? (
          <CelebritiesEmptyState searching={q !== '' || status !== 'all'} />
        ) : (
          <p id={COUNT_ID} className="text-sm text-slate-600">
            Showing {shown} of {total}
          </p>
        )}
      </div>

      {shown > 0 && (
        <ul
          aria-busy={loading}
          aria-label="Celebrities"
          className={`mt-4 grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 ${isPlaceholderData ? 'opacity-50' : ''}`}
        >
          {batches.map((batch, batchIndex) =>
            batch.items.map((celebrity, index) => (
              <li key={celebrity._id} className="flex">
                <AdminCelebrityCard
                  celebrity={celebrity}
                  index={index}
                  priority={batchIndex === 0 && index === 0}
                  onDeleted={onDeleted}
                />
              </li>
            )),
          )}
        </ul>
      )}

      {hasNextPage && !isPlaceholderData && (
        <div className="mt-8 flex justify-center">
          <LoadMoreButton
            loading={isFetchingNextPage}
            loadingLabel="Loading more..."
            onLoadMore={() => void fetchNextPage()}
            countId={COUNT_ID}
          />
        </div>
      )}
    </div>
  );
}
