import { zodResolver } from '@hookform/resolvers/zod';
import {
  GATEWAY_FIELDS,
  type PaymentSettingsChange,
  type PaymentSettingsFormValues,
  paymentSettingsFormSchema,
} from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { formSubmit } from '#web/lib/form-submit';
import { useAppForm } from '#web/lib/use-app-form';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { paymentSettingsFormValues, paymentSettingsToSend } from '../utils/payment-settings-values';
import { savedFormFrame } from '../../utils/saved-form-frame';
import { siteFieldOf } from '../../utils/site-form-errors';
import { useWarnBeforeUnload } from '../../hooks/use-warn-before-unload';

const resolver = zodResolver(paymentSettingsFormSchema);

/**
 * Settings → Payments' form: react-hook-form over the shared schema the server checks with (the
 * limit typed in rupees, sent in paise), saved whole with `PUT /api/site/payments`.
 */
export function usePaymentSettingsForm(state: PaymentSettingsState) {
  const save = useSavePaymentSettings();
  const form = useAppForm<PaymentSettingsFormValues, unknown, PaymentSettingsChange>({
    resolver,
    defaultValues: paymentSettingsFormValues(state),
  });
  const { reset, resetField, formState, getValues } = form;
  useWarnBeforeUnload(formState.isDirty);

  const submit = formSubmit(
    form,
    siteFieldOf<PaymentSettingsFormValues>(() => getValues()),
    (value) => save.mutateAsync(paymentSettingsToSend(value, state.gateway)),
    (saved) => reset(paymentSettingsFormValues(saved)),
  );

  /** "Turn off online payment": the saved settings kept, the gateway's three credentials cleared. */
  const turnOffGateway = async () => {
    const { upiVpa, payeeName, merchantVerified, upiLimitPaise } = state;
    const saved = await save.mutateAsync({ upiVpa, payeeName, merchantVerified, upiLimitPaise, gatewayKeyId: '' });
    // Edits to the UPI part not yet saved stay in the form; the gateway's boxes empty.
    reset(paymentSettingsFormValues(saved), { keepDirtyValues: true });
    for (const field of GATEWAY_FIELDS) resetField(field, { defaultValue: '' });
  };

  return {
    form,
    gateway: {
      onTurnOff: () => void turnOffGateway().catch(() => undefined),
      turningOff: save.isPending,
    },
    frame: {
      ...savedFormFrame(form, state, submit),
      onDiscard: () => reset(paymentSettingsFormValues(state)),
      dirty: formState.isDirty,
      notSaved: state.updatedAt === null ? 'Not saved yet' : undefined,
      restored: false,
      savedSince: false,
    },
  };
}
