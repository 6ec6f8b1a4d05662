import type { CSSProperties } from 'react';
import { formatDate } from '#shared/format';
import { MapPinIcon } from '#web/components/layout/icons';
import { SectionHeading } from '#web/components/layout/section-heading';
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
    <section aria-labelledby="recent-events" className="bg-brand-50 px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="recent-events" eyebrow="Recent Events" title="Fresh from the stage" />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {EVENTS.map((event, i) => (
            <li
              key={event.title}
              className="card-enter rounded-3xl border-t-4 border-gold-400 bg-white p-7 shadow-sm"
              style={{ '--card-index': i } as CSSProperties}
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
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
