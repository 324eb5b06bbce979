import type { ShippingSettingsResponse } from '@emporia/contracts/shipping-settings';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

export const shippingSettingsKey = ['admin', 'settings', 'shipping'] as const;
export type AdminShippingSettings = ShippingSettingsResponse['data'];

/**
 * GET /api/v1/admin/settings/shipping: the eight modules' key/value objects,
 * defaults filled in, secrets as '' with `secrets_set` naming the saved ones.
 */
export async function shippingSettings(): Promise<ShippingSettingsResponse> {
  return (await adminHttp.get<ShippingSettingsResponse>('/api/v1/admin/settings/shipping')).data;
}

export const useShippingSettings = () =>
  useQuery({ queryKey: shippingSettingsKey, queryFn: shippingSettings, staleTime: 0 });
