import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { adminScreenHeading } from '#web/components/layout/admin-screen-headings';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { indianDay } from '#shared/format';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { useIsAdmin } from '#web/lib/session-store';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useCalendarEntries } from './api/calendar-entries';
import { useCelebrityChoices } from '#web/lib/queries/celebrity-choices';
import { AddBlackoutButton } from './components/add-blackout-button';
import { AvailabilitySwitch } from './components/availability-switch';
import { CalendarFeedPanel } from './components/calendar-feed-panel';
import { CalendarLegend } from './components/calendar-legend';
import { CalendarResults } from './components/calendar-results';
import { CelebrityFilter } from './components/celebrity-filter';
import { EntryDetailDialog } from './components/entry-detail-dialog';
import { MonthNavigation } from '#web/components/calendar/month-navigation';
import { monthOf, monthRange } from '#web/lib/calendar-month';
import { readCalendarParams, writeCalendarParams, type CalendarParams } from './utils/calendar-params';

/**
 * The celebrities' calendar (issue 22): a month of holds, confirmed bookings and blackouts, of
 * every celebrity or one, as a grid on wide screens and a list by day on phones. The month and
 * the celebrity live in the address (`?month=2027-02&celebrity=<id>`). Staff add blackouts here
 * and remove them from their details; holds and bookings come from quotes and bookings.
 */
const HEADING = adminScreenHeading('adminCalendar');

export function CalendarPage() {
  usePageTitle(HEADING.title);
  // India's calendar, whatever the browser's clock says.
  const today = indianDay();
  const isAdmin = useIsAdmin();
  const thisMonth = monthOf(today);
  const [search, setSearch] = useSearchParams();
  const params = readCalendarParams(search, thisMonth);
  const update = (change: Partial<CalendarParams>) => setSearch(writeCalendarParams(search, change, thisMonth));
  const query = useCalendarEntries({ ...monthRange(params.month), celebrity: params.celebrity });
  const choices = useCelebrityChoices();
  const celebrityName =
    choices.data?.items.find((choice) => choice._id === params.celebrity)?.name ??
    query.data?.find((entry) => entry.celebrity._id === params.celebrity)?.celebrity.name;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [detail, setDetail] = useState<{ entry: CalendarEntry; open: boolean }>();
  const openDetail = (entry: CalendarEntry, opener: HTMLElement) => {
    returnFocus.current = opener;
    setDetail({ entry, open: true });
  };
  const setDetailOpen = (open: boolean) => {
    // What opened it may be gone meanwhile (the grid drawn again): the month's heading takes the focus.
    if (!open && !returnFocus.current?.isConnected) returnFocus.current = headingRef.current;
    setDetail((shown) => shown && { ...shown, open });
  };

  return (
    <div className="space-y-6">
      <div className={HEADING.row}>
        <AdminPageTitle title={HEADING.title}>{HEADING.description}</AdminPageTitle>
        <AddBlackoutButton
          celebrity={params.celebrity}
          celebrityName={celebrityName}
          onAdded={(blackout) =>
            // Show the month it starts in, and its celebrity if another one's calendar was shown.
            update({
              month: monthOf(blackout.start),
              ...(params.celebrity && params.celebrity !== blackout.celebrity._id
                ? { celebrity: blackout.celebrity._id }
                : {}),
            })
          }
        />
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <MonthNavigation
          month={params.month}
          thisMonth={thisMonth}
          onMonthChange={(month) => update({ month })}
          headingRef={headingRef}
        />
        <CelebrityFilter
          celebrity={params.celebrity}
          celebrityName={celebrityName}
          onCelebrityChange={(celebrity) => update({ celebrity })}
        />
      </div>

      {params.celebrity && celebrityName && (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <AvailabilitySwitch celebrityId={params.celebrity} celebrityName={celebrityName} />
          {isAdmin && <CalendarFeedPanel celebrityId={params.celebrity} celebrityName={celebrityName} />}
        </div>
      )}
      <CalendarLegend />
      <CalendarResults month={params.month} query={query} today={today} onOpen={openDetail} />

      <EntryDetailDialog
        entry={detail?.entry}
        open={detail?.open ?? false}
        onOpenChange={setDetailOpen}
        returnFocus={returnFocus}
        onRemoved={() => {
          // Its block is gone: the month's heading takes the focus.
          returnFocus.current = headingRef.current;
          setDetailOpen(false);
        }}
      />
    </div>
  );
}
