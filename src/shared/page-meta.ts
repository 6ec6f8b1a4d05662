import { formatCelebrityPrice } from './format.js';

/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (so crawlers and link previews see them without running scripts), and the app sets the same
 * ones when it navigates.
 */
export const SITE_NAME = 'Starline Talent';
export const DEFAULT_TITLE = `${SITE_NAME} | Celebrity Management & Influencer Services`;

export interface HeadMeta {
  /** Full document title. */
  title: string;
  description: string;
}

function titled(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

export const PAGE_META = {
  home: {
    title: DEFAULT_TITLE,
    description:
      'Book Bollywood stars, musicians, sports icons and top influencers for weddings, corporate events and brand campaigns. Quotes within 24 hours from Starline Talent, Navi Mumbai.',
  },
  services: {
    title: titled('Our Services'),
    description:
      'Celebrity management, influencer marketing, event booking, content creation, PR and legal support: how Starline Talent brings the right star to your event or brand.',
  },
  celebrities: {
    title: titled('Our Celebrities'),
    description:
      'Browse actors, musicians, TV artists, sports stars and influencers available for events and endorsements across India. Search by name or specialty.',
  },
  about: {
    title: titled('About Us'),
    description:
      'Since 2010 Starline Talent has connected brands and families with India’s best-loved celebrities. Meet our team and see our story.',
  },
  contact: {
    title: titled('Contact Us'),
    description: 'Talk to Starline Talent about a celebrity booking: call, e-mail or visit our Navi Mumbai office.',
  },
  adminLogin: {
    title: titled('Admin Login'),
    description: 'Staff sign-in for the Starline Talent admin panel.',
  },
  notFound: {
    title: titled('Page not found'),
    description: 'The page you are looking for does not exist.',
  },
  celebrityNotFound: {
    title: titled('Celebrity not found'),
    description: "The celebrity you're looking for doesn't exist or has been removed.",
  },
} satisfies Record<string, HeadMeta>;

/** The detail page's title and description, from the celebrity's own data. */
export function celebrityPageMeta(celebrity: {
  name: string;
  category: string;
  location: string;
  description: string;
  price: number | null;
  priceOnDemand: boolean;
}): HeadMeta {
  const summary = `${celebrity.category} · ${celebrity.location} · ${formatCelebrityPrice(celebrity)}. ${celebrity.description}`;
  return {
    title: titled(`${celebrity.name} (${celebrity.category})`),
    description: summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary,
  };
}
