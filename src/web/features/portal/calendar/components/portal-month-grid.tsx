import { formatDate, formatMonth } from '#shared/format';
import { itemTitle, monthWeeks, partOn, type PortalItem } from '../utils/portal-calendar';
import { itemClasses } from './item-classes';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface PortalMonthGridProps {
  month: string;
  items: readonly PortalItem[];
  /** Today in India, `YYYY-MM-DD`. */
  today: string;
  withCelebrity: boolean;
}

/**
 * The month as a grid on wide screens, drawn in CSS (no calendar library in the portal's chunk):
 * each day lists what takes it, its own days solid and its travel days lighter. The list by day
 * below says the same in words, so the grid is hidden from screen readers.
 */
export function PortalMonthGrid({ month, items, today, withCelebrity }: PortalMonthGridProps) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold text-slate-700">
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="py-2">
            {weekday}
          </div>
        ))}
      </div>
      <div title={formatMonth(month)} className="grid grid-cols-7">
        {monthWeeks(month)
          .flat()
          .map((day, index) => {
            if (!day)
              return (
                <div key={`blank-${index}`} className="min-h-24 border-r border-b border-slate-100 bg-slate-50/60" />
              );
            const onDay = items.flatMap((item) => {
              const part = partOn(item, day);
              return part ? [{ item, part }] : [];
            });
            return (
              <div key={day} title={formatDate(day)} className="min-h-24 border-r border-b border-slate-100 p-1.5">
                <p
                  className={`text-xs font-semibold ${day === today ? 'inline-grid size-6 place-items-center rounded-full bg-brand-800 text-white' : 'text-slate-700'}`}
                >
                  {Number(day.slice(8))}
                </p>
                <ul className="mt-1 space-y-1">
                  {onDay.map(({ item, part }) => (
                    <li
                      key={item.key}
                      className={`truncate rounded px-1.5 py-0.5 text-[0.6875rem] leading-4 font-medium ${itemClasses(item.kind, part)}`}
                    >
                      {part === 'travel' ? 'Travel' : itemTitle(item, withCelebrity)}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
      </div>
    </div>
  );
}
