import { z } from 'zod';
import { commissionInputSchema } from '#shared/schemas/payouts';

/*
 * "Change commission" as typed: the percent as text ("12.5"), read into the API's number and held
 * to its rules (`commissionInputSchema`), with the reason under the same rules.
 */

const { commissionPercent, reason } = commissionInputSchema.shape;

export const commissionFormSchema = z.object({
  commissionPercent: z
    .string()
    .trim()
    .refine((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text), 'Type the commission as a percent, for example 15')
    .transform(Number)
    .pipe(commissionPercent),
  reason,
});
export type CommissionFormValues = z.input<typeof commissionFormSchema>;

/** A percent as the field shows it: 15 -> "15", 12.5 -> "12.5". */
export const percentText = (percent: number): string => String(percent);
