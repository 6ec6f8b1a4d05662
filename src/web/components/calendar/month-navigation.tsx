import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { formatMonth } from '#shared/format';
import { Button } from '#web/components/ui/button';
import { shiftMonth } from '#web/lib/calendar-month';

interface MonthNavigationProps {
  month: string;
  /** This month in India, where "Today" goes. */
  thisMonth: string;
  onMonthChange: (month: string) => void;
  /** The month's heading, where focus goes when what had it is gone (a removed blackout). */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The month shown, as a heading read out when it changes, with the previous and next months and "Today". */
export function MonthNavigation({ month, thisMonth, onMonthChange, headingRef }: MonthNavigationProps) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2
        ref={headingRef}
        tabIndex={-1}
        aria-live="polite"
        className="min-w-44 text-xl font-bold tracking-tight text-brand-950 outline-none"
      >
        {formatMonth(month)}
      </h2>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onMonthChange(previous)}
          aria-label={`Previous month, ${formatMonth(previous)}`}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Previous</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onMonthChange(thisMonth)}>
          Today
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onMonthChange(next)}
          aria-label={`Next month, ${formatMonth(next)}`}
        >
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
