import { z } from 'zod';
import { UPI_LIMIT_PAISE, UPI_VERIFIED_MERCHANT_LIMIT_PAISE } from '../constants/billing.js';
import { formatPrice } from '../format.js';
import { normaliseVpa, vpaProblem } from '../upi/upi-id.js';
import { rupeesField } from './money.js';
import { optionalSingleLineText } from './text.js';

/*
 * How customers pay the agency (Settings → Payments, admins; issue 38): its UPI ID, the payee
 * name UPI apps show, whether it is a verified merchant, and UPI's limit per payment, above which
 * the status page offers the bank details instead of a QR. Built once from its limit field: the
 * API's takes whole paise, the form's rupees as typed.
 */

const upiVpa = z
  .string()
  .optional()
  .transform((value) => normaliseVpa(value ?? ''))
  .superRefine((value, context) => {
    const problem = value === '' ? null : vpaProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const limitPaise = () =>
  z
    .number({ error: 'The UPI limit is a whole number of paise' })
    .int('The UPI limit is a whole number of paise')
    .min(100, 'The UPI limit must be at least ₹1');

type Limit = z.ZodType<number, unknown>;

type Settings = { upiVpa: string; payeeName: string; merchantVerified: boolean; upiLimitPaise: number };

/** A UPI ID names its payee; the limit is at most UPI's for the kind of account. */
function settingsRules<S extends z.ZodType<Settings>>(schema: S) {
  return schema.superRefine((settings, context) => {
    if (settings.upiVpa !== '' && settings.payeeName === '') {
      context.addIssue({ code: 'custom', path: ['payeeName'], message: 'Give the name UPI apps show for this UPI ID' });
    }
    const most = settings.merchantVerified ? UPI_VERIFIED_MERCHANT_LIMIT_PAISE : UPI_LIMIT_PAISE;
    if (settings.upiLimitPaise > most) {
      context.addIssue({
        code: 'custom',
        path: ['upiLimitPaise'],
        message: settings.merchantVerified
          ? `UPI takes at most ${formatPrice(most / 100)} in one payment`
          : `UPI takes at most ${formatPrice(most / 100)} in one payment to an account that is not a verified merchant`,
      });
    }
  });
}

function settingsFields<L extends Limit>(upiLimitPaise: L) {
  return z.object({
    upiVpa,
    payeeName: optionalSingleLineText('Payee name', 100),
    merchantVerified: z.boolean().default(false),
    upiLimitPaise,
  });
}

/** `PUT /api/site/payments`: the limit in paise, by default UPI's usual ₹1,00,000. */
export const paymentSettingsSchema = settingsRules(settingsFields(limitPaise().default(UPI_LIMIT_PAISE)));
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

/** Settings → Payments as typed: the limit in rupees. */
export const paymentSettingsFormSchema = settingsRules(settingsFields(rupeesField(limitPaise())));
export type PaymentSettingsFormValues = z.input<typeof paymentSettingsFormSchema>;

/** What an agency starts with: no UPI ID (no QR anywhere), UPI's usual limit. */
export const EMPTY_PAYMENT_SETTINGS: PaymentSettings = paymentSettingsSchema.parse({});
