import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TdsRegister } from '#shared/schemas/payouts-responses';
import { api } from '#web/lib/api-client';
import { registerQuery, type RegisterParams } from '../utils/register-params';

/**
 * GET /api/reports/tds?fy=2026-27&quarter=3 (or `&month=2026-10`): every deduction of the period
 * with its payee, PAN, section, date, amount paid, rate and TDS, and each month's totals with the
 * day the tax is due to the government.
 */
export async function getTdsRegister(params: RegisterParams, signal?: AbortSignal): Promise<TdsRegister> {
  const { data } = await api.get<TdsRegister>('/reports/tds', {
    params: registerQuery(params),
    errorToast: false,
    signal,
  });
  return data;
}

export function useTdsRegister(params: RegisterParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'tds', registerQuery(params)] as const,
      queryFn: ({ signal }) => getTdsRegister(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
