import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { buttonClasses } from './button';

/** From this width the filters sit in the page; below it they fold into the sheet. */
export type FiltersInlineFrom = 'md' | 'lg';

interface FiltersSheetProps {
  /** The sheet's id (the button names it as its popover target); unique on the page. */
  id: string;
  /** How many filters narrow the list now: shown on the button. */
  count: number;
  /** The width from which the filters are in the page, not behind the button. */
  inlineFrom: FiltersInlineFrom;
  /**
   * "submit": the sheet's "Show results" submits the form it sits in (a public listing's GET
   * form works before the app has started), and closes the sheet once the app runs.
   */
  applyType?: 'button' | 'submit';
  /** Classes of the filters' own layout, used in the sheet and in the page alike. */
  className?: string;
  children: ReactNode;
}

/*
 * Tailwind finds classes by their literal text, so each width's classes are written out whole.
 * In the page the popover's own box (fixed, full width, bordered, hidden while closed) is undone:
 * its width too, so the filters can sit in a row beside a search box that takes the rest.
 */
const BUTTON_HIDDEN: Record<FiltersInlineFrom, string> = { md: 'md:hidden', lg: 'lg:hidden' };
const SHEET_INLINE: Record<FiltersInlineFrom, string> = {
  md: 'md:static md:block md:w-auto md:max-h-none md:overflow-visible md:rounded-none md:bg-transparent md:p-0 md:shadow-none',
  lg: 'lg:static lg:block lg:w-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none',
};
const SHEET_CHROME_HIDDEN: Record<FiltersInlineFrom, string> = { md: 'md:hidden', lg: 'lg:hidden' };

/**
 * A list's filters that fold, on a phone, into one "Filters" button saying how many are set,
 * which opens them as a sheet from the bottom of the screen, so the first screen shows results,
 * not controls. From `inlineFrom` the same controls sit in the page and the button is gone.
 *
 * The sheet is the HTML `popover` attribute: the browser opens and closes it (a tap outside and
 * Escape close it, focus returns to the button), before the app has started too, and the button
 * reports the sheet's state to screen readers itself. The controls are rendered once, so a
 * choice made in the sheet is the choice the page shows when it widens.
 */
export function FiltersSheet({
  id,
  count,
  inlineFrom,
  applyType = 'button',
  className = '',
  children,
}: FiltersSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const close = () => sheetRef.current?.hidePopover();
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className={buttonClasses({ variant: 'outline', className: `w-full ${BUTTON_HIDDEN[inlineFrom]}` })}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
        {count > 0 && (
          <span className="grid min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white">
            {count}
            <span className="sr-only"> set</span>
          </span>
        )}
      </button>
      <div
        ref={sheetRef}
        id={id}
        popover="auto"
        // A named group in the page and in the sheet alike (a bare div may not carry a name).
        role="group"
        aria-label="Filters"
        className={`fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl border-0 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-900 shadow-2xl shadow-brand-950/30 transition duration-200 ease-out backdrop:bg-brand-950/50 starting:translate-y-4 starting:opacity-0 ${SHEET_INLINE[inlineFrom]}`}
      >
        <div className={`mb-4 flex items-center justify-between gap-4 ${SHEET_CHROME_HIDDEN[inlineFrom]}`}>
          <h2 className="text-lg font-bold text-brand-950">Filters</h2>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label="Close filters"
            className="-m-1 rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className={className}>{children}</div>
        <div className={`mt-5 ${SHEET_CHROME_HIDDEN[inlineFrom]}`}>
          {applyType === 'submit' ? (
            // A submit button cannot also be a popover target: before the app, the form's GET
            // loads the filtered page; once the app runs it answers the submit and this closes.
            <button type="submit" onClick={close} className={buttonClasses({ className: 'w-full' })}>
              Show results
            </button>
          ) : (
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className={buttonClasses({ className: 'w-full' })}
            >
              Show results
            </button>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * Closes the sheet `id` if it is open (a phone's), say after "Clear filters" in it, so the focus
 * can go back to the page; the filters in the page (wide screens) are no open popover and stay.
 */
export function hideFiltersSheet(id: string): void {
  const sheet = document.getElementById(id);
  if (sheet?.matches(':popover-open')) sheet.hidePopover();
}
