import { PAGES } from '#shared/pages';

/** The five links of the public navigation bar (SPEC §2, shared chrome). */
export const PUBLIC_NAV_LINKS = [
  { to: PAGES.home.getHref(), label: 'Home' },
  { to: PAGES.services.getHref(), label: 'Services' },
  { to: PAGES.celebrities.getHref(), label: 'Celebrities' },
  { to: PAGES.about.getHref(), label: 'About' },
  { to: PAGES.contact.getHref(), label: 'Contact' },
] as const;

/** The footer's Quick Links column (SPEC §2). */
export const FOOTER_QUICK_LINKS = [
  { to: PAGES.home.getHref(), label: 'Home' },
  { to: PAGES.services.getHref(), label: 'Services' },
  { to: PAGES.celebrities.getHref(), label: 'Celebrities' },
  { to: PAGES.about.getHref(), label: 'About Us' },
] as const;
