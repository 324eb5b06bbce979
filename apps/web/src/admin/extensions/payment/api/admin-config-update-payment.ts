import type { PaymentMethodId, PaymentSettingInput } from '@emporia/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { paymentSettingsKey } from './payment-settings';

/** SPEC §7 action admin_config_update_payment: the method's whole settings object; answers 'Updated!'. */
export async function adminConfigUpdatePayment(input: {
  method: PaymentMethodId;
  settings: Record<string, PaymentSettingInput>;
}) {
  const answer = await adminHttp.post<{ message: string }>(
    `/api/v1/admin/settings/payment/${input.method}`,
    input.settings,
  );
  return answer.data.message;
}

export function useAdminConfigUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminConfigUpdatePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSettingsKey }),
  });
}
