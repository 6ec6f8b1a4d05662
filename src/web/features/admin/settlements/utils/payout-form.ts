import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { payoutFormSchema, type PayoutFormValues, type PayoutValues } from '#shared/schemas/payouts';

/*
 * "Record payout" as typed: the shared form schema (rupees), with one switch of the screen's own,
 * "Override TDS": while it is off, the TDS fields are neither checked nor sent.
 */

export type PayoutFields = PayoutFormValues & { overrideTds: boolean };

const checkPayout = zodResolver(payoutFormSchema) as unknown as Resolver<PayoutFields, unknown, PayoutValues>;

/**
 * The shared schema's check, on the values without the override while it is switched off (the
 * schema strips the switch itself, which it does not know).
 */
export const payoutResolver: Resolver<PayoutFields, unknown, PayoutValues> = (values, context, options) => {
  const { tdsOverride: _unchecked, ...payout } = values;
  return checkPayout(values.overrideTds ? values : payout, context, options);
};

const PLAIN_FIELDS = ['amountPaise', 'date', 'mode', 'reference'] as const;
type PayoutFieldName = (typeof PLAIN_FIELDS)[number] | 'tdsOverride.tdsPaise' | 'tdsOverride.reason' | 'overpayReason';

/**
 * Where the server's refusal of a payout belongs on the form: beside its field, the override's
 * beside the override's (shown while it is on), and the overpayment's reason only when that field
 * is shown (to an admin); anything else above the buttons.
 */
export function payoutFieldOf(
  path: string,
  shown: { override: boolean; overpay: boolean },
): PayoutFieldName | undefined {
  if ((PLAIN_FIELDS as readonly string[]).includes(path)) return path as PayoutFieldName;
  if (path === 'tdsOverride.tdsPaise' || path === 'tdsOverride.reason') return shown.override ? path : undefined;
  if (path === 'overpayReason') return shown.overpay ? path : undefined;
  return undefined;
}
