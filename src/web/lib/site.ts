import { AGENCY } from '#shared/agency';

/** Brand texts and contact details used by the header, the footer and the contact sections. */
export { DEFAULT_TITLE, SITE_NAME } from '#shared/page-meta';

export const CONTACT = {
  phone: AGENCY.phone,
  phoneHref: AGENCY.phoneHref,
  email: AGENCY.email,
  address: `${AGENCY.streetAddress}, ${AGENCY.locality}, ${AGENCY.region} ${AGENCY.postalCode}`,
} as const;

/** The footer's brand line (SPEC §1). */
export const TAGLINE = 'Your premier destination for celebrity management and influencer services.';

/** The four services named in SPEC §1, listed (without links) in the footer and summarised on Home. */
export const SERVICE_NAMES = [
  'Celebrity Bookings',
  'Event Management',
  'Brand Endorsements',
  'Influencer Marketing',
] as const;

/** The agency's (fictional) social profiles, linked from the footer icons. */
export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/starlinetalent' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/starlinetalent' },
  { network: 'x', label: 'X (Twitter)', href: 'https://x.com/starlinetalent' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@starlinetalent' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** SPEC §9: the agency's headline figures (Home's stats strip, About's impact numbers). */
export const AGENCY_STATS = [
  { value: '500+', label: 'Celebrities Managed' },
  { value: '10K+', label: 'Successful Events' },
  { value: '50+', label: 'Awards Won' },
  { value: '95%', label: 'Client Satisfaction' },
] as const;

/** SPEC §9: the agency was founded in 2010. */
export const FOUNDED_YEAR = AGENCY.foundingYear;

/*
 * The footer's copyright year is the current one, read where it is shown (SPEC §9 said 2025).
 * Exported from here, with the other footer texts, the hook sits in the entry chunk beside them:
 * as a chunk of its own it cost Home’s first load 0.2 KB gzipped.
 */
export { useCalendarYear } from './use-calendar-year';

/** Office hours shown beside the contact details. */
export const OFFICE_HOURS = 'Monday to Saturday, 10 am to 7 pm IST';
