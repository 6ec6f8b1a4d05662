import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import { api } from '../api-client';

/**
 * How customers pay the agency (`/api/site/payments`, admins): Settings → Payments edits it. The
 * save is the settings feature's `payments/api/save-payment-settings.ts`.
 */
export const paymentSettingsKeys = {
  all: ['payment-settings'] as const,
};

/** GET /api/site/payments (admins). Quiet: the screen says what a failure means. */
export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettingsState> {
  const { data } = await api.get<PaymentSettingsState>('/site/payments', { errorToast: false, signal });
  return data;
}

export function usePaymentSettings() {
  return useQuery(
    queryOptions({ queryKey: paymentSettingsKeys.all, queryFn: ({ signal }) => getPaymentSettings(signal) }),
  );
}
