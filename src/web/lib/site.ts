/** Brand texts used by the document title, the header and the footer. */
export const SITE_NAME = 'Starline Talent';

/** Same text as the <title> in index.html, restored on pages that set no title of their own. */
export const DEFAULT_TITLE = `${SITE_NAME} | Celebrity Management & Influencer Services`;
