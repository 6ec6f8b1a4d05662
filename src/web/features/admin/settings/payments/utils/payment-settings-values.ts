import { rupeesTextOfPaise } from '#shared/rupees-text';
import {
  GATEWAY_FIELDS,
  type PaymentSettingsChange,
  type PaymentSettingsFormValues,
} from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';

/** The form's values for saved settings: the limit as rupees to type over, the secrets never known. */
export function paymentSettingsFormValues(saved: PaymentSettingsState): PaymentSettingsFormValues {
  return {
    upiVpa: saved.upiVpa,
    payeeName: saved.payeeName,
    merchantVerified: saved.merchantVerified,
    upiLimitPaise: rupeesTextOfPaise(saved.upiLimitPaise),
    gatewayKeyId: saved.gateway.source === 'settings' ? (saved.gateway.keyId ?? '') : '',
    gatewayKeySecret: '',
    gatewayWebhookSecret: '',
  };
}

/**
 * What a save sends: the gateway's fields only when they may change something (the environment's
 * gateway is not the form's to change, and an empty key id with none saved changes nothing).
 */
export function paymentSettingsToSend(
  value: PaymentSettingsChange,
  gateway: PaymentSettingsState['gateway'],
): PaymentSettingsChange {
  const untouched = gateway.source === 'environment' || (gateway.source === 'off' && !value.gatewayKeyId);
  if (!untouched) return value;
  const sent = { ...value };
  for (const field of GATEWAY_FIELDS) delete sent[field];
  return sent;
}
