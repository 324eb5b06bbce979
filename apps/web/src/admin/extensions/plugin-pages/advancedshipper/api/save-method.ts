import type { AdvancedShipperMethod, AdvancedShipperMethodInput } from '@emporia/contracts/shipping-plugins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

/** POST …/methods (new) or PUT …/methods/{id}. */
export async function saveMethod(input: {
  id: number | null;
  method: AdvancedShipperMethodInput;
}): Promise<AdvancedShipperMethod> {
  const answer = input.id
    ? await adminHttp.put<{ data: AdvancedShipperMethod }>(`${methodsUrl}/${input.id}`, input.method)
    : await adminHttp.post<{ data: AdvancedShipperMethod }>(methodsUrl, input.method);
  return answer.data.data;
}

export function useSaveMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: methodsKey }),
  });
}
