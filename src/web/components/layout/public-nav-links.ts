/** The five links of the public navigation bar (SPEC §2, shared chrome). */
export const PUBLIC_NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/celebrities', label: 'Celebrities' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's Quick Links column (SPEC §2). */
export const FOOTER_QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/celebrities', label: 'Celebrities' },
  { to: '/about', label: 'About Us' },
] as const;
