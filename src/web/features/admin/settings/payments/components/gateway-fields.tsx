import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PaymentSettingsFormValues } from '#shared/schemas/payment-settings';
import type { GatewayState } from '#shared/schemas/payment-settings-responses';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { gatewayWebhookUrl } from '../utils/gateway-webhook-url';

const STATE_TEXT: Record<GatewayState['source'], string> = {
  environment: 'On: customers see “Pay online” on their status page.',
  settings: 'On: customers see “Pay online” on their status page.',
  off: 'Off: customers pay by UPI QR or bank transfer.',
};

/** An input the browser must neither fill nor offer to remember. */
const SECRET_INPUT = { type: 'password', autoComplete: 'off', spellCheck: false, maxLength: 200 } as const;

interface GatewayFieldsProps {
  gateway: GatewayState;
  register: UseFormRegister<PaymentSettingsFormValues>;
  errors: FieldErrors<PaymentSettingsFormValues>;
  onTurnOff: () => void;
  turningOff: boolean;
}

/**
 * Settings → Payments' "Payment gateway (Razorpay)": its key id and secrets when the environment
 * does not set them. The secrets are write-only: once saved, an empty box keeps them.
 */
export function GatewayFields({ gateway, register, errors, onTurnOff, turningOff }: GatewayFieldsProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const fromEnvironment = gateway.source === 'environment';
  const secretPlaceholder =
    gateway.source === 'settings' && gateway.secretsSet ? 'Saved — leave empty to keep' : undefined;
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-brand-950">Payment gateway (Razorpay)</legend>
      <p className="text-sm text-slate-600">
        With Razorpay’s keys, the status page offers “Pay online”, and the payments record themselves.
      </p>
      <p className="text-sm font-medium text-slate-800" role="status">
        {STATE_TEXT[gateway.source]}
      </p>
      {fromEnvironment ? (
        <p className="text-sm text-slate-700">
          Set by the server's environment; change it there. Key id <span className="font-mono">{gateway.keyId}</span>.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('key-id')}
            label="Key id"
            hint="From Razorpay’s dashboard: rzp_live_… (or rzp_test_… to try it)."
            error={errors.gatewayKeyId?.message}
            input={{ ...register('gatewayKeyId'), maxLength: 100, autoComplete: 'off', spellCheck: false }}
          />
          <TextField
            id={id('key-secret')}
            label="Key secret"
            hint="Shown once by Razorpay with the key id; never shown here again."
            error={errors.gatewayKeySecret?.message}
            input={{ ...register('gatewayKeySecret'), ...SECRET_INPUT, placeholder: secretPlaceholder }}
          />
          <TextField
            id={id('webhook-secret')}
            label="Webhook secret"
            hint="The secret you set on Razorpay’s webhook."
            error={errors.gatewayWebhookSecret?.message}
            input={{ ...register('gatewayWebhookSecret'), ...SECRET_INPUT, placeholder: secretPlaceholder }}
          />
        </div>
      )}
      <TextField
        id={id('webhook-url')}
        label="Webhook URL to give Razorpay"
        hint="On Razorpay’s dashboard, Webhooks: this address, the events payment_link.paid and payment.captured."
        input={{ value: gatewayWebhookUrl(), readOnly: true, spellCheck: false }}
      />
      {gateway.source === 'settings' && (
        <Button variant="outline" onClick={onTurnOff} disabled={turningOff}>
          Turn off online payment
        </Button>
      )}
    </fieldset>
  );
}
