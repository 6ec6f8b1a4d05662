import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { ArrowRightIcon, StarIcon } from '#web/components/layout/icons';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { BadgeCheckIcon, CalendarIcon, MegaphoneIcon } from './home-icons';

/** The four services of SPEC §1, in brief; the Services page has the details. */
const SERVICES = [
  [StarIcon, 'Celebrity Bookings', 'Film stars, singers and sports icons for any occasion.'],
  [CalendarIcon, 'Event Management', 'Planning, production and on-the-day coordination.'],
  [BadgeCheckIcon, 'Brand Endorsements', 'The right face for your campaign, rights included.'],
  [MegaphoneIcon, 'Influencer Marketing', 'Creator campaigns on Instagram and YouTube.'],
] as const;

export function ServicesSummarySection() {
  return (
    <PageSection
      id="what-we-do"
      eyebrow="What We Do"
      title="Everything your event or brand needs"
      description="Booking, contracts, logistics and the spotlight."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(([Icon, title, text], i) => (
          <CardEnterItem
            key={title}
            index={i}
            className="rounded-3xl bg-gradient-to-b from-brand-50 to-white p-7 ring-1 ring-brand-100"
          >
            <Icon className="size-11 rounded-2xl bg-gold-100 p-2.5 text-gold-800" />
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
          </CardEnterItem>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link
          to={PAGES.services.getHref()}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Explore our services
          <ArrowRightIcon className="size-5" />
        </Link>
      </p>
    </PageSection>
  );
}
