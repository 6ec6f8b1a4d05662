import { Link, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import {
  addressLine,
  pageTopic,
  questionAbout,
  SERVICE_NAMES,
  SITE_NAME,
  TAGLINE,
  telHref,
  useCalendarYear,
  WHATSAPP_ICON_PATH,
  whatsappHref,
} from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';
import { lucideIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { FOOTER_QUICK_LINKS } from './public-nav-links';
import { SiteLogo } from './site-logo';
import { SOCIAL_LABELS, SocialIcon } from './social-icons';

/* WhatsAppLink's icon and link (src/web/components/whatsapp-link.tsx), drawn here: that module would be one more chunk in Home's first load. */
const WhatsAppIcon = /* @__PURE__ */ lucideIcon(WHATSAPP_ICON_PATH);

const headingClass = 'text-sm font-semibold tracking-wider text-gold-300 uppercase';
const linkClass = 'transition-colors hover:text-gold-300';
/** The bottom line's links: brighter than its copyright text, so they read as links. */
const bottomLinkClass = 'font-medium text-brand-100 transition-colors hover:text-gold-300';

/**
 * The footer of SPEC §2: brand blurb with social links, Quick Links, the four services (no
 * links), contact details, and the bottom line with the Privacy Policy, the Terms of Service
 * (pages whose text admins edit) and Admin Login. The social links and contact details are the
 * agency's content (Settings): the main phone and e-mail, the address, and a WhatsApp chat about
 * the page being read when the agency has a WhatsApp number.
 */
export function PublicFooter() {
  // The current year, not the one the page was rendered in (see useCalendarYear).
  const year = useCalendarYear();
  const { pathname } = useLocation();
  const site = useSiteContent();
  const socialLinks = site?.social.links ?? [];
  const contact = site?.contact;
  const phone = contact?.phones[0]?.number;
  const email = contact?.emails[0]?.address;
  return (
    <footer className="relative overflow-hidden bg-brand-950 text-brand-100 [--focus-ring:var(--color-gold-400)]">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-gold-400/60 to-transparent"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SiteLogo tone="dark" />
            <p className="mt-5 max-w-xs leading-relaxed text-brand-200">{TAGLINE}</p>
            {socialLinks.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-3">
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${SITE_NAME} on ${SOCIAL_LABELS[social.network]} (opens in a new tab)`}
                      className="grid size-10 place-items-center rounded-full bg-white/5 text-brand-100 ring-1 ring-white/10 transition-colors hover:bg-gold-400 hover:text-brand-950"
                    >
                      <SocialIcon network={social.network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="lg:col-span-2">
            <h2 className={headingClass}>Quick Links</h2>
            <ul className="mt-5 space-y-3">
              {FOOTER_QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>Services</h2>
            <ul className="mt-5 space-y-3">
              {SERVICE_NAMES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </div>

          {contact && (
            <div className="lg:col-span-3">
              <h2 className={headingClass}>Contact</h2>
              <ul className="mt-5 space-y-4">
                {phone && (
                  <li className="flex gap-3">
                    <PhoneIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                    <a href={telHref(phone)} className={linkClass}>
                      {phone}
                    </a>
                  </li>
                )}
                {email && (
                  <li className="flex gap-3">
                    <MailIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                    <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                      {email}
                    </a>
                  </li>
                )}
                <li className="flex gap-3">
                  <MapPinIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                  <address className="leading-relaxed not-italic">{addressLine(contact.address)}</address>
                </li>
                {contact.whatsapp && (
                  <li className="flex gap-3">
                    <WhatsAppIcon className="mt-0.5 size-5 shrink-0 text-[#25d366]" />
                    <a
                      href={whatsappHref(contact.whatsapp, questionAbout(pageTopic(pathname)))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass}
                    >
                      Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-brand-200 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <li>
              <Link to={PAGES.privacy.getHref()} className={bottomLinkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={PAGES.terms.getHref()} className={bottomLinkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link
                to={PAGES.adminLogin.getHref()}
                className="font-medium text-brand-100 transition-colors hover:text-gold-300"
              >
                Admin Login
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
