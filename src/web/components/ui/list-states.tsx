import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from './button';
import { LinkButton } from './link-button';
import { Spinner } from './spinner';

/**
 * The states every list of the site passes through (loading, nothing to show, a failed first
 * load, more to load), drawn alike so each list looks and reads the same while it waits.
 */

/** The dashed box that stands where a list's items would be. */
const PLACEHOLDER_BOX =
  'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center';

interface ListLoadingProps {
  /** What is loading, as read out ("Loading inquiries..."). */
  label: string;
  /** In the middle of an empty list's space; otherwise one line above the (dimmed) items. */
  centered?: boolean;
}

/** A list on its way: a spinner and what is loading, in the list's live region. */
export function ListLoading({ label, centered = false }: ListLoadingProps) {
  return (
    <p
      className={`flex items-center gap-2 font-medium text-slate-700 ${centered ? 'justify-center py-16 text-base' : 'text-sm'}`}
    >
      <Spinner className="size-5 text-brand-600" />
      {label}
    </p>
  );
}

interface ListEmptyProps {
  icon: LucideIcon;
  className?: string;
  /** The message (and any way out, such as an "Add" link) under the icon. */
  children: ReactNode;
}

/** Nothing to list: an icon and what to know about it, in the list's place. */
export function ListEmpty({ icon: Icon, className = '', children }: ListEmptyProps) {
  return (
    <div className={`${PLACEHOLDER_BOX} ${className}`}>
      <Icon className="size-10 text-brand-400" aria-hidden="true" />
      {children}
    </div>
  );
}

interface ListLoadFailedProps {
  message: string;
  onRetry: () => void;
  className?: string;
}

/**
 * A first load that failed: said as such, with a way to try again, rather than an empty list
 * that would pretend there is nothing.
 */
export function ListLoadFailed({ message, onRetry, className = '' }: ListLoadFailedProps) {
  return (
    <div className={`${PLACEHOLDER_BOX} gap-4 ${className}`}>
      <p className="text-base font-medium text-slate-800">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

interface LoadMoreButtonProps {
  /** The next page is on its way. */
  loading: boolean;
  /** Its text meanwhile ("Loading more..."). */
  loadingLabel: string;
  onLoadMore: () => void;
  /** The id of the "Showing 12 of 24" line the button adds to. */
  countId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * On a page the server renders, the address of the list with the next batch too (`?page=N+1`):
   * the button is then a link there, which works before the app has started, without
   * JavaScript and for crawlers; once the app runs it loads the next batch in place instead.
   */
  href?: string;
}

const LOAD_MORE_STATE_CLASSES = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

/** "Load more" under a list that grows page by page. */
export function LoadMoreButton({
  loading,
  loadingLabel,
  onLoadMore,
  countId,
  variant = 'outline',
  size = 'md',
  href,
}: LoadMoreButtonProps) {
  const shared = {
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
    'aria-disabled': loading,
    'aria-describedby': countId,
  };
  const content = (
    <>
      {loading && <Spinner className={size === 'lg' ? 'size-5' : 'size-4'} />}
      {loading ? loadingLabel : 'Load more'}
    </>
  );
  if (href) {
    return (
      <LinkButton
        href={href}
        onActivate={() => {
          if (!loading) onLoadMore();
        }}
        className={buttonClasses({ variant, size, className: LOAD_MORE_STATE_CLASSES })}
        {...shared}
      >
        {content}
      </LinkButton>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={LOAD_MORE_STATE_CLASSES}
      onClick={() => {
        if (!loading) onLoadMore();
      }}
      {...shared}
    >
      {content}
    </Button>
  );
}
