import { z } from 'zod';
import { UPI_LIMIT_PAISE, UPI_VERIFIED_MERCHANT_LIMIT_PAISE } from '../constants/billing.js';
import { formatPrice } from '../format.js';
import { optionalUpiIdField } from './codes.js';
import { rupeesField } from './money.js';
import { optionalSingleLineText } from './text.js';

/*
 * How customers pay the agency (Settings → Payments, admins; issue 38): its UPI ID, the payee
 * name UPI apps show, whether it is a verified merchant, and UPI's limit per payment, above which
 * the status page offers the bank details instead of a QR, and the payment gateway's credentials
 * when the environment does not set them. Built once from its limit field: the
 * API's takes whole paise, the form's rupees as typed.
 */

const limitPaise = () =>
  z
    .number({ error: 'The UPI limit is a whole number of paise' })
    .int('The UPI limit is a whole number of paise')
    .min(100, 'The UPI limit must be at least ₹1');

type Limit = z.ZodType<number, unknown>;

type Settings = {
  upiVpa: string;
  payeeName: string;
  merchantVerified: boolean;
  upiLimitPaise: number;
  gatewayKeyId?: string | undefined;
  gatewayKeySecret?: string | undefined;
  gatewayWebhookSecret?: string | undefined;
};

/** A UPI ID names its payee; the limit is at most UPI's for the kind of account. */
function settingsRules<S extends z.ZodType<Settings>>(schema: S) {
  return schema.superRefine((settings, context) => {
    if (settings.upiVpa !== '' && settings.payeeName === '') {
      context.addIssue({ code: 'custom', path: ['payeeName'], message: 'Give the name UPI apps show for this UPI ID' });
    }
    // Turning the gateway off clears its secrets too: a secret without its key id is a slip.
    if (settings.gatewayKeyId === '' && (settings.gatewayKeySecret || settings.gatewayWebhookSecret)) {
      context.addIssue({ code: 'custom', path: ['gatewayKeyId'], message: 'Give the key id these secrets belong to' });
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

/** Razorpay's key ids: `rzp_test_` or `rzp_live_`, then letters and digits. */
export const GATEWAY_KEY_ID_PATTERN = /^rzp_(test|live)_[A-Za-z0-9]+$/;

/*
 * The payment gateway's credentials (Razorpay), when an admin sets them rather than the
 * environment. Write-only: the secrets are never answered back. Absent, the saved gateway is
 * kept as it is; a key id of '' turns it off (all three cleared); an empty secret keeps the saved one.
 */
const gatewayKeyId = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) => value === undefined || value === '' || GATEWAY_KEY_ID_PATTERN.test(value),
    'A Razorpay key id is rzp_test_ or rzp_live_ followed by letters and digits, such as rzp_live_AbC123xYz',
  );
const gatewaySecret = (label: string) =>
  z.string().trim().max(200, `The ${label} is at most 200 characters`).optional();

function settingsFields<L extends Limit>(upiLimitPaise: L) {
  return z.object({
    upiVpa: optionalUpiIdField,
    payeeName: optionalSingleLineText('Payee name', 100),
    merchantVerified: z.boolean().default(false),
    upiLimitPaise,
    gatewayKeyId,
    gatewayKeySecret: gatewaySecret('key secret'),
    gatewayWebhookSecret: gatewaySecret('webhook secret'),
  });
}

/** `PUT /api/site/payments`: the limit in paise, by default UPI's usual ₹1,00,000. */
export const paymentSettingsSchema = settingsRules(settingsFields(limitPaise().default(UPI_LIMIT_PAISE)));
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
/** What `PUT /api/site/payments` takes, parsed: the settings and the gateway's credentials. */
export type PaymentSettingsChange = z.output<typeof paymentSettingsSchema>;
/** The fields of the gateway's credentials, kept apart from the settings (they are write-only). */
export const GATEWAY_FIELDS = ['gatewayKeyId', 'gatewayKeySecret', 'gatewayWebhookSecret'] as const;
/** The settings the status page, the QR and the PDFs use (no gateway credentials). */
export type PaymentSettings = Omit<PaymentSettingsChange, (typeof GATEWAY_FIELDS)[number]>;

/** Settings → Payments as typed: the limit in rupees. */
export const paymentSettingsFormSchema = settingsRules(settingsFields(rupeesField(limitPaise())));
export type PaymentSettingsFormValues = z.input<typeof paymentSettingsFormSchema>;

/** What an agency starts with: no UPI ID (no QR anywhere), UPI's usual limit. */
export const EMPTY_PAYMENT_SETTINGS: PaymentSettings = withoutGateway(paymentSettingsSchema.parse({}));

/** The settings without the gateway's credentials: what is stored as `value` and audited. */
export function withoutGateway(change: PaymentSettingsChange): PaymentSettings {
  const {
    gatewayKeyId: _keyId,
    gatewayKeySecret: _keySecret,
    gatewayWebhookSecret: _webhookSecret,
    ...settings
  } = change;
  return settings;
}
