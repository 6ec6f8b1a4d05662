import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';

/** SPEC §2: the five-step process. */
const STEPS = [
  {
    title: 'Initial Consultation',
    text: 'Tell us about your event, audience and budget. We listen first, then suggest what will work.',
  },
  {
    title: 'Celebrity Selection',
    text: 'We shortlist stars who fit your brief and check their availability for your date and city.',
  },
  {
    title: 'Negotiation & Booking',
    text: 'We agree the fee, timings and deliverables, and put it all in a clear, signed contract.',
  },
  {
    title: 'Event Coordination',
    text: 'Travel, stay, rider, security and stage timing, managed by your dedicated event manager.',
  },
  {
    title: 'Post-Event Support',
    text: 'Photos, content approvals, settlements and feedback: we stay with you after the lights go down.',
  },
];

export function ProcessSection() {
  return (
    <PageSection
      band
      id="process"
      eyebrow="Our Process"
      title="From first call to final bow"
      description="Five clear steps, one point of contact, and no surprises along the way."
    >
      <div className="relative mt-14">
        {/* The line joining the steps on wide screens; decorative. */}
        <div
          aria-hidden="true"
          className="absolute top-7 right-[10%] left-[10%] hidden h-0.5 bg-gradient-to-r from-brand-300 via-brand-400 to-gold-400 lg:block"
        />
        <ol className="relative grid gap-8 lg:grid-cols-5 lg:gap-6">
          {STEPS.map((step, i) => (
            <CardEnterItem
              key={step.title}
              index={i}
              className="relative flex gap-5 lg:flex-col lg:items-center lg:text-center"
            >
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white shadow-lg ring-8 shadow-brand-700/30 ring-brand-50"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-950 lg:mt-5">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
              </div>
            </CardEnterItem>
          ))}
        </ol>
      </div>
    </PageSection>
  );
}
