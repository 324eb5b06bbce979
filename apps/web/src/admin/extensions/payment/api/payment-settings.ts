import type { AdminPaymentSettingsResponse } from '@emporia/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

export const paymentSettingsKey = ['admin', 'settings', 'payment'] as const;

/**
 * GET /api/v1/admin/settings/payment: every method's whole settings object,
 * defaults filled in, secrets as '' with `secrets_set` naming the saved ones.
 */
export async function paymentSettings(): Promise<AdminPaymentSettingsResponse> {
  return (await adminHttp.get<AdminPaymentSettingsResponse>('/api/v1/admin/settings/payment')).data;
}

export const usePaymentSettings = () =>
  useQuery({ queryKey: paymentSettingsKey, queryFn: paymentSettings, staleTime: 0 });
