import { matchPage } from '#shared/page-lookup';
import type { PageName } from '#shared/pages';
import type { ContactDetails } from '#shared/schemas/site-content';
import { SITE_NAME } from '#shared/page-meta';
import { phoneDigits } from '#shared/site-content-basics';

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

/** A `tel:` link: the digits, with the leading + of an international number kept. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phoneDigits(phone)}`;
}

/** The office address on one line: "Street, City, State PIN". */
export function addressLine({ street, locality, region, postalCode }: ContactDetails['address']): string {
  return `${street}, ${locality}, ${region} ${postalCode}`;
}

/*
 * WhatsApp: the chat links' icon, addresses and prefilled messages. Here, in the entry chunk,
 * rather than beside the link's component (src/web/components/whatsapp-link.tsx): every public
 * page's footer needs them, and a chunk of their own cost Home's first load 0.5 KB gzipped.
 */

/** WhatsApp's mark, drawn with `lucideIcon`: Tabler Icons' brand-whatsapp (MIT), on lucide's 24-unit grid. */
export const WHATSAPP_ICON_PATH =
  'M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1';

/** A chat with the agency's number in WhatsApp (the app, or WhatsApp Web), the message already typed. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(message)}`;
}

/** The prefilled message of a page's link: "… I have a question about your services." */
export function questionAbout(topic: string): string {
  return `Hello ${SITE_NAME}, I have a question about ${topic}.`;
}

/** The prefilled message of a profile's link: "… I would like to ask about booking Meera Kapoor." */
export function bookingQuestion(celebrityName: string): string {
  return `Hello ${SITE_NAME}, I would like to ask about booking ${celebrityName}.`;
}

const PAGE_TOPICS: Partial<Record<PageName, string>> = {
  services: 'your services',
  celebrities: 'your celebrities',
  celebrity: 'your celebrities',
  privacy: 'your privacy policy',
  terms: 'your terms of service',
  inquiryStatus: 'my inquiry',
};

/** What a page's WhatsApp message asks about ("your services"); the agency itself on Home, About and Contact. */
export function pageTopic(pathname: string): string {
  const name = matchPage(pathname)?.page.name;
  return (name && PAGE_TOPICS[name]) ?? 'your agency';
}
