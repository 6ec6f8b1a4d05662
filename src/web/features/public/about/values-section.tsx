import { Gem, HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Integrity',
    text: 'Honest advice, written quotes and contracts that say exactly what happens on the day.',
  },
  {
    icon: Gem,
    title: 'Excellence',
    text: 'Every appearance is rehearsed, timed and checked, whether for 50 guests or 50,000.',
  },
  {
    icon: HeartHandshake,
    title: 'Client First',
    text: 'One manager, one phone number, and answers within hours, not days.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'From virtual meet-and-greets to creator campaigns, we try new formats before others do.',
  },
];

export function ValuesSection() {
  return (
    <PageSection
      id="values"
      eyebrow="Core Values"
      title="What we stand for"
      description="Four principles guide every booking, every contract and every event we run."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ icon: Icon, title, text }, i) => (
          <CardEnterItem key={title} index={i} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-brand-100">
            <span className="grid size-12 place-items-center rounded-2xl bg-gold-100 text-gold-800">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
