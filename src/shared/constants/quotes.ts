/* A quote version's states. */

/** A quote version's state as stored. */
export const QUOTE_STORED_STATES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export type QuoteStoredState = (typeof QUOTE_STORED_STATES)[number];

/**
 * A quote version's state as shown (quoteStateOn in gst/quote-state.ts): the stored one, with a
 * sent version "viewed" once its customer has opened it and "expired" after its validity day.
 */
export const QUOTE_STATES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
