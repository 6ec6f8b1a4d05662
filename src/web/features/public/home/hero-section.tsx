import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { ArrowRightIcon, MapPinIcon } from '#web/components/layout/icons';
import { useSiteContent } from '#web/lib/site-content';
import { BadgeCheckIcon, ClockIcon } from './home-icons';

const PROMISES = [
  { icon: ClockIcon, text: 'Quotes within 24 hours' },
  { icon: BadgeCheckIcon, text: '500+ verified celebrities' },
  { icon: MapPinIcon, text: 'Events across India' },
];

export function HeroSection() {
  const foundedYear = useSiteContent()?.figures.foundedYear;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 pt-20 pb-36 text-center text-white [--focus-ring:var(--color-gold-400)] sm:px-6 sm:pt-28 sm:pb-44">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-24 -z-10 size-[32rem] rounded-full bg-gold-400/15 blur-3xl"
      />
      <p className="inline-block rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-gold-200 ring-1 ring-white/15">
        {/* A blank line until the content is there keeps the heading where it will be. */}
        {foundedYear === undefined ? '\u00a0' : `Celebrity management since ${foundedYear}`}
      </p>
      <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
        Book India&apos;s <span className="whitespace-nowrap text-gold-400">Brightest Stars</span> for Your Next Event
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
        Bollywood stars, singers, cricketers and top creators for your wedding, corporate event or brand campaign.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        <Link
          to={PAGES.celebrities.getHref()}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-8 py-3.5 font-semibold text-brand-950 shadow-lg shadow-black/20 transition-colors hover:bg-gold-300"
        >
          Explore Celebrities
          <ArrowRightIcon className="size-5" />
        </Link>
        <Link
          to={PAGES.services.getHref()}
          className="inline-flex items-center justify-center rounded-full px-8 py-3.5 font-semibold ring-1 ring-white/40 transition-colors hover:bg-white/10"
        >
          Our Services
        </Link>
      </div>
      <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-brand-100">
        {PROMISES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="size-5 text-gold-400" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
