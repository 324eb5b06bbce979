import type { ShippingBox, ShippingBoxInput } from '@emporia/contracts/shipping-plugins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { boxesKey, boxesUrl } from './boxes';

/** POST …/boxes (new) or PUT …/boxes/{id}. */
export async function saveBox(input: { id: number | null; box: ShippingBoxInput }): Promise<ShippingBox> {
  const answer = input.id
    ? await adminHttp.put<{ data: ShippingBox }>(`${boxesUrl}/${input.id}`, input.box)
    : await adminHttp.post<{ data: ShippingBox }>(boxesUrl, input.box);
  return answer.data.data;
}

export function useSaveBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boxesKey }),
  });
}
