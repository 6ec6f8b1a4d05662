import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { indianDay } from '#shared/format';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { MonthNavigation } from '#web/components/calendar/month-navigation';
import { useWideList } from '#web/components/admin-list/use-wide-list';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { isCalendarMonth, monthOf, monthRange } from '#web/lib/calendar-month';
import { useTalentProfile } from '#web/lib/queries/talent-profile';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useTalentCalendar } from './api/talent-calendar';
import { AskBlackoutButton } from './components/ask-blackout-button';
import { PortalCalendarLegend } from './components/portal-calendar-legend';
import { PortalDayList } from './components/portal-day-list';
import { PortalMonthGrid } from './components/portal-month-grid';
import { portalItems } from './utils/portal-calendar';

/**
 * The talent's month (issue 39): their celebrities' holds, bookings and blackouts and the
 * blackouts they asked for, as a list by day (a grid above it on wide screens, drawn in CSS: the
 * panel's FullCalendar stays out of the portal's chunk), and "Ask for a blackout". The month is
 * in the address (`?month=2028-02`).
 */
export function PortalCalendarPage() {
  usePageTitle('Your calendar');
  const today = indianDay();
  const thisMonth = monthOf(today);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = isCalendarMonth(asked) ? asked : thisMonth;
  const setMonth = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === thisMonth) params.delete('month');
    else params.set('month', next);
    setSearch(params);
  };
  const { from, to } = monthRange(month);
  const query = useTalentCalendar(from, to);
  const celebrities = useTalentProfile().data?.celebrities ?? [];
  const withCelebrity = celebrities.length !== 1;
  const wide = useWideList();
  const headingRef = useRef<HTMLHeadingElement>(null);

  let content;
  if (query.isPending) content = <ListLoading label="Loading the calendar..." centered />;
  else if (query.isError && query.data === undefined) {
    content = <ListLoadFailed message="The calendar could not be loaded." onRetry={() => void query.refetch()} />;
  } else {
    const items = portalItems(query.data);
    const busy = query.isPlaceholderData;
    content = (
      <div aria-busy={busy} className={`space-y-6 transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {wide && <PortalMonthGrid month={month} items={items} today={today} withCelebrity={withCelebrity} />}
        <PortalDayList month={month} items={items} withCelebrity={withCelebrity} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <AdminPageTitle title="Your calendar">
          Holds, bookings and blackouts with their travel days, and the blackouts you asked for.
        </AdminPageTitle>
        <AskBlackoutButton
          celebrities={celebrities}
          // Show the month the request begins in, where it now waits for the agency.
          onSent={(request) => setMonth(monthOf(request.start))}
        />
      </div>
      <MonthNavigation month={month} thisMonth={thisMonth} onMonthChange={setMonth} headingRef={headingRef} />
      <PortalCalendarLegend />
      {content}
    </div>
  );
}
