import { CalendarCheck, Check, Clapperboard, Crown, Newspaper, Scale, TrendingUp, type LucideIcon } from 'lucide-react';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';

interface Service {
  icon: LucideIcon;
  title: string;
  text: string;
  features: [string, string, string, string];
}

/** SPEC §2: six services, each with four feature bullets. */
const SERVICES: Service[] = [
  {
    icon: Crown,
    title: 'Celebrity Management',
    text: 'Long-term representation that grows a star’s career and protects their name.',
    features: [
      'Career planning and portfolio growth',
      'Image and brand positioning',
      'Schedule, travel and diary management',
      'Fee negotiation and contract review',
    ],
  },
  {
    icon: TrendingUp,
    title: 'Influencer Services',
    text: 'Creator campaigns that reach the right audience, measured in real results.',
    features: [
      'Influencer discovery and vetting',
      'Campaign strategy and creative briefs',
      'Content approvals and posting calendars',
      'Reach, engagement and ROI reporting',
    ],
  },
  {
    icon: CalendarCheck,
    title: 'Event Booking',
    text: 'The perfect star for your stage, confirmed with a clear quote within 24 hours.',
    features: [
      'Weddings, sangeets and private parties',
      'Corporate conferences and award nights',
      'College festivals and live concerts',
      'Store launches and brand activations',
    ],
  },
  {
    icon: Clapperboard,
    title: 'Content Creation',
    text: 'Celebrity-led content for screens of every size, produced end to end.',
    features: [
      'Photo shoots and ad films',
      'Instagram reels and YouTube shorts',
      'Personalised video messages',
      'Scripts, crews and post-production',
    ],
  },
  {
    icon: Newspaper,
    title: 'PR & Publicity',
    text: 'Headlines that work for you, and a steady hand when the news does not.',
    features: [
      'Press releases and media relations',
      'Interviews and press conferences',
      'Premiere and red-carpet appearances',
      'Reputation and crisis management',
    ],
  },
  {
    icon: Scale,
    title: 'Legal & Contracts',
    text: 'Airtight paperwork for every appearance, endorsement and campaign.',
    features: [
      'Appearance and endorsement agreements',
      'Image rights and usage licensing',
      'ASCI influencer guideline compliance',
      'Cancellation and dispute support',
    ],
  },
];

export function ServiceCardsSection() {
  return (
    <PageSection
      id="services-list"
      eyebrow="Services"
      title="Everything you need to work with a star"
      description="Six specialist teams under one roof, each led by people who have done it hundreds of times."
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ icon: Icon, title, text, features }, i) => (
          <CardEnterItem
            key={title}
            index={i}
            className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-xl hover:shadow-brand-950/5"
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-gold-300 shadow-md shadow-brand-700/30">
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            <ul className="mt-6 space-y-3 border-t border-brand-100 pt-6">
              {features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
