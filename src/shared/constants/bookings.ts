/* A booking's states and who may call it off. */

/**
 * A booking (issue 22): made when a quote is accepted (or by staff for a deal agreed by phone),
 * awaiting its advance with its dates held; confirmed once the advance is received or staff
 * confirm it (its dates then taken for good); completed after the event; or cancelled.
 */
export const BOOKING_STATES = ['awaiting_advance', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Who called a booking off: the customer (the quote's cancellation slabs apply) or the agency (all paid is due back). */
export const CANCELLED_BY = ['customer', 'agency'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
