/* The bookings' list as the API answers it (staff). */
import { z } from 'zod';
import { BOOKING_STATES } from '../constants/bookings.js';
import { id, isoDateTime, listMetaSchema } from './envelope-responses.js';

/**
 * One booking in the list: its number, celebrity, customer (the inquiry's name), days, state and
 * money as its own page shows it (the same schedule: paid with tax deducted at source, due never
 * below 0 and 0 once cancelled, overdue once the balance's day has passed), and its inquiry,
 * whose page shows it.
 */
export const bookingListRowSchema = z.object({
  _id: id,
  number: z.string(),
  inquiryId: id,
  inquiryReference: z.string(),
  celebrity: z.object({ _id: id, name: z.string() }),
  customer: z.object({ name: z.string() }),
  start: z.string(),
  end: z.string(),
  state: z.enum(BOOKING_STATES),
  totalPaise: z.number().int(),
  advancePaise: z.number().int(),
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  /** The day the balance is due: the first day less the booking's balance days. */
  balanceDueOn: z.string(),
  overdue: z.boolean(),
  createdAt: isoDateTime,
});

/** The sums of every booking the filters keep (not only the page's): what the desk is owed. */
export const bookingListTotalsSchema = z.object({
  count: z.number().int(),
  totalPaise: z.number().int(),
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  overdueCount: z.number().int(),
  overduePaise: z.number().int(),
});

export const bookingListEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.array(bookingListRowSchema),
  meta: listMetaSchema.extend({ totals: bookingListTotalsSchema }),
});
