import type { AdminPaymentSettings } from '@emporia/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

export const paymentSettingsKey = ['admin', 'settings', 'payment'] as const;

/** GET /api/v1/admin/settings/payment: every method's whole settings object, defaults filled in. */
export async function paymentSettings(): Promise<AdminPaymentSettings> {
  return (await adminHttp.get<{ data: AdminPaymentSettings }>('/api/v1/admin/settings/payment')).data.data;
}

export const usePaymentSettings = () =>
  useQuery({ queryKey: paymentSettingsKey, queryFn: paymentSettings, staleTime: 0 });
