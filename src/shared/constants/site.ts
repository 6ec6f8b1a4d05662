/* The site's legal pages. */

/** The agency's legal pages, each edited by admins as Markdown. */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
