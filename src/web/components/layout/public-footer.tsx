import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { CONTACT, SERVICE_NAMES, SITE_NAME, SOCIAL_LINKS, TAGLINE, useCalendarYear } from '#web/lib/site';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { FOOTER_QUICK_LINKS } from './public-nav-links';
import { SiteLogo } from './site-logo';
import { SocialIcon } from './social-icons';

const headingClass = 'text-sm font-semibold tracking-wider text-gold-300 uppercase';
const linkClass = 'transition-colors hover:text-gold-300';
/** The bottom line's links: brighter than its copyright text, so they read as links. */
const bottomLinkClass = 'font-medium text-brand-100 transition-colors hover:text-gold-300';

/**
 * The footer of SPEC §2: brand blurb with social links, Quick Links, the four services (no
 * links), contact details, and the bottom line with the Privacy Policy, the Terms of Service
 * (pages whose text admins edit) and Admin Login.
 */
export function PublicFooter() {
  // The current year, not the one the page was rendered in (see useCalendarYear).
  const year = useCalendarYear();
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
            <ul className="mt-6 flex gap-3">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE_NAME} on ${social.label} (opens in a new tab)`}
                    className="grid size-10 place-items-center rounded-full bg-white/5 text-brand-100 ring-1 ring-white/10 transition-colors hover:bg-gold-400 hover:text-brand-950"
                  >
                    <SocialIcon network={social.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
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

          <div className="lg:col-span-3">
            <h2 className={headingClass}>Contact</h2>
            <ul className="mt-5 space-y-4">
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <a href={CONTACT.phoneHref} className={linkClass}>
                  {CONTACT.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <a href={`mailto:${CONTACT.email}`} className={`${linkClass} break-all`}>
                  {CONTACT.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <address className="leading-relaxed not-italic">{CONTACT.address}</address>
              </li>
            </ul>
          </div>
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
