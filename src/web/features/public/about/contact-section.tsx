import { Clock, Mail, MapPin, MessageSquareText, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { SectionHeading } from '#web/components/layout/section-heading';
import { buttonClasses } from '#web/components/ui/button';
import { GeneralInquiryButton } from '#web/features/public/inquiry/components/general-inquiry-button';
import { CONTACT, OFFICE_HOURS } from '#web/lib/site';

/** /contact scrolls to and focuses this section. */
export const CONTACT_SECTION_ID = 'contact';

const cardClass = 'flex h-full gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100';
const iconClass = 'grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700';
const labelClass = 'text-sm font-semibold tracking-wide text-slate-600 uppercase';

export function ContactSection() {
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      tabIndex={-1}
      className="mx-auto max-w-7xl scroll-mt-16 px-4 py-20 focus:outline-none sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="contact-heading"
        eyebrow="Contact Us"
        title="Let’s plan something memorable"
        description="Call, write or visit our Navi Mumbai office. We reply to every message within one working day."
      />
      <ul className="mx-auto mt-14 grid max-w-4xl gap-6 sm:grid-cols-2">
        <li className={cardClass}>
          <span className={iconClass}>
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className={labelClass}>E-mail</p>
            <a
              href={`mailto:${CONTACT.email}`}
              className="mt-1 block font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
            >
              {CONTACT.email}
            </a>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Phone className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className={labelClass}>Phone</p>
            <a
              href={CONTACT.phoneHref}
              className="mt-1 block font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {CONTACT.phone}
            </a>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <MapPin className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className={labelClass}>Office</p>
            <address className="mt-1 leading-relaxed text-slate-700 not-italic">{CONTACT.address}</address>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Clock className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className={labelClass}>Office hours</p>
            <p className="mt-1 leading-relaxed text-slate-700">{OFFICE_HOURS}</p>
          </div>
        </li>
      </ul>
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <p className="text-lg text-slate-700">Not sure yet whom to book, or planning something bigger?</p>
        <GeneralInquiryButton className={buttonClasses({ variant: 'gold', size: 'lg' })}>
          <MessageSquareText className="size-5" aria-hidden="true" />
          Send us an inquiry
        </GeneralInquiryButton>
      </div>
      <p className="mt-10 text-center text-lg text-slate-700">
        Already know who you want?{' '}
        <Link
          to={PAGES.celebrities.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Browse celebrities and send a booking inquiry
        </Link>
        .
      </p>
    </section>
  );
}
