import { travelDaysText } from '#shared/booking-days';
import { MonthByDayList } from '#web/components/calendar/month-by-day-list';
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
  return (
    <MonthByDayList
      month={month}
      rows={portalDayRows(items, month)}
      renderItem={(item, day) => {
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
              {item.start < day && ' (began earlier)'}
            </p>
            {travel && <p className="mt-0.5">Travel: {travel}</p>}
            {item.kind === 'requested' && <p className="mt-0.5 italic">Waiting for the agency’s answer</p>}
          </li>
        );
      }}
    />
  );
}
