import { z } from 'zod';
import { CANCELLED_BY } from '#shared/constants/bookings';
import { singleLineText } from '#shared/schemas/text';

/*
 * The booking panel's cancel form (issue 22). Its money forms (payment, refund, credit note) use
 * the shared schemas of `#shared/schemas/billing` as they are (decision 0031).
 */

export const cancelFormSchema = z.object({
  by: z.enum(CANCELLED_BY),
  reason: singleLineText('Reason', 500),
});
export type CancelFormValues = z.infer<typeof cancelFormSchema>;
