/* The site's legal pages. */

/** The agency's legal pages, each edited by admins as Markdown. */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Staff may notify the admins of missing business details at most once in this many minutes,
 * whoever asks. Here, not beside the business details' schema: the panel's dashboard shows the
 * notice, and importing the schema would put zod into its first load.
 */
export const ADMINS_NOTICE_MINUTES = 60;
