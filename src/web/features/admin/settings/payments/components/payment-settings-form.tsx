import { useId } from 'react';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { TextField } from '#web/components/ui/text-field';
import { usePaymentSettingsForm } from '../hooks/use-payment-settings-form';
import { GatewayFields } from './gateway-fields';
import { FormGroup } from '../../components/form-group';
import { SiteSectionForm } from '../../components/site-section-form';

/**
 * How customers pay: the UPI ID their QR pays, the name UPI apps show, UPI's limit per payment,
 * and the payment gateway's keys when the environment does not set them.
 */
export function PaymentSettingsForm({ state }: { state: PaymentSettingsState }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const { form, frame, gateway } = usePaymentSettingsForm(state);
  const { register } = form;
  const { errors } = form.formState;
  return (
    <SiteSectionForm
      title="Payments"
      description="The UPI QR on the status page, the quote and the invoice pays this UPI ID. Without one, customers see the bank details only (Business details)."
      neverSaved="No one has saved the payment settings yet."
      {...frame}
    >
      <FormGroup title="UPI">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('vpa')}
            label="UPI ID"
            hint="name@bank, such as starline@okaxis."
            error={errors.upiVpa?.message}
            input={{ ...register('upiVpa'), maxLength: 320, autoComplete: 'off', spellCheck: false }}
          />
          <TextField
            id={id('payee')}
            label="Payee name"
            hint="The name UPI apps show the payer."
            error={errors.payeeName?.message}
            input={{ ...register('payeeName'), maxLength: 100, autoComplete: 'off' }}
          />
          <div className="sm:col-span-2">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                aria-describedby={id('verified-hint')}
                {...register('merchantVerified')}
                className="size-5 cursor-pointer rounded border-slate-300 accent-brand-700"
              />
              Verified merchant
            </label>
            <p id={id('verified-hint')} className="text-xs text-slate-600">
              A UPI ID your bank set up as a verified merchant may take up to ₹5,00,000 in one payment; others up to
              ₹1,00,000.
            </p>
          </div>
          <TextField
            id={id('limit')}
            label="UPI limit per payment (₹)"
            hint="Above it, the status page shows no QR and offers the bank details."
            required
            error={errors.upiLimitPaise?.message}
            input={{ ...register('upiLimitPaise'), inputMode: 'decimal', autoComplete: 'off' }}
          />
        </div>
      </FormGroup>
      <GatewayFields gateway={state.gateway} register={register} errors={errors} {...gateway} />
    </SiteSectionForm>
  );
}
