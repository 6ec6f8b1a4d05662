import { ArrowDown, ArrowUp, Star, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { FEATURED_COUNT, FEATURED_MAX } from '#shared/constants/celebrities';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useAdminFeatured } from '#web/lib/queries/celebrities';
import { useSaveFeatured } from '../api/save-featured';
import { CelebrityStatusBadge } from '#web/components/celebrity-status-badge';

type Move = 'up' | 'down' | 'remove';

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The first FEATURED_COUNT published ones, in order: the ones Home shows. */
function onHomeIds(list: readonly Celebrity[]): Set<string> {
  return new Set(
    list
      .filter((celebrity) => celebrity.status === 'published')
      .slice(0, FEATURED_COUNT)
      .map((celebrity) => celebrity._id),
  );
}

/**
 * "Featured on Home": the featured celebrities in their order, each with Move up, Move down and
 * Remove; every change is saved at once (with a toast). Home shows the first three published
 * ones; a featured draft waits for its publication. Celebrities join with "Add to featured" on
 * their card.
 */
export function FeaturedPanel() {
  const headingId = useId();
  const { data: list, isPending, isError, refetch } = useAdminFeatured();
  const save = useSaveFeatured();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // Where focus goes once the list is drawn in its new order (a moved row loses it).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const target = buttons.current.get(wanted);
    if (target && !target.disabled) target.focus();
    else document.getElementById(headingId)?.focus();
  }, [list, headingId]);

  const change = (index: number, move: Move) => {
    if (!list) return;
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (!item) return;
    if (move === 'remove') {
      const neighbour = next[index] ?? next[index - 1];
      // The next row's Remove, or the heading once the list is empty.
      focusNext.current = neighbour ? `${neighbour._id}:remove` : 'heading';
    } else {
      const to = move === 'up' ? index - 1 : index + 1;
      next.splice(to, 0, item);
      const atEdge = move === 'up' ? to === 0 : to === next.length - 1;
      focusNext.current = `${item._id}:${atEdge ? (move === 'up' ? 'down' : 'up') : move}`;
    }
    save.mutate({ list: next });
  };

  const onHome = list ? onHomeIds(list) : new Set<string>();

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-brand-950 focus:outline-none">
          <Star className="mr-2 inline size-5 fill-gold-400 text-gold-500" aria-hidden="true" />
          Featured on Home
        </h2>
        <p className="text-sm text-slate-600">
          Home shows the first {FEATURED_COUNT} published, in this order (up to {FEATURED_MAX} featured).
        </p>
      </div>

      <div role="status" aria-live="polite" className="mt-3">
        {isPending && <ListLoading label="Loading featured celebrities..." />}
        {list?.length === 0 && (
          <p className="text-sm text-slate-700">
            No celebrity is featured yet. Use “Add to featured” on a celebrity below; until then Home shows none.
          </p>
        )}
      </div>
      {isError && !list && (
        <ListLoadFailed message="The featured celebrities could not be loaded." onRetry={() => void refetch()} />
      )}

      {list && list.length > 0 && (
        <ol aria-label="Featured celebrities, in order" className="mt-2 divide-y divide-slate-100">
          {list.map((celebrity, index) => (
            <li key={celebrity._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 basis-40">
                <Link
                  to={PAGES.adminCelebrityView.getHref(celebrity._id)}
                  className="font-semibold break-words text-brand-950 hover:text-brand-700"
                >
                  <span className="sr-only">{index + 1}. </span>
                  {celebrity.name}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <CelebrityStatusBadge status={celebrity.status} />
                  {onHome.has(celebrity._id) ? (
                    <span className="font-semibold text-emerald-800">On Home</span>
                  ) : celebrity.status === 'draft' ? (
                    <span>Shows on Home once published</span>
                  ) : null}
                </p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <button
                  type="button"
                  ref={(node) => {
                    buttons.current.set(`${celebrity._id}:up`, node);
                  }}
                  className={ICON_BUTTON}
                  disabled={index === 0}
                  aria-label={`Move ${celebrity.name} up`}
                  title="Move up"
                  onClick={() => change(index, 'up')}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  ref={(node) => {
                    buttons.current.set(`${celebrity._id}:down`, node);
                  }}
                  className={ICON_BUTTON}
                  disabled={index === list.length - 1}
                  aria-label={`Move ${celebrity.name} down`}
                  title="Move down"
                  onClick={() => change(index, 'down')}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  ref={(node) => {
                    buttons.current.set(`${celebrity._id}:remove`, node);
                  }}
                  className={ICON_BUTTON}
                  aria-label={`Remove ${celebrity.name} from featured`}
                  title="Remove from featured"
                  onClick={() => change(index, 'remove')}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
