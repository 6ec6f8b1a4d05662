import { SectionHeading } from '#web/components/layout/section-heading';
import { useSiteContent } from '#web/lib/site-content';
import { CircleCheckIcon } from './home-icons';

const REASONS = [
  ['Direct access to the stars', 'We work with artists and their managers, no middlemen.'],
  ['Quotes within 24 hours', 'A clear price for your date, fast.'],
  ['Transparent rupee pricing', 'GST-ready invoices and no hidden charges.'],
  ['End-to-end coordination', 'Travel, stay, rider and security, one manager.'],
  ['Contracts that protect you', 'Clear terms on timings, usage and cancellations.'],
];

/** The last reason counts from the founding year (Settings). */
const TRUSTED_SINCE = '10,000+ events for families, brands and colleges.';

export function WhyChooseSection() {
  const foundedYear = useSiteContent()?.figures.foundedYear;
  const reasons = foundedYear === undefined ? REASONS : [...REASONS, [`Trusted since ${foundedYear}`, TRUSTED_SINCE]];
  return (
    <section
      aria-labelledby="why-choose"
      className="relative isolate overflow-hidden bg-brand-950 px-4 py-20 text-white sm:px-6 sm:py-28 lg:px-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-48 -z-10 size-[30rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl gap-14 lg:grid-cols-3">
        <SectionHeading
          id="why-choose"
          align="start"
          tone="dark"
          eyebrow="Why Starline"
          title="Why clients choose Starline Talent"
          description="Booking a star should feel exciting, never risky."
        />
        <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:col-span-2">
          {reasons.map(([title, text]) => (
            <li key={title} className="flex gap-4">
              <CircleCheckIcon className="size-6 shrink-0 text-gold-400" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-brand-200">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
