/* Settings → Payments as the API answers it. */
import { z } from 'zod';
import { isoDateTime } from './envelope-responses.js';

/** Where the payment gateway's credentials come from, or 'off' when nowhere. */
export const GATEWAY_SOURCES = ['environment', 'settings', 'off'] as const;
export type GatewaySource = (typeof GATEWAY_SOURCES)[number];

/** `GET`/`PUT /api/site/payments`: the settings and who last saved them. */
export const paymentSettingsStateSchema = z.object({
  upiVpa: z.string(),
  payeeName: z.string(),
  merchantVerified: z.boolean(),
  upiLimitPaise: z.number().int(),
  /**
   * The payment gateway: who sets it (the environment wins when it sets all three credentials),
   * its key id, and whether its secrets are set. Never a secret.
   */
  gateway: z.object({
    source: z.enum(GATEWAY_SOURCES),
    keyId: z.string().nullable(),
    secretsSet: z.boolean(),
  }),
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
});
export type PaymentSettingsState = z.infer<typeof paymentSettingsStateSchema>;
export type GatewayState = PaymentSettingsState['gateway'];
