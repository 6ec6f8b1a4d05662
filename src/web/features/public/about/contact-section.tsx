import { Clock, ExternalLink, Mail, MapPin, MessageSquareText, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { SectionHeading } from '#web/components/layout/section-heading';
import { buttonClasses } from '#web/components/ui/button';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#web/components/whatsapp-link';
import { GeneralInquiryButton } from '#web/components/inquiry/general-inquiry-button';
import { addressLine, pageTopic, questionAbout, telHref } from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';
import { CONTACT_SECTION_ID } from './open-at-contact';

const cardClass = 'flex h-full gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100';
const iconClass = 'grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700';
const labelClass = 'text-sm font-semibold tracking-wide text-slate-600 uppercase';
const linkClass = 'mt-1 block font-semibold text-brand-800 underline-offset-4 hover:underline';

interface Entry {
  label: string;
  href: string;
  text: string;
}

/** A card's numbers or addresses; each under its own label ("Bookings") when the card has several. */
function Entries({ entries, className = '' }: { entries: Entry[]; className?: string }) {
  const labelled = entries.length > 1;
  return entries.map((entry) => (
    <Fragment key={entry.href}>
      {labelled && entry.label && <span className="mt-2 block text-sm text-slate-600">{entry.label}</span>}
      <a href={entry.href} className={`${linkClass} ${className}`}>
        {entry.text}
      </a>
    </Fragment>
  ));
}

/**
 * The contact details (SPEC §2), as admins keep them in Settings: every e-mail address and phone
 * number, the office with a map link, the office hours, and a WhatsApp chat when there is a number.
 */
export function ContactSection() {
  const contact = useSiteContent()?.contact;
  const { pathname } = useLocation();
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
        description={`${contact ? `Call, write or visit our ${contact.address.locality} office. ` : ''}We reply to every message within one working day.`}
      />
      {contact && (
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 sm:grid-cols-2">
          <li className={cardClass}>
            <span className={iconClass}>
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className={labelClass}>E-mail</p>
              <Entries
                className="break-all"
                entries={contact.emails.map(({ label, address }) => ({
                  label,
                  href: `mailto:${address}`,
                  text: address,
                }))}
              />
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Phone className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className={labelClass}>Phone</p>
              <Entries
                entries={contact.phones.map(({ label, number }) => ({ label, href: telHref(number), text: number }))}
              />
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <MapPin className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className={labelClass}>Office</p>
              <address className="mt-1 leading-relaxed text-slate-700 not-italic">
                {addressLine(contact.address)}
              </address>
              {contact.mapUrl && (
                <a
                  href={contact.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  View on map
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <Clock className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className={labelClass}>Office hours</p>
              <p className="mt-1 leading-relaxed text-slate-700">{contact.officeHours}</p>
            </div>
          </li>
        </ul>
      )}
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <p className="text-lg text-slate-700">Not sure yet whom to book, or planning something bigger?</p>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <GeneralInquiryButton
            name="send-inquiry"
            className={buttonClasses({ variant: 'gold', size: 'lg' })}
            // On /contact the form is what the visitor came for: ready before they ask.
            preloadWhenIdle={pathname === PAGES.contact.getHref()}
          >
            <MessageSquareText className="size-5" aria-hidden="true" />
            Send us an inquiry
          </GeneralInquiryButton>
          <WhatsAppLink
            number={contact?.whatsapp}
            message={questionAbout(pageTopic(pathname))}
            className={`${WHATSAPP_BUTTON_CLASS} min-h-12 px-7 py-3 text-base`}
          />
        </div>
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
