import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';

const STEPS = [
  ['Choose Celebrity', 'Browse actors, singers, sports stars and influencers, and pick your favourite.'],
  ['Submit Request', 'Send your event date, city and plans. No sign-up needed.'],
  ['Get Quote', 'We confirm availability and send a clear quote within 24 hours.'],
  ['Book & Enjoy', 'Confirm, then relax: we handle travel, stay and the schedule.'],
];

export function HowItWorksSection() {
  return (
    <PageSection
      id="how-it-works"
      eyebrow="How It Works"
      title="Your star, booked in four simple steps"
      description="One team, from shortlist to showtime."
    >
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(([title, text], i) => (
          <CardEnterItem
            key={title}
            index={i}
            className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:block sm:p-7"
          >
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-xl font-bold text-gold-300 shadow-md shadow-brand-700/30"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-xl font-semibold text-brand-950 sm:mt-6">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </div>
          </CardEnterItem>
        ))}
      </ol>
    </PageSection>
  );
}
