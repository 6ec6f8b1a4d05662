import { formatCelebrityPrice } from './format.js';

/**
 * Head metadata (document title and description). The server writes it into the HTML it sends,
 * so crawlers and link previews see it without running scripts, and the app sets the same when
 * it navigates. The heads of the pages themselves sit in the page table (pages.ts); here are
 * the heads that depend on stored data or on a miss.
 */
export const SITE_NAME = 'Starline Talent';
export const DEFAULT_TITLE = `${SITE_NAME} | Celebrity Management & Influencer Services`;

export interface HeadMeta {
  /** Full document title. */
  title: string;
  description: string;
}

/** "<screen> | Starline Talent". */
export function titled(screen: string): string {
  return `${screen} | ${SITE_NAME}`;
}

/** An unknown path (status 404). */
export const NOT_FOUND_META: HeadMeta = {
  title: titled('Page not found'),
  description: 'The page you are looking for does not exist.',
};

/** A profile whose celebrity does not exist (status 404). */
export const CELEBRITY_NOT_FOUND_META: HeadMeta = {
  title: titled('Celebrity not found'),
  description: "The celebrity you're looking for doesn't exist or has been removed.",
};

/** A profile's title and description, from the celebrity's own data. */
export function celebrityHeadMeta(celebrity: {
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
