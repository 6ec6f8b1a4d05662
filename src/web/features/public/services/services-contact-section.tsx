import { Mail, Phone } from 'lucide-react';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#web/components/whatsapp-link';
import { questionAbout, telHref } from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';

/** SPEC §2: contact links by e-mail and phone (the agency's main ones), and WhatsApp when it has a number. */
export function ServicesContactSection() {
  const contact = useSiteContent()?.contact;
  const email = contact?.emails[0]?.address;
  const phone = contact?.phones[0]?.number;
  return (
    <section aria-labelledby="services-contact" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-900 to-brand-950 px-4 py-14 text-center text-white shadow-2xl shadow-brand-950/20 [--focus-ring:var(--color-gold-400)] sm:px-12 sm:py-16">
        <h2 id="services-contact" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Not sure which service you need?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Tell us about your event and we will recommend the right package and the right star.
        </p>
        {contact && (
          <div className="mt-10 flex flex-col flex-wrap justify-center gap-4 sm:flex-row">
            {email && (
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-5 py-3.5 text-sm font-semibold text-brand-950 sm:px-7 sm:text-base shadow-lg shadow-black/20 transition-colors hover:bg-gold-300"
              >
                <Mail className="size-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="sr-only">E-mail </span>
                  {email}
                </span>
              </a>
            )}
            {phone && (
              <a
                href={telHref(phone)}
                className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-3.5 text-sm font-semibold ring-1 sm:px-7 sm:text-base ring-white/40 transition-colors hover:bg-white/10"
              >
                <Phone className="size-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="sr-only">Call </span>
                  {phone}
                </span>
              </a>
            )}
            <WhatsAppLink
              number={contact.whatsapp}
              message={questionAbout('your services')}
              className={`${WHATSAPP_BUTTON_CLASS} px-5 py-3.5 text-sm sm:px-7 sm:text-base`}
            />
          </div>
        )}
      </div>
    </section>
  );
}
