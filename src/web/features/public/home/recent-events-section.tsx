import { formatDate } from '#shared/format';
import { MapPinIcon } from '#web/components/layout/icons';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { useSiteContent } from '#web/lib/site-content';
import { CalendarIcon } from './home-icons';
import { newestFirst } from './newest-first';

/** Three to a row on wide screens; one or two stay centred. */
const GRID_COLUMNS = ['', 'mx-auto max-w-md', 'mx-auto max-w-4xl md:grid-cols-2', 'md:grid-cols-3'];

/** Recent events (Settings), the newest first; left out when there are none. */
export function RecentEventsSection() {
  const items = useSiteContent()?.events.items;
  if (!items?.length) return null;
  const events = newestFirst(items);
  return (
    <PageSection band id="recent-events" eyebrow="Recent Events" title="Fresh from the stage">
      <ul className={`mt-14 grid gap-6 ${GRID_COLUMNS[Math.min(events.length, 3)]}`}>
        {events.map((event, i) => (
          <CardEnterItem key={i} index={i} className="rounded-3xl border-t-4 border-gold-400 bg-white p-7 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-950">{event.title}</h3>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-brand-700">
              <span className="flex items-center gap-1.5">
                <MapPinIcon className="size-4" />
                {event.city}
              </span>
              <span className="flex items-center gap-1.5">
                <CalendarIcon className="size-4" />
                <time dateTime={event.date}>{formatDate(event.date)}</time>
              </span>
            </p>
            <p className="mt-4 leading-relaxed text-slate-600">{event.text}</p>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
