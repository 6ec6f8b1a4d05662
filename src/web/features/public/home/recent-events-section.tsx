import { formatDate } from '#shared/format';
import { MapPinIcon } from '#web/components/layout/icons';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { CalendarIcon } from './home-icons';

const EVENTS = [
  {
    title: 'Flagship store launch',
    city: 'New Delhi, Delhi',
    date: '2025-03-08',
    text: 'A former India cricketer opened a sportswear flagship for 2,000 fans.',
  },
  {
    title: 'Annual sales conclave',
    city: 'Bengaluru, Karnataka',
    date: '2025-02-22',
    text: 'A Bollywood leading man hosted a fintech firm’s awards night.',
  },
  {
    title: 'Royal sangeet night',
    city: 'Udaipur, Rajasthan',
    date: '2024-12-14',
    text: 'A playback singer performed for 600 guests at a lakeside palace.',
  },
];

export function RecentEventsSection() {
  return (
    <PageSection band id="recent-events" eyebrow="Recent Events" title="Fresh from the stage">
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {EVENTS.map((event, i) => (
          <CardEnterItem
            key={event.title}
            index={i}
            className="rounded-3xl border-t-4 border-gold-400 bg-white p-7 shadow-sm"
          >
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
