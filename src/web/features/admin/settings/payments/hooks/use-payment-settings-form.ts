import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PaymentSettings,
  type PaymentSettingsFormValues,
  paymentSettingsFormSchema,
} from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { formSubmit } from '#web/lib/form-submit';
import { useAppForm } from '#web/lib/use-app-form';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { paymentSettingsFormValues } from '../utils/payment-settings-values';
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
  const form = useAppForm<PaymentSettingsFormValues, unknown, PaymentSettings>({
    resolver,
    defaultValues: paymentSettingsFormValues(state),
  });
  const { reset, formState, getValues } = form;
  useWarnBeforeUnload(formState.isDirty);

  const submit = formSubmit(
    form,
    siteFieldOf<PaymentSettingsFormValues>(() => getValues()),
    (value) => save.mutateAsync(value),
    (saved) => reset(paymentSettingsFormValues(saved)),
  );

  return {
    form,
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
