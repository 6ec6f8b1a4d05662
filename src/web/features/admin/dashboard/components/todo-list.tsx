import { useId, type ReactNode } from 'react';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { shownOfText } from '../todo-notes';
import { indianDigits } from '#shared/indian-digits';

/** One thing to do: where it opens, who and what, and the figures that say how pressing it is. */
export interface TodoItem {
  key: string;
  href: string;
  /** Who: the link's words. */
  title: string;
  /** What: the booking or the celebrity. */
  detail: string;
  /** How much, if money. */
  amount?: string;
  /** How late or how long waiting, in words. */
  lateness: string;
}

/**
 * One of the dashboard's to-do lists: its heading with how many, each item a link to the page
 * where it is done, the oldest first; the rest one link away (`more`) when the list is cut.
 */
export function TodoList({
  title,
  count,
  summary,
  items,
  empty,
  more,
}: {
  title: string;
  count: number;
  /** The list's total in words ("₹3,00,000 in all"), beside the count. */
  summary?: string;
  items: TodoItem[];
  empty: string;
  more?: { href: string; label: string } | undefined;
}) {
  const headingId = useId();
  const shown = shownOfText(items.length, count);
  return (
    <section aria-labelledby={headingId} data-todo={title} className="min-w-0">
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 font-semibold text-brand-950">
        {title}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
            count > 0 ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {indianDigits(count)}
        </span>
        {summary && count > 0 && <span className="text-sm font-normal text-slate-600">{summary}</span>}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
          {empty}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.href} className="block min-h-11 px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate font-medium text-slate-900">{item.title}</span>
                  {item.amount && (
                    <span className="shrink-0 font-semibold text-brand-950 tabular-nums">{item.amount}</span>
                  )}
                </span>
                <span className="block truncate text-sm text-slate-600">{item.detail}</span>
                <span className="block text-xs font-medium text-red-800">{item.lateness}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(shown || more) && (
        <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <span>{shown}</span>
          {more && <MoreLink {...more} />}
        </p>
      )}
    </section>
  );
}

function MoreLink({ href, label }: { href: string; label: string }): ReactNode {
  return (
    <Link
      to={href}
      className="inline-flex min-h-6 items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-900"
    >
      {label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
