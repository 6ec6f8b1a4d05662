import { rupeesTextOfPaise } from '#shared/schemas/money';
import type { PaymentSettingsFormValues } from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';

/** The form's values for saved settings: the limit as rupees to type over. */
export function paymentSettingsFormValues(saved: PaymentSettingsState): PaymentSettingsFormValues {
  return {
    upiVpa: saved.upiVpa,
    payeeName: saved.payeeName,
    merchantVerified: saved.merchantVerified,
    upiLimitPaise: rupeesTextOfPaise(saved.upiLimitPaise),
  };
}
