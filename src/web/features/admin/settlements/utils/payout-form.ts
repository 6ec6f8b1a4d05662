import { z } from 'zod';
import { PAYOUT_MODES } from '#shared/constants/payouts';
import { calendarDay } from '#shared/schemas/calendar';
import { amountPaiseField, rupeesField, tdsPaiseField } from '#shared/schemas/money';
import type { PayoutInput } from '#shared/schemas/payouts';
import { optionalSingleLineText } from '#shared/schemas/text';

/*
 * "Record payout" as typed: the API's payout (`payoutInputSchema`) with its amounts in rupees, and
 * the TDS override as a switch with two fields, sent as `tdsOverride` only when switched on.
 */

const REFERENCE_NEEDED = 'Give the UTR, UPI or cheque reference';

export const payoutFormSchema = z
  .object({
    amountPaise: rupeesField(amountPaiseField()),
    date: calendarDay('Date'),
    mode: z.enum(PAYOUT_MODES, { error: 'Choose how it was paid' }),
    reference: optionalSingleLineText('Reference', 100),
    overrideTds: z.boolean(),
    // Checked below only when the override is on: a blank field of a hidden part is no error.
    tdsPaise: z.string(),
    tdsReason: optionalSingleLineText('Reason for the TDS', 500),
    overpayReason: optionalSingleLineText('Reason', 500),
  })
  .superRefine((payout, context) => {
    if (payout.mode !== 'cash' && payout.reference === '')
      context.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_NEEDED });
    if (!payout.overrideTds) return;
    const tds = rupeesField(tdsPaiseField(), { optional: true }).safeParse(payout.tdsPaise);
    if (!tds.success)
      context.addIssue({ code: 'custom', path: ['tdsPaise'], message: tds.error.issues[0]?.message ?? '' });
    if (payout.tdsReason === '')
      context.addIssue({ code: 'custom', path: ['tdsReason'], message: 'Say why the TDS differs from the product’s' });
  })
  .transform(
    ({ overrideTds, tdsPaise, tdsReason, overpayReason, ...payout }): PayoutInput => ({
      ...payout,
      ...(overrideTds
        ? {
            tdsOverride: {
              tdsPaise: rupeesField(tdsPaiseField(), { optional: true }).parse(tdsPaise),
              reason: tdsReason,
            },
          }
        : {}),
      ...(overpayReason ? { overpayReason } : {}),
    }),
  );
export type PayoutFormValues = z.input<typeof payoutFormSchema>;

/** Where the server's refusal of a payout belongs on the form. */
export function payoutFieldOf(path: string, overpayShown: boolean): keyof PayoutFormValues | undefined {
  if (path === 'amountPaise' || path === 'date' || path === 'mode' || path === 'reference') return path;
  if (path === 'tdsOverride.tdsPaise' || path === 'tdsOverride') return 'tdsPaise';
  if (path === 'tdsOverride.reason') return 'tdsReason';
  // Only an admin may confirm an overpayment: for staff the refusal stays above the buttons.
  if (path === 'overpayReason') return overpayShown ? 'overpayReason' : undefined;
  return undefined;
}
