import { CalendarX2 } from 'lucide-react';
import { travelDaysText } from '#shared/booking-days';
import { formatDate, formatMonth } from '#shared/format';
import { ListEmpty } from '#web/components/ui/list-states';
import { itemDaysText, itemTitle, type PortalItem, portalDayRows } from '../utils/portal-calendar';
import { itemClasses } from './item-classes';

interface PortalDayListProps {
  month: string;
  items: readonly PortalItem[];
  /** Several celebrities are shown: each item names its own. */
  withCelebrity: boolean;
}

/**
 * The month as a list by day (a phone's calendar, and the month read out in order everywhere):
 * each item once, under the day its own days begin, with its days and travel days.
 */
export function PortalDayList({ month, items, withCelebrity }: PortalDayListProps) {
  const rows = portalDayRows(items, month);
  if (rows.length === 0) {
    return (
      <ListEmpty icon={CalendarX2}>
        <p className="mt-4 text-base font-medium text-slate-800">Nothing in {formatMonth(month)}.</p>
        <p className="mt-1 text-sm text-slate-600">No holds, bookings or blackouts this month.</p>
      </ListEmpty>
    );
  }
  return (
    <ol aria-label={`${formatMonth(month)}, by day`} className="space-y-5">
      {rows.map((row) => (
        <li key={row.day}>
          <h3 className="text-sm font-semibold text-slate-800">{formatDate(row.day)}</h3>
          <ul className="mt-2 space-y-2">
            {row.items.map((item) => {
              const travel = travelDaysText(item.bufferBefore, item.bufferAfter);
              return (
                <li
                  key={item.key}
                  data-kind={item.kind}
                  className={`rounded-xl px-3.5 py-2.5 text-sm ${itemClasses(item.kind, 'event')}`}
                >
                  <p className="font-semibold break-words">{itemTitle(item, withCelebrity)}</p>
                  <p className="mt-0.5">
                    {itemDaysText(item)}
                    {item.start < row.day && ' (began earlier)'}
                  </p>
                  {travel && <p className="mt-0.5">Travel: {travel}</p>}
                  {item.kind === 'requested' && <p className="mt-0.5 italic">Waiting for the agency’s answer</p>}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
