import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsInput } from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { api } from '#web/lib/api-client';
import { paymentSettingsKeys } from '#web/lib/queries/payment-settings';

/** PUT /api/site/payments (admins only): the settings as saved. */
export async function savePaymentSettings(input: PaymentSettingsInput): Promise<PaymentSettingsState> {
  const { data } = await api.put<PaymentSettingsState>('/site/payments', input, {
    successToast: 'Payment settings saved',
  });
  return data;
}

/** The save; the screen's copy takes the saved settings at once (the form starts again from them). */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKeys.all, saved),
  });
}
