import { Mail, Phone } from 'lucide-react';
import { CONTACT } from '#web/lib/site';

/** SPEC §2: contact links by e-mail and phone. */
export function ServicesContactSection() {
  return (
    <section aria-labelledby="services-contact" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-900 to-brand-950 px-4 py-14 text-center text-white shadow-2xl shadow-brand-950/20 [--focus-ring:var(--color-gold-400)] sm:px-12 sm:py-16">
        <h2 id="services-contact" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Not sure which service you need?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Tell us about your event and we will recommend the right package and the right star.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <a
            href={`mailto:${CONTACT.email}`}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-5 py-3.5 text-sm font-semibold text-brand-950 sm:px-7 sm:text-base shadow-lg shadow-black/20 transition-colors hover:bg-gold-300"
          >
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">E-mail </span>
              {CONTACT.email}
            </span>
          </a>
          <a
            href={CONTACT.phoneHref}
            className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-3.5 text-sm font-semibold ring-1 sm:px-7 sm:text-base ring-white/40 transition-colors hover:bg-white/10"
          >
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">Call </span>
              {CONTACT.phone}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
