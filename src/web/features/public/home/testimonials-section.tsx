import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';

const TESTIMONIALS = [
  [
    'They handled everything for our daughter’s sangeet, from the singer’s flights to the sound check. Our guests still talk about it.',
    'Meera Agarwal',
    'Mother of the bride, Jaipur',
  ],
  [
    'We needed a film star at ten days’ notice. The quote came the same evening and the day ran like clockwork.',
    'Vikram Reddy',
    'Head of Marketing, Deccan Motors, Hyderabad',
  ],
  [
    'Their creator campaign brought 1.2 million views and our best launch week ever, with no surprises on cost.',
    'Sneha Kulkarni',
    'Founder, Aaranya Naturals, Pune',
  ],
] as const;

export function TestimonialsSection() {
  return (
    <PageSection id="testimonials" eyebrow="Testimonials" title="What our clients say">
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map(([quote, name, role], i) => (
          <CardEnterItem key={name} index={i} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-lg leading-relaxed text-slate-700">“{quote}”</blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 font-semibold text-gold-300"
                >
                  {name.replace(/(\w)\w* (\w).*/, '$1$2')}
                </span>
                <span className="text-sm text-slate-600">
                  <strong className="block text-base text-brand-950">{name}</strong>
                  {role}
                </span>
              </figcaption>
            </figure>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
