/* Settings → Payments as the API answers it. */
import { z } from 'zod';
import { isoDateTime } from './envelope-responses.js';

/** `GET`/`PUT /api/site/payments`: the settings and who last saved them. */
export const paymentSettingsStateSchema = z.object({
  upiVpa: z.string(),
  payeeName: z.string(),
  merchantVerified: z.boolean(),
  upiLimitPaise: z.number().int(),
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
});
export type PaymentSettingsState = z.infer<typeof paymentSettingsStateSchema>;
