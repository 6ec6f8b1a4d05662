import type { ContactDetails } from '#shared/schemas/site-content';

/**
 * Brand texts of the header, the footer and the contact sections. The agency's own facts (phone
 * numbers, addresses, figures, team…) are content admins edit: read them with `useSiteContent()`
 * (src/web/lib/site-content.ts), and shape them for links with the helpers below.
 */
export { DEFAULT_TITLE, SITE_NAME } from '#shared/page-meta';

/** The footer's brand line (SPEC §1). */
export const TAGLINE = 'Your premier destination for celebrity management and influencer services.';

/** The four services named in SPEC §1, listed (without links) in the footer and summarised on Home. */
export const SERVICE_NAMES = [
  'Celebrity Bookings',
  'Event Management',
  'Brand Endorsements',
  'Influencer Marketing',
] as const;

/*
 * The footer's copyright year is the current one, read where it is shown (SPEC §9 said 2025).
 * Exported from here, with the other footer texts, the hook sits in the entry chunk beside them:
 * as a chunk of its own it cost Home’s first load 0.2 KB gzipped.
 */
export { useCalendarYear } from './use-calendar-year';

/*
 * The same rule as `phoneDigits` of #shared/schemas/site-content, written again here: importing a
 * value from that module would bring zod and every section's schema into Home's first load.
 */
/** A phone number's digits, as `tel:` and wa.me links want them. */
export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A `tel:` link: the digits, with the leading + of an international number kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`;
}

/** The office address on one line: "Street, City, State PIN". */
export function addressLine({ street, locality, region, postalCode }: ContactDetails['address']): string {
  return `${street}, ${locality}, ${region} ${postalCode}`;
}
