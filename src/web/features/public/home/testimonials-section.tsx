import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { useSiteContent } from '#web/lib/site-content';

/** Three to a row on wide screens; one or two stay centred. */
const GRID_COLUMNS = ['', 'mx-auto max-w-xl', 'mx-auto max-w-5xl lg:grid-cols-2', 'lg:grid-cols-3'];

/** What clients say (Settings, testimonials); left out when there are none. */
export function TestimonialsSection() {
  const testimonials = useSiteContent()?.testimonials.items;
  if (!testimonials?.length) return null;
  return (
    <PageSection id="testimonials" eyebrow="Testimonials" title="What our clients say">
      <ul className={`mt-14 grid gap-6 ${GRID_COLUMNS[Math.min(testimonials.length, 3)]}`}>
        {testimonials.map(({ quote, name, role }, i) => (
          <CardEnterItem key={i} index={i} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
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
