import type { ModuleValues, ShippingModule } from '@emporia/contracts/shipping-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { shippingSettingsKey } from './shipping-settings';

/** SPEC §7 action admin_config_update_shipping: the panel's whole key/value object; answers 'Updated!'. */
export async function adminConfigUpdateShipping(input: { module: ShippingModule; values: ModuleValues }) {
  const answer = await adminHttp.post<{ message: string }>(
    `/api/v1/admin/settings/shipping/${input.module}`,
    input.values,
  );
  return answer.data.message;
}

export function useAdminConfigUpdateShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminConfigUpdateShipping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingSettingsKey }),
  });
}
