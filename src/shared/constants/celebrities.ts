/* The catalogue's constants: categories, states, ratings, featuring and the listing's step. */

export const CATEGORIES = ['Bollywood', 'Hollywood', 'TV Artists', 'Musicians', 'Sports', 'Influencers'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A celebrity is a draft, seen only by staff, until it is published. */
export const CELEBRITY_STATUSES = ['draft', 'published'] as const;
export type CelebrityStatus = (typeof CELEBRITY_STATUSES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_STEP = 0.1;

export const FEATURED_COUNT = 3;
/** How many celebrities staff may feature (in order; Home shows the first FEATURED_COUNT published). */
export const FEATURED_MAX = 12;

/** Cards per step of the public listing ("Load more"); the server renders the first step. */
export const LISTING_BATCH_SIZE = 12;
