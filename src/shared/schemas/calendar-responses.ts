/* A celebrity's calendar as the API answers it: entries, availability, the feed. */
import { z } from 'zod';
import { CALENDAR_ENTRY_KINDS } from '../constants/calendar.js';
import { id, isoDateTime } from './envelope-responses.js';

/** One entry of a celebrity's calendar (issue 22): its kind, its days, its buffers, who added it. */
export const calendarEntrySchema = z.object({
  _id: id,
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  celebrity: z.object({ _id: id, name: z.string() }),
  /** The event's days, both included; the buffers are the days around it it also takes. */
  start: z.string(),
  end: z.string(),
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  /** A blackout's reason ('' for the other kinds). */
  reason: z.string(),
  quoteId: id.nullable(),
  /** A hold that shares a day with another hold of the same celebrity (both show the warning). */
  overlapsHold: z.boolean(),
  /** The inquiry of a hold or a booking, whose page changes it; null for a blackout. */
  inquiry: z.object({ _id: id, reference: z.string() }).nullable(),
  /** The booking's number (`SLT/B/26-27/0001`) of a booking's entry; null for a quote's hold or a blackout. */
  bookingNumber: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/**
 * A celebrity's taken days as the public may know them (issue 22): only the days, never by whom
 * or why; `shown: false` (and no days) when staff keep the celebrity's diary private.
 */
export const availabilitySchema = z.object({ shown: z.boolean(), taken: z.array(z.string()) });
export type Availability = z.infer<typeof availabilitySchema>;

/** Whether a celebrity has a calendar feed, and since when (its address is shown only when issued). */
export const calendarFeedStateSchema = z.object({ issuedAt: isoDateTime.nullable() });

/** A feed address just issued: the only time its secret is shown. */
export const calendarFeedIssuedSchema = z.object({ url: z.string(), issuedAt: isoDateTime });

/** `POST /api/celebrities/:id/calendar-feed/send`: the e-mail queued to the manager (never the address itself). */
export const calendarFeedSentSchema = z.object({
  emailId: id,
  recipients: z.array(z.string()),
  /** True when this sending made the celebrity's first feed address. */
  issued: z.boolean(),
});
