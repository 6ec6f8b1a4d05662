import { RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useAdminCelebrities } from '../api/get-admin-celebrities';
import { AdminCelebrityCard } from './admin-celebrity-card';
import { CelebritiesEmptyState } from './celebrities-empty-state';

interface AdminCelebrityListProps {
  /** The applied search ('' for none). */
  q: string;
  onDeleted: () => void;
}

/**
 * The list's states (SPEC §2): loading, the cards with "Load more", no celebrities at all, or
 * none matching. A polite live region announces each change. A failed load shows no toast
 * (SPEC §8) but offers to try again rather than pretending the catalogue is empty.
 */
export function AdminCelebrityList({ q, onDeleted }: AdminCelebrityListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useAdminCelebrities(q);
  const pages = data?.pages ?? [];
  const shown = pages.reduce((count, page) => count + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const loading = isPending || isPlaceholderData;

  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <p className="text-base font-medium text-slate-800">The celebrities could not be loaded.</p>
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
          <p
            className={`flex items-center gap-2 text-sm font-medium text-slate-700 ${pages.length === 0 ? 'justify-center py-16 text-base' : ''}`}
          >
            <Spinner className="size-5 text-brand-600" />
            Loading celebrities...
          </p>
        ) : shown === 0 ? (
          <CelebritiesEmptyState searching={q !== ''} />
        ) : (
          <p id="admin-celebrities-count" className="text-sm text-slate-600">
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
          {pages.map((page, pageIndex) =>
            page.items.map((celebrity, index) => (
              <li key={celebrity._id} className="flex">
                <AdminCelebrityCard
                  celebrity={celebrity}
                  index={index}
                  priority={pageIndex === 0 && index === 0}
                  onDeleted={onDeleted}
                />
              </li>
            )),
          )}
        </ul>
      )}

      {hasNextPage && !isPlaceholderData && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={isFetchingNextPage}
            aria-describedby="admin-celebrities-count"
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage();
            }}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {isFetchingNextPage && <Spinner className="size-4" />}
            {isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
